import { HttpError } from '../../lib/http-error.ts';

/** Hard limits of what an upload may contain; a file past one is refused whole. */
export const tabularLimits = {
  /** Excel's own sheet height minus the header row. */
  maxRows: 1_048_575,
  maxColumns: 500,
  /** One cell, in characters. */
  maxFieldChars: 1024 * 1024,
  /** One CSV record in bytes: bounds the parser's buffer even when a quote is never closed. */
  maxRecordBytes: 16 * 1024 * 1024,
  /** Rows × columns; a workbook that expands past this is treated as a zip bomb. */
  maxCells: 50_000_000,
};

export type TabularLimits = typeof tabularLimits;

const grouped = (n: number) => n.toLocaleString('en-US');

/** The texts users see (SPEC §8: the server's error text is shown as is). */
export const tabularMessages = {
  wrongType: 'Please upload a CSV or Excel file (.csv, .xlsx)',
  wrongTypeResearch: 'Please upload a CSV or Excel file (.csv, .xlsx, .xls)',
  oldXls: 'Old .xls files are not supported; please save as .xlsx or .csv',
  xlsTooLarge: (mb: number) => `This .xls file is larger than ${mb} MB; please save it as .xlsx or .csv and upload it again`,
  empty: 'The file is empty',
  headerOnly: 'The file has a header but no data rows',
  tooManyRows: (max: number) => `The file has more than ${grouped(max)} rows`,
  tooManyColumns: (max: number) => `The file has more than ${grouped(max)} columns`,
  tooManyCells: (max: number) => `The file has more than ${grouped(max)} cells`,
  fieldTooLarge: (row: number) =>
    row === 0 ? 'A header cell is larger than 1 MB' : `A cell in data row ${grouped(row)} is larger than 1 MB`,
  recordTooLarge: (line: number) => `Row ${grouped(line)} is larger than 16 MB (is a quote left open?)`,
  quoteNotClosed: 'A quoted value is opened but never closed (the file ends inside quotes)',
  unreadableCsv: (detail: string) => `The CSV file could not be read: ${detail}`,
  encrypted: 'This workbook is password-protected; please remove the password and upload it again',
  corrupt: 'This Excel file is damaged or is not a valid .xlsx workbook',
  zipBomb: 'This Excel file expands to more data than can be read safely; please save it as CSV',
  noSheet: 'This workbook has no visible worksheet',
  headerRowRange: (max: number) => `The header row must be a row number from 1 to ${max}`,
  headerRowPastEnd: (row: number) => `The file has fewer than ${row} rows`,
  headerRowBlank: (row: number) => `Row ${row} is empty; please pick the row that holds the column names`,
  tooLarge: (mb: number) => `The file is larger than the ${mb} MB upload limit`,
};

/** A file we refuse, with the reason the user sees (400, or 413 when it is too large). */
export class TabularError extends HttpError {
  constructor(message: string, statusCode = 400) {
    super(statusCode, message);
    this.name = 'TabularError';
  }
}
