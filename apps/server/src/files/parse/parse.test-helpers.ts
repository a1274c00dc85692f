import { Readable } from 'node:stream';
import { expect } from 'vitest';
import { packedRowReserve } from '../copy-binary.ts';
import { isPacked, unpackRows } from './packed-rows.ts';
import { parseTabular, type ParseOptions, type TabularSource } from './tabular.ts';

type Options = Partial<ParseOptions> & { chunkSize?: number };
type Parsed = Awaited<ReturnType<typeof readTable>>;

/** Parses content given as text or bytes (streamed in chunks of `chunkSize`); a CSV is read both ways (`bothWays`). */
export function parseAll(content: string | Buffer, options: Options = {}) {
  return bothWays((pack) => readTable(toStream(content, options.chunkSize), options, pack), options);
}

/** Parses a file path or stream; `{ columns, rows, info }` as a caller would see them at the end. */
export function parseSource(input: TabularSource, options: Options = {}) {
  if (typeof input !== 'string') return readTable(input, options, false);
  return bothWays((pack) => readTable(input, options, pack), options);
}

/**
 * A CSV is read as text and as packed bytes (the ingest's way, csv-bytes.ts): both must give the same
 * columns, rows, header and information, or refuse the file with the same error. The text result is given.
 */
async function bothWays(read: (pack: boolean) => Promise<Parsed>, options: Options): Promise<Parsed> {
  const text = await outcome(() => read(false));
  if ((options.format ?? 'csv') === 'csv') expect(comparable(await outcome(() => read(true)))).toEqual(comparable(text));
  if ('error' in text) throw text.error;
  return text.value;
}

/** What both ways must agree on: packed cells have no NUL (the text's lose theirs when written). */
function comparable(result: { value: Parsed } | { error: Error }) {
  if ('error' in result) return { error: result.error.message, status: (result.error as { statusCode?: number }).statusCode };
  const rows = result.value.rows.map((row) => row.map((cell) => cell.replaceAll('\u0000', '')));
  return { ...result.value, rows, packedRows: undefined };
}

async function outcome<T>(run: () => Promise<T>): Promise<{ value: T } | { error: Error }> {
  try {
    return { value: await run() };
  } catch (error) {
    return { error: error as Error };
  }
}

/** The whole table; `packedRows`: how many rows came packed (with `pack`). */
async function readTable(input: TabularSource, options: Options, pack: boolean) {
  const table = await parseTabular(input, {
    format: options.format ?? 'csv',
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.headerRow ? { headerRow: options.headerRow } : {}),
    ...(pack ? { pack: { reserve: packedRowReserve } } : {}),
    ...(options.inThread ? { inThread: true } : {}),
    ...(options.deadline ? { deadline: options.deadline } : {}),
  });
  const rows: string[][] = [];
  let packedRows: number | undefined;
  for await (const batch of table.batches) {
    if (isPacked(batch)) packedRows = (packedRows ?? 0) + batch.rows;
    for (const row of isPacked(batch) ? unpackRows(batch) : batch) rows.push(row);
  }
  return { columns: [...table.columns], rows, info: table.info, rowCount: table.rowCount, header: table.header, packedRows };
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

/** How many rows of a CSV come packed when it is read the ingest's way (the rest came as strings). */
export async function packedRowCount(content: string | Buffer, options: Options = {}): Promise<number> {
  return (await readTable(toStream(content, options.chunkSize), options, true)).packedRows ?? 0;
}
