import { TabularError, tabularMessages, type TabularLimits } from './errors.ts';
import type { ColumnNames } from './headers.ts';
import { isBlankRecord, withoutTrailingBlanks } from './headers.ts';
import { PackedBuilder, rowHeader, unpackRow, type PackedRows } from './packed-rows.ts';

/** Applies the row rules (skip blank, pad, grow the columns, limits) to raw records. */
export class RowShaper {
  rowCount = 0;
  private cells = 0;
  private blankRows = 0;
  readonly columns: ColumnNames;
  private readonly limits: TabularLimits;
  private readonly skipColumns: number;

  constructor(columns: ColumnNames, limits: TabularLimits, skipColumns = 0) {
    this.columns = columns;
    this.limits = limits;
    this.skipColumns = skipColumns;
  }

  shape(records: string[][]): string[][] {
    const { columns, limits } = this;
    const out: string[][] = [];
    for (let row of records) {
      if (this.skipColumns > 0) row = this.dropLeading(row);
      if (isBlankRecord(row)) {
        if (++this.blankRows > limits.maxBlankRows) throw new TabularError(tabularMessages.tooManyBlankRows(limits.maxBlankRows));
        continue;
      }
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

  /**
   * The same rules for packed rows. A row that needs nothing (as wide as the columns, not blank, no long
   * cell) is left as it is, a shorter one gets empty cells; any other is read as strings and shaped as above.
   * The batch is given back as it is when no row needed anything.
   */
  shapePacked(packed: PackedRows): PackedRows {
    const { columns, limits } = this;
    const { bytes } = packed;
    let builder: PackedBuilder | undefined;
    for (let r = 0, at = 0; r < packed.rows; r++, at += bytes.readInt32BE(at + rowHeader.size)) {
      const width = columns.length;
      const cells = bytes.readInt32BE(at + rowHeader.cells);
      const plain =
        this.skipColumns === 0 &&
        cells <= width &&
        bytes.readInt32BE(at + rowHeader.blankish) === 0 &&
        bytes.readInt32BE(at + rowHeader.longest) <= limits.maxFieldChars;
      if (plain && cells === width && !builder) {
        this.count(width);
        continue;
      }
      if (!builder) {
        builder = new PackedBuilder(packed.reserve, bytes.length + 4096);
        // The rows before were as wide as the columns, which have not grown since.
        for (let k = 0, before = 0; k < r; k++, before += bytes.readInt32BE(before + rowHeader.size))
          builder.copyRow(packed, before, width);
      }
      if (plain) {
        this.count(width);
        builder.copyRow(packed, at, width);
        continue;
      }
      const [shaped] = this.shape([unpackRow(packed, at)]);
      if (shaped) builder.addRow(shaped);
    }
    if (!builder) return packed;
    packed.release?.();
    return builder.done();
  }

  /** One more row of `width` cells, within the limits. */
  private count(width: number): void {
    const { limits } = this;
    if (this.rowCount >= limits.maxRows) throw new TabularError(tabularMessages.tooManyRows(limits.maxRows));
    this.cells += width;
    if (this.cells > limits.maxCells) throw new TabularError(tabularMessages.tooManyCells(limits.maxCells));
    this.rowCount++;
  }

  /**
   * The row without the leading columns found blank above; a value there after the scanned rows is not
   * lost but moved to the row's end (it then shows as an extra `Column N`).
   */
  private dropLeading(row: string[]): string[] {
    const dropped = row.slice(0, this.skipColumns);
    const kept = row.slice(this.skipColumns);
    if (isBlankRecord(dropped)) return kept;
    while (kept.length < this.columns.length) kept.push('');
    return [...kept, ...dropped];
  }
}

export function checkFields(row: readonly string[], rowNumber: number, limits: TabularLimits): void {
  for (const cell of row) if (cell.length > limits.maxFieldChars) throw new TabularError(tabularMessages.fieldTooLarge(rowNumber));
}
