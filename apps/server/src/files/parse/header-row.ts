/**
 * Finding the header row of a table that does not start on line 1: a LinkedIn export's `Notes:` and
 * privacy sentence, a title and units line above a pasted sheet, a workbook table starting at B4.
 * Decided on the first `headerScanRows` records (blank ones included, so row numbers are the file's).
 */

/** Records read before the header is decided; a chosen header row must lie among them. */
export const headerScanRows = 50;

export type HeaderLayout = {
  /** Index of the header among the scanned records (0-based; its row number is index + 1). */
  index: number;
  /** Leading columns blank in the header and in every scanned row below it. */
  skipColumns: number;
};

type Shape = { lead: number; end: number; filled: number; text: number };

const numberLike = /^[-+(]?[$€£¥]?\s*[\d.,' ]+\s*%?\)?$/;
const dateLike = /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}([ T]\d{1,2}:\d{2}(:\d{2})?)?$/;

/** Whether a cell reads as words rather than a number or a date (header cells are words). */
export function isTextCell(cell: string): boolean {
  const value = cell.trim();
  return value !== '' && !numberLike.test(value) && !dateLike.test(value);
}

function shapeOf(record: readonly string[]): Shape | null {
  let lead = -1;
  let end = 0;
  let filled = 0;
  let text = 0;
  for (let i = 0; i < record.length; i++) {
    const cell = record[i]!;
    if (cell.trim() === '') continue;
    if (lead < 0) lead = i;
    end = i + 1;
    filled++;
    if (isTextCell(cell)) text++;
  }
  return lead < 0 ? null : { lead, end, filled, text };
}

/** The most common right edge of the scanned rows (ties: the wider): the table's width. */
function tableWidth(shapes: readonly (Shape | null)[]): number {
  const counts = new Map<number, number>();
  for (const s of shapes) if (s) counts.set(s.end, (counts.get(s.end) ?? 0) + 1);
  let best = 0;
  let bestCount = 0;
  for (const [end, count] of counts) {
    if (count > bestCount || (count === bestCount && end > best)) [best, bestCount] = [end, count];
  }
  return best;
}

/**
 * Decides the header of the scanned records. The first non-blank record stays the header — exactly as a
 * clean file has always been read — unless it fills at most half of the table's width (a title, a note,
 * a units line). Then the first later record that looks like a header of the rows under it wins: mostly
 * words (under a one-cell title: at least one word, so years may name the columns), at least two cells, and followed by rows that fill the table (for a table of two columns, also
 * set apart from the preamble by a blank line). Without one, the first record stays. Returns index -1 when every record is blank.
 */
export function detectHeaderRow(records: readonly (readonly string[])[]): HeaderLayout {
  const shapes = records.map(shapeOf);
  const nonBlank = shapes.flatMap((s, i) => (s ? [i] : []));
  if (nonBlank.length === 0) return { index: -1, skipColumns: 0 };
  const width = tableWidth(shapes);
  const isPreamble = (s: Shape) => width >= 2 && s.filled * 2 <= width - s.lead;
  const first = nonBlank[0]!;
  let index = first;
  // One filled cell over a table of 3+ columns is a title, never the header: the header under it may then
  // name its columns with numbers (Year,2000,2001,… or quarters), as long as one of its cells is a word.
  const titled = shapes[first]!.filled === 1 && width >= 3;
  if (isPreamble(shapes[first]!)) {
    for (let k = 1; k < nonBlank.length; k++) {
      const s = shapes[nonBlank[k]!]!;
      if (isPreamble(s)) continue;
      const below = nonBlank.slice(k + 1, k + 4).map((i) => shapes[i]!);
      const wordy = s.text * 2 > s.filled || (titled && s.text >= 1);
      const looksLikeHeader = s.filled >= 2 && wordy && below.length > 0 && below.every((b) => !isPreamble(b));
      // A two-column table needs a blank line under its preamble: a lone cell over two is too often a short header.
      const separated = width >= 3 || nonBlank[k - 1]! < nonBlank[k]! - 1;
      if (looksLikeHeader && separated) index = nonBlank[k]!;
      break;
    }
  }
  return { index, skipColumns: blankLeadingColumns(shapes, index) };
}

/** The layout when the header is the record at `index` (a row the user picked). */
export function headerAt(records: readonly (readonly string[])[], index: number): HeaderLayout {
  return { index, skipColumns: blankLeadingColumns(records.map(shapeOf), index) };
}

/** Leading columns blank in the record at `index` and in every scanned record after it. */
function blankLeadingColumns(shapes: readonly (Shape | null)[], index: number): number {
  let skip = Infinity;
  for (let i = index; i < shapes.length; i++) {
    const s = shapes[i];
    if (s) skip = Math.min(skip, s.lead);
  }
  return Number.isFinite(skip) ? skip : 0;
}
