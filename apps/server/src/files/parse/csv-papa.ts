import Papa from 'papaparse';
import type { Delimiter } from './delimiter.ts';
import { TabularError, tabularMessages } from './errors.ts';

export type LineEnding = '\r\n' | '\n' | '\r';
export type PapaDialect = { delimiter: Delimiter; newline: LineEnding; maxRecordBytes: number };
/**
 * Continues the stream with the reference parser (csv-parse): from `from`, which starts at a record
 * boundary, then what the text source has not given yet; `recordsBefore` records were given out already.
 */
export type Fallback = (from: string, recordsBefore: number) => AsyncIterator<string[][]>;

/**
 * Raw records of a CSV's text with papaparse (about 3× faster than csv-parse), as one array per call.
 *
 * Each call gets the unparsed remainder (the last, partial record) plus the new text up to its last line
 * end, so no call ends inside a CRLF or just after a closing quote (papaparse would take a quote followed
 * by a lone `\r` for a malformed one). A record with no line end yet only accumulates.
 *
 * papaparse differs from csv-parse (relax_quotes) only on malformed quotes: junk after a closing quote
 * (it reports an error and swallows what follows) and whitespace after one (it silently drops it; csv-parse
 * keeps the field as written, quotes included). From the first call with either, the text from that call's
 * start goes to `fallback`; earlier calls had neither, so what they gave out is what csv-parse gives.
 */
export async function* papaRecordChunks(
  texts: AsyncIterator<string>,
  dialect: PapaDialect,
  fallback: Fallback,
): AsyncGenerator<string[][]> {
  const { delimiter, newline, maxRecordBytes } = dialect;
  const parser = new Papa.Parser({ delimiter, newline, quoteChar: '"', escapeChar: '"' });
  const spacedQuote = spacedClosingQuote(delimiter, newline);
  const tooLarge = (text: string) => text.length > maxRecordBytes / 3 && Buffer.byteLength(text) > maxRecordBytes;
  // Text from the last record boundary on: the remainder, then pieces in which no line end has come yet
  // (kept apart: joining them at every piece would copy a long record over and over).
  let pending = '';
  const pieces: string[] = [];
  let piecesLength = 0;
  let pendingBytes = -1;
  let records = 0;
  let started = false;
  for (;;) {
    const next = await texts.next();
    if (next.done) break;
    let text = next.value;
    if (!started) {
      if (!text) continue;
      started = true;
      // csv-parse's `bom: true`: one byte-order mark at the start is not data.
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const previous = pieces.at(-1) ?? pending;
    const endsHere = text.includes(newline) || (newline === '\r\n' && text[0] === '\n' && previous.endsWith('\r'));
    if (!endsHere) {
      pieces.push(text);
      piecesLength += text.length;
      if (pending.length + piecesLength > maxRecordBytes / 3) {
        pendingBytes = pendingBytes < 0 ? Buffer.byteLength(pending) + byteLength(pieces) : pendingBytes + Buffer.byteLength(text);
        if (pendingBytes > maxRecordBytes) throw new TabularError(tabularMessages.recordTooLarge(records + 1));
      }
      continue;
    }
    pieces.push(text);
    pending += pieces.join('');
    pieces.length = 0;
    piecesLength = 0;
    pendingBytes = -1;
    const input = pending.slice(0, pending.lastIndexOf(newline) + newline.length);
    const result = spacedQuote.test(input) ? undefined : parseRecords(parser, input, true);
    if (!result) {
      yield* continueWith(fallback(pending, records));
      return;
    }
    const { rows, cursor } = result;
    // Whole records must fit too (as in csv-parse, by their values); only a long input can hold a long one.
    if (input.length > maxRecordBytes / 3) checkRecordSizes(rows, records, maxRecordBytes);
    records += rows.length;
    pending = pending.slice(cursor);
    if (tooLarge(pending)) throw new TabularError(tabularMessages.recordTooLarge(records + 1));
    if (rows.length) yield rows;
  }
  pending += pieces.join('');
  if (!pending) return;
  // The last record, without a line end (or one left inside quotes: csv-parse then says so).
  const result = spacedQuote.test(pending) ? undefined : parseRecords(parser, pending, false);
  if (!result) {
    yield* continueWith(fallback(pending, records));
    return;
  }
  if (pending.length > maxRecordBytes / 3) checkRecordSizes(result.rows, records, maxRecordBytes);
  if (result.rows.length) yield result.rows;
}

type PapaResult = { data: string[][]; errors: unknown[]; meta: { cursor: number } };

/** The records of `input` and where the held-back last one starts; undefined when a quote is malformed. */
function parseRecords(parser: Papa.Parser, input: string, holdLast: boolean): { rows: string[][]; cursor: number } | undefined {
  const result = parser.parse(input, 0, holdLast) as PapaResult;
  // Every error papaparse reports is about quotes (InvalidQuotes, MissingQuotes).
  if (result.errors.length) return undefined;
  return { rows: result.data, cursor: result.meta.cursor };
}

function checkRecordSizes(rows: string[][], recordsBefore: number, maxRecordBytes: number): void {
  rows.forEach((row, i) => {
    let chars = 0;
    for (const value of row) chars += value.length;
    if (chars * 3 > maxRecordBytes && byteLength(row) > maxRecordBytes) {
      throw new TabularError(tabularMessages.recordTooLarge(recordsBefore + i + 1));
    }
  });
}

/**
 * A quote followed by whitespace and then a delimiter or line end: where papaparse would take the quote
 * as closing and drop the whitespace (`"x" ,` → `x`; csv-parse keeps `"x" `). Also matches such text
 * inside a quoted value (`"a "" ,b"`), which only costs the fast path.
 */
function spacedClosingQuote(delimiter: Delimiter, newline: LineEnding): RegExp {
  const d = delimiter === '|' ? '\\|' : delimiter;
  return new RegExp(`"(?!${d}|${newline})\\s+(?:${d}|${newline})`);
}

function byteLength(texts: string[]): number {
  let bytes = 0;
  for (const text of texts) bytes += Buffer.byteLength(text);
  return bytes;
}

async function* continueWith(rest: AsyncIterator<string[][]>): AsyncGenerator<string[][]> {
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    yield next.value;
  }
}
