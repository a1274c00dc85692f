import type { Readable } from 'node:stream';
import { openCsvRecords, type RecordSource } from './csv.ts';
import type { Delimiter } from './delimiter.ts';
import type { TextEncoding } from './encoding.ts';
import { TabularError, tabularLimits, tabularMessages, type TabularLimits } from './errors.ts';
import { detectHeaderRow, headerAt, headerScanRows, type HeaderLayout } from './header-row.ts';
import { ColumnNames, isBlankRecord, withoutTrailingBlanks } from './headers.ts';
import { isPacked, unpackRows, type RowBatch } from './packed-rows.ts';
import { checkFields, RowShaper } from './row-shaper.ts';
import { prepend } from './peek.ts';
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
  /**
   * The same rows in arrays of whatever is ready (fewer awaits for bulk consumers); packed (as UTF-8 bytes)
   * when `pack` was asked for and the file is a UTF-8 CSV.
   */
  readonly batches: AsyncIterable<RowBatch>;
  /** Which row is the header, what was skipped, and the file's first rows. */
  readonly header: HeaderInfo;
  /** Stops reading and releases the file (iteration does this when it ends). */
  close(): Promise<void>;
};

export type ParseOptions = {
  format: TabularFormat;
  limits?: Partial<TabularLimits>;
  /** Read an old binary .xls too (both tools' uploads, docs/product.md#validation; ADR 0057); otherwise it is refused. */
  readXls?: boolean;
  /** The header's row number (1-based, blank rows counted); detected when absent. */
  headerRow?: number;
  /** `batches` may give rows packed (packed-rows.ts) with this many bytes reserved per row (a UTF-8 CSV's are). */
  pack?: { reserve: number };
  /**
   * Aborted when the read has taken too long (UPLOAD_PARSE_TIMEOUT_S): a workbook's worker is ended at
   * once, a CSV stops at its next batch; either fails with `tooSlow`.
   */
  deadline?: AbortSignal;
  /** Read a workbook in this thread, not in a worker (xlsx.ts `inThread`): trusted files and tests only. */
  inThread?: boolean;
};

/** Where the table starts, and the first rows of the file as they are (for the user to check or pick another header). */
export type HeaderInfo = {
  /** 1-based row number of the header in the file (blank rows counted). */
  row: number;
  /** Rows above the header that were not read as data. */
  skippedRows: number;
  /** Blank leading columns left out. */
  skippedColumns: number;
  /** Rows 1 … header + 5 as in the file (cut to 30 cells of 200 characters). */
  preview: string[][];
};

const previewCells = 30;
const previewChars = 200;

