import { Readable } from 'node:stream';
import { parseTabular, type ParseOptions, type TabularSource } from './tabular.ts';

type Options = Partial<ParseOptions> & { chunkSize?: number };

/** Parses content given as text or bytes (streamed in chunks of `chunkSize`). */
export function parseAll(content: string | Buffer, options: Options = {}) {
  return parseSource(toStream(content, options.chunkSize), options);
}

/** Parses a file path or stream; `{ columns, rows, info }` as a caller would see them at the end. */
export async function parseSource(input: TabularSource, options: Options = {}) {
  const table = await parseTabular(input, {
    format: options.format ?? 'csv',
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.headerRow ? { headerRow: options.headerRow } : {}),
  });
  const rows: string[][] = [];
  for await (const row of table.rows) rows.push(row);
  return { columns: [...table.columns], rows, info: table.info, rowCount: table.rowCount, header: table.header };
}

/** The bytes as a stream, in chunks of `chunkSize` (to test every chunk boundary). */
export function toStream(content: string | Buffer, chunkSize = 64 * 1024): Readable {
  const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content);
  const chunks: Buffer[] = [];
  for (let i = 0; i < buffer.length; i += chunkSize) chunks.push(buffer.subarray(i, i + chunkSize));
  return Readable.from(chunks);
}

/** Rows as objects keyed by column (missing cells read as ''), like csv-spectrum's JSON. */
export function asObjects(columns: string[], rows: string[][]): Record<string, string>[] {
  return rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i] ?? ''])));
}
