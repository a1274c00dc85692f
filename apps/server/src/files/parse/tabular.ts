import type { Readable } from 'node:stream';
import { openCsvRecords, type RecordSource } from './csv.ts';
import type { Delimiter } from './delimiter.ts';
import type { TextEncoding } from './encoding.ts';
import { TabularError, tabularLimits, tabularMessages, type TabularLimits } from './errors.ts';
import { ColumnNames, isBlankRecord, withoutTrailingBlanks } from './headers.ts';
import { openXlsxRecords } from './xlsx.ts';

export type TabularFormat = 'csv' | 'xlsx';
/** A file path, or a stream of the file's bytes (an XLSX stream is spooled to a temporary file). */
export type TabularSource = string | Readable;
export type TabularInfo = { encoding?: TextEncoding; delimiter?: Delimiter; sheetName?: string };

export type Tabular = {
  readonly format: TabularFormat;
  readonly info: TabularInfo;
  /** Column names so far; grows (new `Column N` names) when a later row is longer. Read it again after the rows. */
  readonly columns: readonly string[];
  /** Data rows yielded so far. */
  readonly rowCount: number;
  /**
   * The data rows, once: blank rows skipped, values as text exactly as in the file, each row exactly
   * as wide as `columns` is when it is yielded (earlier rows are shorter if the columns grew later).
   * Throws a TabularError (400) when the file breaks a limit; ends with one if there is no data row.
   */
  readonly rows: AsyncIterable<string[]>;
  /** Stops reading and releases the file (iteration does this when it ends). */
  close(): Promise<void>;
};

export type ParseOptions = { format: TabularFormat; limits?: Partial<TabularLimits> };

/** Opens a CSV or XLSX file, reads up to its header row and returns the column names and a row stream. */
export async function parseTabular(source: TabularSource, options: ParseOptions): Promise<Tabular> {
  const limits = { ...tabularLimits, ...options.limits };
  const opened = options.format === 'csv' ? await openCsvRecords(source, limits) : await openXlsxRecords(source);
  let header: string[] | undefined;
  try {
    for (;;) {
      const next = await opened.records.next();
      if (next.done) break;
      if (!isBlankRecord(next.value)) {
        header = withoutTrailingBlanks(next.value);
        break;
      }
    }
    if (!header) throw new TabularError(tabularMessages.empty);
    if (header.length > limits.maxColumns) throw new TabularError(tabularMessages.tooManyColumns(limits.maxColumns));
    checkFields(header, 0, limits);
  } catch (err) {
    await opened.close();
    throw err;
  }
  const columns = new ColumnNames(header);
  const state = { rowCount: 0 };
  return {
    format: options.format,
    info: opened.info,
    get columns() {
      return columns.names;
    },
    get rowCount() {
      return state.rowCount;
    },
    rows: shapeRows(opened, columns, state, limits),
    close: opened.close,
  };
}

async function* shapeRows(
  opened: RecordSource,
  columns: ColumnNames,
  state: { rowCount: number },
  limits: TabularLimits,
): AsyncGenerator<string[]> {
  let cells = 0;
  try {
    for (;;) {
      const next = await opened.records.next();
      if (next.done) break;
      let row = next.value;
      if (isBlankRecord(row)) continue;
      if (state.rowCount >= limits.maxRows) throw new TabularError(tabularMessages.tooManyRows(limits.maxRows));
      checkFields(row, state.rowCount + 1, limits);
      if (row.length > columns.length) {
        row = withoutTrailingBlanks(row);
        if (row.length > limits.maxColumns) throw new TabularError(tabularMessages.tooManyColumns(limits.maxColumns));
        columns.extendTo(row.length);
      }
      while (row.length < columns.length) row.push('');
      cells += row.length;
      if (cells > limits.maxCells) throw new TabularError(tabularMessages.tooManyCells(limits.maxCells));
      state.rowCount++;
      yield row;
    }
    if (state.rowCount === 0) throw new TabularError(tabularMessages.headerOnly);
  } finally {
    await opened.close();
  }
}

function checkFields(row: readonly string[], rowNumber: number, limits: TabularLimits): void {
  for (const cell of row) if (cell.length > limits.maxFieldChars) throw new TabularError(tabularMessages.fieldTooLarge(rowNumber));
}
