import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { lineEndings, sniffDelimiter, type Delimiter } from './delimiter.ts';
import { decodeChunks, detectEncoding, isValidUtf8Stream, type TextEncoding } from './encoding.ts';
import { TabularError, tabularMessages, type TabularLimits } from './errors.ts';
import { peekStream } from './peek.ts';

export type CsvInfo = { encoding: TextEncoding; delimiter: Delimiter };
/** Raw records in chunks (whatever the parser has ready), so a consumer pays one await per chunk, not per row. */
export type RecordSource = { chunks: AsyncIterator<string[][]>; close: () => Promise<void> };

const headBytes = 64 * 1024;

/**
 * Opens a CSV as a stream of raw records (cells as text, rows as wide as they are in the file).
 * Encoding and delimiter are decided from the first 64 KB; given a path, the whole file is first
 * checked to be valid UTF-8 (cheap, and a single 'é' in Windows-1252 deep in a file is then not
 * misread). Line ends may be CRLF, LF or CR, even mixed (when the first 64 KB mix them).
 */
export async function openCsvRecords(source: string | Readable, limits: TabularLimits): Promise<{ info: CsvInfo } & RecordSource> {
  const input = typeof source === 'string' ? createReadStream(source, { highWaterMark: 256 * 1024 }) : source;
  const { head, complete, stream } = await peekStream(input, headBytes);
  let guess = detectEncoding(head, complete);
  if (guess.encoding === 'utf-8' && guess.bom === 0 && typeof source === 'string' && !complete) {
    if (!(await isValidUtf8Stream(createReadStream(source, { highWaterMark: 256 * 1024 })))) {
      guess = { encoding: 'windows-1252', bom: 0 };
    }
  }
  const sample = new TextDecoder(guess.encoding).decode(head);
  if (sample.includes('\u0000')) {
    stream.destroy();
    throw new TabularError(tabularMessages.wrongType);
  }
  const delimiter = sniffDelimiter(sample, complete);

  // UTF-8 goes to the parser as bytes (it decodes each field once); other encodings as text.
  const text = guess.encoding === 'utf-8' ? stream : Readable.from(decodeChunks(stream, guess.encoding));
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    // Empty lines come through (as blank records, skipped later) so row numbers are the file's.
    skip_empty_lines: false,
    record_delimiter: lineEndings(sample),
    max_record_size: limits.maxRecordBytes,
  });
  pipeline(text, parser, () => {});
  return {
    info: { encoding: guess.encoding, delimiter },
    chunks: recordChunks(parser),
    close: async () => {
      parser.destroy();
      text.destroy();
    },
  };
}

/** Everything the parser has buffered, as one array per wake-up. */
async function* recordChunks(parser: Readable): AsyncGenerator<string[][]> {
  try {
    for (;;) {
      const chunk: string[][] = [];
      for (let record = parser.read() as string[] | null; record !== null; record = parser.read() as string[] | null) chunk.push(record);
      if (chunk.length > 0) {
        yield chunk;
        continue;
      }
      if (parser.errored) throw parser.errored;
      if (parser.readableEnded || parser.destroyed) return;
      await readableOrEnd(parser);
    }
  } catch (err) {
    throw toTabularError(err);
  }
}

function readableOrEnd(stream: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      cleanup();
      resolve();
    };
    const fail = (err: Error) => {
      cleanup();
      reject(err);
    };
    const cleanup = () => {
      stream.off('readable', done).off('end', done).off('close', done).off('error', fail);
    };
    stream.on('readable', done).on('end', done).on('close', done).on('error', fail);
  });
}

function toTabularError(err: unknown): unknown {
  if (!(err instanceof CsvError)) return err;
  const line = Number((err as CsvError & { lines?: number }).lines ?? 0);
  if (err.code === 'CSV_QUOTE_NOT_CLOSED') return new TabularError(tabularMessages.quoteNotClosed);
  if (err.code === 'CSV_MAX_RECORD_SIZE') return new TabularError(tabularMessages.recordTooLarge(line));
  return new TabularError(tabularMessages.unreadableCsv(err.message));
}
