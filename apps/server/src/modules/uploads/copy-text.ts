/**
 * Pure encoders for PostgreSQL's `COPY … FROM STDIN` text format (issue 14): one line per row, fields
 * separated by a tab, `text[]` cells as an array literal inside the field. Used on both drivers (PGlite
 * reads the same text from '/dev/blob').
 */

const copySpecial = /[\\\t\n\r]/;
const copyEscapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A COPY text-format field: backslash, tab, newline and CR escaped (no NULL: `\N` is never produced). */
export function copyField(value: string): string {
  return copySpecial.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => copyEscapes[c]!) : value;
}

const arraySpecial = /["\\]/;

/**
 * A `text[]` literal. Every element is double-quoted, so braces, commas, whitespace, empty strings and
 * NULL-looking words stay plain text; inside the quotes only `"` and `\` are backslash-escaped.
 */
export function arrayLiteral(cells: readonly string[]): string {
  let out = '{';
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    if (i > 0) out += ',';
    out += '"';
    out += arraySpecial.test(cell) ? cell.replace(/["\\]/g, '\\$&') : cell;
    out += '"';
  }
  return out + '}';
}

const cellSpecial = /["\\\t\n\r]/;
const cellEscapes: Record<string, string> = { '"': '\\\\"', '\\': '\\\\\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** `copyField(arrayLiteral(cells))` in one pass over each cell (the hot path: every cell of every upload). */
export function cellsField(cells: readonly string[]): string {
  let out = '{';
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    out += i > 0 ? ',"' : '"';
    out += cellSpecial.test(cell) ? cell.replace(/["\\\t\n\r]/g, (c) => cellEscapes[c]!) : cell;
    out += '"';
  }
  return out + '}';
}

/**
 * The COPY text of `upload_rows (upload_id, row_index, cells)` for a batch numbered from `firstIndex`.
 * Cells must already be storable (no NUL, no lone surrogate: see `storableCell`).
 */
export function uploadRowsCopyText(uploadId: string, firstIndex: number, rows: readonly (readonly string[])[]): string {
  const prefix = `${copyField(uploadId)}\t`;
  let out = '';
  for (let i = 0; i < rows.length; i++) {
    out += `${prefix}${firstIndex + i}\t${cellsField(rows[i]!)}\n`;
  }
  return out;
}
