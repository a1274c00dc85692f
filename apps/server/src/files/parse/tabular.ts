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
   * The data rows: blank rows skipped, values as text exactly as in the file, each row exactly as wide
   * as `columns` is when it is yielded (earlier rows are shorter if the columns grew later). Throws a
   * TabularError (400) when the file breaks a limit; ends with one if there is no data row.
   * Read either `rows` or `batches`, once.
   */
  readonly rows: AsyncIterable<string[]>;
  /** The same rows in arrays of whatever is ready (fewer awaits for bulk consumers). */
  readonly batches: AsyncIterable<string[][]>;
  /** Stops reading and releases the file (iteration does this when it ends). */
  close(): Promise<void>;
};

export type ParseOptions = {
  format: TabularFormat;
  limits?: Partial<TabularLimits>;
  /** Read an old binary .xls too (the Research Agent's upload, SPEC §5); otherwise it is refused. */
  readXls?: boolean;
};

/** Opens a CSV or XLSX file, reads up to its header row and returns the column names and a row stream. */
export async function parseTabular(source: TabularSource, options: ParseOptions): Promise<Tabular> {
  const limits = { ...tabularLimits, ...options.limits };
  const opened =
    options.format === 'csv' ? await openCsvRecords(source, limits) : await openXlsxRecords(source, { readXls: options.readXls ?? false });
  let header: string[] | undefined;
  let rest: string[][] = [];
  try {
    while (!header) {
      const next = await opened.chunks.next();
      if (next.done) break;
      const at = next.value.findIndex((record) => !isBlankRecord(record));
      if (at < 0) continue;
      header = withoutTrailingBlanks(next.value[at]!);
      rest = next.value.slice(at + 1);
    }
    if (!header) throw new TabularError(tabularMessages.empty);
    if (header.length > limits.maxColumns) throw new TabularError(tabularMessages.tooManyColumns(limits.maxColumns));
    checkFields(header, 0, limits);
  } catch (err) {
    await opened.close();
    throw err;
  }
  const shaper = new RowShaper(new ColumnNames(header), limits);
  const batches = shapeBatches(opened, rest, shaper);
  return {
    format: options.format,
    info: opened.info,
    get columns() {
      return shaper.columns.names;
    },
    get rowCount() {
      return shaper.rowCount;
    },
    batches,
    rows: flatten(batches),
    close: opened.close,
  };
}

async function* shapeBatches(opened: RecordSource, first: string[][], shaper: RowShaper): AsyncGenerator<string[][]> {
  try {
    if (first.length) {
      const shaped = shaper.shape(first);
      if (shaped.length) yield shaped;
    }
    for (;;) {
      const next = await opened.chunks.next();
      if (next.done) break;
      const shaped = shaper.shape(next.value);
      if (shaped.length) yield shaped;
    }
    if (shaper.rowCount === 0) throw new TabularError(tabularMessages.headerOnly);
  } finally {
    await opened.close();
  }
}

async function* flatten(batches: AsyncIterable<string[][]>): AsyncGenerator<string[]> {
  for await (const batch of batches) yield* batch;
}

/** Applies the row rules (skip blank, pad, grow the columns, limits) to raw records. */
class RowShaper {
  rowCount = 0;
  private cells = 0;
  readonly columns: ColumnNames;
  private readonly limits: TabularLimits;

  constructor(columns: ColumnNames, limits: TabularLimits) {
    this.columns = columns;
    this.limits = limits;
  }

  shape(records: string[][]): string[][] {
    const { columns, limits } = this;
    const out: string[][] = [];
    for (let row of records) {
      if (isBlankRecord(row)) continue;
      if (this.rowCount >= limits.maxRows) throw new TabularError(tabularMessages.tooManyRows(limits.maxRows));
      checkFields(row, this.rowCount + 1, limits);
      if (row.length > columns.length) {
        row = withoutTrailingBlanks(row);
        if (row.length > limits.maxColumns) throw new TabularError(tabularMessages.tooManyColumns(limits.maxColumns));
        columns.extendTo(row.length);
      }
      while (row.length < columns.length) row.push('');
      this.cells += row.length;
      if (this.cells > limits.maxCells) throw new TabularError(tabularMessages.tooManyCells(limits.maxCells));
      this.rowCount++;
      out.push(row);
    }
    return out;
  }
}

function checkFields(row: readonly string[], rowNumber: number, limits: TabularLimits): void {
  for (const cell of row) if (cell.length > limits.maxFieldChars) throw new TabularError(tabularMessages.fieldTooLarge(rowNumber));
}
