import { createReadStream } from 'node:fs';
import { pipeline, Readable } from 'node:stream';
import { CsvError, parse, type Options } from 'csv-parse';
import { packedRecordChunks } from './csv-bytes.ts';
import { papaRecordChunks, type Fallback, type LineEnding } from './csv-papa.ts';
import { lineEndings, sniffDelimiter, type Delimiter } from './delimiter.ts';
import { decodeChunks, detectEncoding, isValidUtf8Stream, utf8Chunks, type TextEncoding } from './encoding.ts';
import { TabularError, tabularMessages, type TabularLimits } from './errors.ts';
import type { RowBatch } from './packed-rows.ts';
import { peekStream, prepend } from './peek.ts';

export type CsvInfo = { encoding: TextEncoding; delimiter: Delimiter };
/** Raw records in chunks (whatever the parser has ready), so a consumer pays one await per chunk, not per row. */
export type RecordSource<T = RowBatch> = { chunks: AsyncIterator<T>; close: () => Promise<void> };

const headBytes = 64 * 1024;

/**
 * Opens a CSV as a stream of raw records (cells as text, rows as wide as they are in the file).
 * Encoding and delimiter are decided from the first 64 KB; given a path, the whole file is first
 * checked to be valid UTF-8 (cheap, and a single 'é' in Windows-1252 deep in a file is then not
 * misread). Line ends may be CRLF, LF or CR, even mixed (when the first 64 KB mix them).
 *
 * papaparse reads the file when the first 64 KB use one kind of line end; csv-parse (the reference,
 * whose rules the tests pin) when they mix them, and from the first malformed quote on (docs/decisions/0026).
 */
export async function openCsvRecords(
  source: string | Readable,
  limits: TabularLimits,
  /** Give a UTF-8 file's rows packed (csv-bytes.ts), with this many bytes reserved per row. */
  pack?: { reserve: number },
): Promise<{ info: CsvInfo } & RecordSource> {
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
  const info = { encoding: guess.encoding, delimiter };
  const endings = lineEndings(sample);
  const referenceOptions = (bom: boolean): Options => ({
    delimiter,
    bom,
    relax_column_count: true,
    relax_quotes: true,
    // Empty lines come through (as blank records, skipped later) so row numbers are the file's.
    skip_empty_lines: false,
    record_delimiter: endings,
    max_record_size: limits.maxRecordBytes,
  });

  if (endings.length !== 1) {
    // papaparse takes one kind of line end. UTF-8 goes to csv-parse as bytes (it decodes each field once).
    const text = guess.encoding === 'utf-8' ? stream : Readable.from(decodeChunks(stream, guess.encoding));
    return { info, ...referenceRecords(text, referenceOptions(true), 0) };
  }

  const dialect = { delimiter, newline: endings[0] as LineEnding, maxRecordBytes: limits.maxRecordBytes };
  let reference: RecordSource<string[][]> | undefined;
  let closed = false;
  /**
   * papaparse over UTF-8 bytes (decoded here with their BOM: csv-parse's `bom: true` rule is applied to the
   * text) or another encoding's text; csv-parse from the first malformed quote (UTF-8 given back as bytes:
   * csv-parse is slower on text it has to encode again).
   */
  const textRecords = (input: AsyncIterable<Buffer>, from: { recordsBefore: number; fileStart: boolean }) => {
    const utf8 = guess.encoding === 'utf-8' ? utf8Chunks(input) : undefined;
    const texts = utf8 ? utf8.texts : decodeChunks(input, guess.encoding);
    const fallback: Fallback = (text, recordsBefore) => {
      const rest = utf8 ? prepend(Buffer.from(text), utf8.unread()) : prepend(text, texts);
      // The BOM rule has been applied to the text already.
      reference = referenceRecords(Readable.from(rest), referenceOptions(false), recordsBefore);
      return reference.chunks;
    };
    return papaRecordChunks(texts, dialect, fallback, from);
  };
  const chunks: AsyncGenerator<RowBatch> =
    pack && guess.encoding === 'utf-8'
      ? packedRecordChunks(withoutBom(stream, guess.bom), dialect, pack.reserve, (from, rest, recordsBefore) =>
          textRecords(prepend(from, rest), { recordsBefore, fileStart: false }),
        )
      : textRecords(stream, { recordsBefore: 0, fileStart: true });
  return {
    info,
    chunks: untilClosed(chunks, () => closed),
    close: async () => {
      closed = true;
      await reference?.close();
      stream.destroy();
    },
  };
}

/** The stream's chunks after its first `bom` bytes. */
async function* withoutBom(stream: Readable, bom: number): AsyncGenerator<Buffer> {
  let skip = bom;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (skip >= chunk.length) {
      skip -= chunk.length;
      continue;
    }
    yield skip ? chunk.subarray(skip) : chunk;
    skip = 0;
  }
}

/** csv-parse over a text or byte stream; error line numbers count `linesBefore` records ahead of it. */
function referenceRecords(text: Readable, options: Options, linesBefore: number): RecordSource<string[][]> {
  const parser = parse(options);
  pipeline(text, parser, () => {});
  return {
    chunks: recordChunks(parser, linesBefore),
    close: async () => {
      parser.destroy();
      text.destroy();
    },
  };
}

/** The chunks, ending quietly when the reader was closed mid-way (the destroyed stream's error is not the file's). */
async function* untilClosed<T>(chunks: AsyncGenerator<T>, isClosed: () => boolean): AsyncGenerator<T> {
  try {
    for (;;) {
      const next = await chunks.next();
      if (next.done || isClosed()) return;
      yield next.value;
    }
  } catch (err) {
    if (!isClosed()) throw err;
  }
}

/** Everything the parser has buffered, as one array per wake-up. */
async function* recordChunks(parser: Readable, linesBefore: number): AsyncGenerator<string[][]> {
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
    throw toTabularError(err, linesBefore);
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

function toTabularError(err: unknown, linesBefore: number): unknown {
  if (!(err instanceof CsvError)) return err;
  const line = linesBefore + Number((err as CsvError & { lines?: number }).lines ?? 0);
  if (err.code === 'CSV_QUOTE_NOT_CLOSED') return new TabularError(tabularMessages.quoteNotClosed);
  if (err.code === 'CSV_MAX_RECORD_SIZE') return new TabularError(tabularMessages.recordTooLarge(line));
  return new TabularError(tabularMessages.unreadableCsv(err.message));
}
