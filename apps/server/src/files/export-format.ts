import { neutraliseFormulas, xlsxRowsPerSheet } from '@leadsift/shared';
import type { XlsxCell } from './xlsx-writer.ts';

// What every export (the List Cleaner's and the Research Agent's) shares: formula-safe cells, the formats'
// types and file names, and tables cut into sheets.

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR), at its start or after a separator
 * (`Acme;=1+2`), gets a quote: the CSV writers' own rule, so an XLSX and a CSV export hold the same cells.
 */
export function neutralise(value: string): string {
  return neutraliseFormulas(value);
}

/** The Content-Type of each export format. */
export const exportTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** Content-Disposition with a safe ASCII `filename` and the exact UTF-8 `filename*`. */
export function contentDisposition(listName: string, extension = 'xlsx', fallback = 'ListCleaner-filtered_data'): string {
  const base = listName.trim() || fallback;
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\/:*?<>|;]/g, '_')
      .trim() || fallback;
  const utf8 = encodeURIComponent(`${base}.${extension}`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${utf8}`;
}

/**
 * Cuts one stream of row batches into `count` consecutive sheets of at most `perSheet` rows, each after
 * its header. The sheets share the source, so they must be read one after the other (as writeXlsx does).
 */
export function splitIntoSheets(
  batches: AsyncIterable<XlsxCell[][]>,
  header: XlsxCell[],
  perSheet: number,
  count: number,
): AsyncGenerator<XlsxCell[][]>[] {
  const source = batches[Symbol.asyncIterator]();
  let carry: XlsxCell[][] = [];
  async function* sheet(): AsyncGenerator<XlsxCell[][]> {
    yield [header];
    for (let room = perSheet; room > 0;) {
      if (carry.length === 0) {
        const next = await source.next();
        if (next.done) return;
        carry = next.value;
      }
      const take = carry.slice(0, room);
      carry = carry.slice(take.length);
      room -= take.length;
      yield take;
    }
  }
  return Array.from({ length: count }, () => sheet());
}

/** How many sheets `rows` rows take at `perSheet` a sheet (at least one, for the header). */
export function sheetCount(rows: number, perSheet = xlsxRowsPerSheet): number {
  return Math.max(1, Math.ceil(rows / perSheet));
}

/** `name`, then `name (2)`, `name (3)`, … for the sheets a table continues on. */
export function continuedSheets<T>(name: string, sheets: T[]): { name: string; rows: T }[] {
  return sheets.map((rows, i) => ({ name: i === 0 ? name : `${name} (${i + 1})`, rows }));
}