/** Opens a CSV or XLSX file, reads up to its header row and returns the column names and a row stream. */
export async function parseTabular(source: TabularSource, options: ParseOptions): Promise<Tabular> {
  const limits = { ...tabularLimits, ...options.limits };
  const opened =
    options.format === 'csv'
      ? await openCsvRecords(source, limits, options.pack)
      : await openXlsxRecords(source, {
          readXls: options.readXls ?? false,
          inThread: options.inThread ?? false,
          ...(options.deadline ? { signal: options.deadline } : {}),
        });
  let header: string[];
  let rest: string[][];
  let headerInfo: HeaderInfo;
  try {
    const scanned = await scanHead(opened);
    if (options.deadline?.aborted) throw new TabularError(tabularMessages.tooSlow);
    const layout = pickHeader(scanned, options.headerRow);
    header = withoutTrailingBlanks(scanned[layout.index]!.slice(layout.skipColumns));
    rest = scanned.slice(layout.index + 1);
    headerInfo = {
      row: layout.index + 1,
      skippedRows: layout.index,
      skippedColumns: layout.skipColumns,
      preview: scanned.slice(0, layout.index + 6).map(previewRow),
    };
    if (header.length > limits.maxColumns) throw new TabularError(tabularMessages.tooManyColumns(limits.maxColumns));
    checkFields(header, 0, limits);
  } catch (err) {
    await opened.close();
    throw err;
  }
  const shaper = new RowShaper(new ColumnNames(header), limits, headerInfo.skippedColumns);
  const batches = shapeBatches(opened, rest, shaper, options.deadline);
  return {
    format: options.format,
    info: opened.info,
    header: headerInfo,
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

/** The first `headerScanRows` records (blank ones included), or the whole file if it is shorter. */
async function scanHead(opened: RecordSource): Promise<string[][]> {
  const scanned: string[][] = [];
  while (scanned.length < headerScanRows) {
    const next = await opened.chunks.next();
    if (next.done) break;
    for (const record of isPacked(next.value) ? unpackRows(next.value) : next.value) scanned.push(record);
  }
  // What was read past the scan goes back in front of the stream.
  if (scanned.length > headerScanRows) opened.chunks = prepend(scanned.splice(headerScanRows), opened.chunks);
  return scanned;
}

function pickHeader(scanned: string[][], headerRow: number | undefined): HeaderLayout {
  if (headerRow === undefined) {
    const layout = detectHeaderRow(scanned);
    if (layout.index < 0) throw new TabularError(tabularMessages.empty);
    return layout;
  }
  if (!Number.isInteger(headerRow) || headerRow < 1 || headerRow > headerScanRows) {
    throw new TabularError(tabularMessages.headerRowRange(headerScanRows));
  }
  const record = scanned[headerRow - 1];
  if (!record) throw new TabularError(tabularMessages.headerRowPastEnd(headerRow));
  if (isBlankRecord(record)) throw new TabularError(tabularMessages.headerRowBlank(headerRow));
  return headerAt(scanned, headerRow - 1);
}

function previewRow(record: string[]): string[] {
  return withoutTrailingBlanks(record)
    .slice(0, previewCells)
    .map((cell) => (cell.length > previewChars ? `${cell.slice(0, previewChars)}…` : cell));
}

async function* shapeBatches(opened: RecordSource, first: string[][], shaper: RowShaper, deadline?: AbortSignal): AsyncGenerator<RowBatch> {
  const inTime = () => {
    if (deadline?.aborted) throw new TabularError(tabularMessages.tooSlow);
  };
  try {
    if (first.length) {
      const shaped = shaper.shape(first);
      if (shaped.length) yield shaped;
    }
    for (;;) {
      inTime();
      const next = await opened.chunks.next();
      if (next.done) break;
      const shaped = isPacked(next.value) ? shaper.shapePacked(next.value) : shaper.shape(next.value);
      if (isPacked(shaped) ? shaped.rows : shaped.length) yield shaped;
    }
    if (shaper.rowCount === 0) throw new TabularError(tabularMessages.headerOnly);
  } finally {
    await opened.close();
  }
}

/**
 * The batches' rows one by one. Not an async generator: a generator step per row cost 0.2 s per million
 * rows, about a tenth of the parse itself (docs/decisions/0026). Stopping early stops the batches (and closes
 * the file).
 */
function flatten(batches: AsyncIterable<RowBatch>): AsyncIterableIterator<string[]> {
  const source = batches[Symbol.asyncIterator]();
  let batch: string[][] = [];
  let next = 0;
  const done = { value: undefined, done: true } as const;
  const rows: AsyncIterableIterator<string[]> = {
    [Symbol.asyncIterator]: () => rows,
    next() {
      if (next < batch.length) return Promise.resolve({ value: batch[next++]!, done: false });
      return source.next().then((result): Promise<IteratorResult<string[]>> | typeof done => {
        if (result.done) return done;
        batch = isPacked(result.value) ? unpackRows(result.value) : result.value;
        next = 0;
        return rows.next();
      });
    },
    async return() {
      batch = [];
      await source.return?.();
      return done;
    },
  };
  return rows;
}
