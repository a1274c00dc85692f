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
  /** Blank rows skipped (a file of empty lines or empty rows still costs reading). */
  maxBlankRows: 1_048_576,
};

/** What reading one workbook may hold and do, whatever its content (ADR 0032). */
export const xlsxLimits = {
  /** Shared strings: by count and by their decoded UTF-8 bytes (not the XML's). */
  sharedStrings: { maxStrings: 4_000_000, maxBytes: 64 * 1024 * 1024 },
  /** One XML token (a text node, a tag with its attributes), in characters: a cell holds at most 1 MB. */
  maxTokenChars: 8 * 1024 * 1024,
  /** `<row>` elements, blank ones included: Excel's sheet height. */
  maxSheetRows: 1_048_576,
  /** A value in a column past this is refused (the table may be 500 wide, after blank leading columns). */
  maxCellColumn: 1000,
  /** Cell styles (`cellXfs`) read from styles.xml. */
  maxStyles: 100_000,
  /** Heap of the worker thread that reads one workbook. */
  workerHeapMb: 64,
  /**
   * Workbook workers a process runs at once; others wait their turn. Two workers near their heap caps
   * took the PGlite server from 505 MB to 685 MB (ADR 0032): one at a time keeps it under 600 MB.
   */
  workersAtOnce: 1,
};

export type TabularLimits = typeof tabularLimits;

/**
 * The row and cell limits for MAX_ROWS data rows (ADR 0041): cells grow in proportion, so a list of
 * MAX_ROWS rows may be as wide as one of Excel's height.
 */
export function limitsForRows(maxRows: number): Pick<TabularLimits, 'maxRows' | 'maxCells'> {
  const scale = Math.max(1, maxRows / tabularLimits.maxRows);
  return { maxRows, maxCells: Math.round(tabularLimits.maxCells * scale) };
}

const grouped = (n: number) => n.toLocaleString('en-US');

/** The texts users see (docs/product.md#messages: the server's error text is shown as is). */
export const tabularMessages = {
  wrongType: 'Please upload a CSV or Excel file (.csv, .xlsx, .xls)',
  oldXls: 'Old .xls files are not supported; please save as .xlsx or .csv',
  xlsTooLarge: (mb: number) => `This .xls file is larger than ${mb} MB; please save it as .xlsx or .csv and upload it again`,
  empty: 'The file is empty',
  headerOnly: 'The file has a header but no data rows',
  tooManyRows: (max: number) => `The file has more than ${grouped(max)} rows, this server's limit (MAX_ROWS)`,
  tooManyColumns: (max: number) => `The file has more than ${grouped(max)} columns`,
  tooManyCells: (max: number) => `The file has more than ${grouped(max)} cells`,
  fieldTooLarge: (row: number) =>
    row === 0 ? 'A header cell is larger than 1 MB' : `A cell in data row ${grouped(row)} is larger than 1 MB`,
  recordTooLarge: (line: number) => `Row ${grouped(line)} is larger than 16 MB (is a quote left open?)`,
  quoteNotClosed: 'A quoted value is opened but never closed (the file ends inside quotes)',
  unreadableCsv: (detail: string) => `The CSV file could not be read: ${detail}`,
  encrypted: 'This workbook is password-protected; please remove the password and upload it again',
  corrupt:
    'This Excel file is damaged or is not a valid .xlsx workbook; please open it in Excel, save it again (or as CSV) and upload that',
  zipBomb: 'This Excel file expands to more data than can be read safely; please save it as CSV',
  noSheet: 'This workbook has no visible worksheet; please unhide the sheet with your list and upload it again',
  tooManyStrings: (max: number) =>
    `This Excel file has more than ${grouped(max)} different texts, more than can be read safely; please save the sheet as CSV and upload that`,
  stringsTooLarge: (bytes: number) =>
    `The texts in this Excel file add up to more than ${Math.round(bytes / (1024 * 1024))} MB, more than can be read safely; please save the sheet as CSV and upload that`,
  valueTooLarge:
    'This Excel file holds a value far larger than the 1 MB a cell may hold; please shorten that cell and upload the file again',
  tooManySheetRows: (max: number) =>
    `The sheet has more than ${grouped(max)} rows (blank rows count too); please delete the empty rows or save the sheet as CSV`,
  tooManyBlankRows: (max: number) => `The file has more than ${grouped(max)} blank rows; please delete them and upload it again`,
  valueTooFarRight: (column: number) =>
    `The sheet has values beyond column ${grouped(column)}; please delete them or move the table to the left, then upload it again`,
  xmlDoctype:
    'This Excel file uses an XML feature Excel never writes (a document type with entities), which is not supported; please open it in Excel and save it again, or save it as CSV',
  tooSlow: 'This file takes too long to read; save it as CSV and try again',
  outOfMemory: 'This file needs more memory to read than an upload may use; please save it as CSV and try again',
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
