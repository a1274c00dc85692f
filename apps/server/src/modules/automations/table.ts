import { badRequest } from '../../lib/http-error.ts';

// Tables an automation reads (pure): pushed JSON rows, several pushes merged into one table, and the CSV of a
// run's new rows that becomes the run's upload.

/** Columns and rows as strings, each row as wide as `columns` (or shorter: missing cells are empty). */
export type Table = { columns: string[]; rows: string[][] };

export const JSON_ROWS_SHAPE = 'Send a JSON array of objects, or {"rows": [ … ]}, one object per row (column name → value)';

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
};

/**
 * A pushed JSON body as a table: `[{…}, …]` or `{ rows: [{…}, …] }`; columns in the order they first appear;
 * numbers and booleans as their text, nested values as JSON, null as an empty cell.
 */
export function tableFromJson(body: unknown): Table {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' ? (body as { rows?: unknown }).rows : undefined;
  if (!Array.isArray(list)) throw badRequest(JSON_ROWS_SHAPE);
  const columns: string[] = [];
  const indexOf = new Map<string, number>();
  const rows: string[][] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw badRequest(JSON_ROWS_SHAPE);
    const row: string[] = [];
    for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
      let at = indexOf.get(key);
      if (at === undefined) {
        at = columns.push(key) - 1;
        indexOf.set(key, at);
      }
      row[at] = cellText(value);
    }
    rows.push(Array.from(row, (cell) => cell ?? ''));
  }
  if (rows.length === 0) throw badRequest('No rows: send at least one');
  return { columns, rows };
}

/** Several tables as one: the columns of all, in the order they first appear; each row's cells moved under them. */
export function mergeTables(tables: Table[]): Table {
  const columns: string[] = [];
  const indexOf = new Map<string, number>();
  for (const table of tables)
    for (const column of table.columns)
      if (!indexOf.has(column)) {
        indexOf.set(column, columns.length);
        columns.push(column);
      }
  const rows: string[][] = [];
  for (const table of tables) {
    const at = table.columns.map((c) => indexOf.get(c)!);
    for (const row of table.rows) {
      const out = new Array<string>(columns.length).fill('');
      at.forEach((to, from) => (out[to] = row[from] ?? ''));
      rows.push(out);
    }
  }
  return { columns, rows };
}

/** One CSV cell, always quoted: no delimiter or line end inside a value can be read as one (RFC 4180). */
const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

/**
 * The table as a UTF-8 CSV (byte order mark, CRLF, every cell quoted). Values are written exactly: this file is
 * read back by the upload parser (header on row 1), never opened as an export, so nothing is changed in it.
 */
export function csvOf(table: Table): Buffer {
  const lines = [table.columns, ...table.rows].map((cells) => table.columns.map((_, i) => quoted(cells[i] ?? '')).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
