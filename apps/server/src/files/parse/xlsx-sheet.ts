import type { Readable } from 'node:stream';
import { TabularError, tabularMessages, xlsxLimits } from './errors.ts';
import { headerScanRows } from './header-row.ts';
import { dateToIsoText, excelSerialToDate } from './xlsx-cells.ts';
import type { SharedStrings } from './xlsx-strings.ts';
import { parseXmlPart } from './xlsx-xml.ts';

export type SheetContext = { strings?: SharedStrings; dateStyles: readonly boolean[]; date1904: boolean };

/** Column number (0-based) of a cell reference's letters (`XFD12` → 16383); -1 without letters. */
export function columnIndex(ref: string): number {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i) | 0x20;
    if (code < 97 || code > 122) break;
    col = col * 26 + (code - 96);
  }
  return i === 0 ? -1 : col - 1;
}

function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  return Object.is(n, -0) ? '0' : String(n);
}

/** The text Excel shows for a cell of type `t` whose value is `v` (or, inline, `inline`). */
function cellValue(t: string, v: string, inline: string, style: number, context: SheetContext): string {
  switch (t) {
    case 's':
      return v === '' ? '' : (context.strings?.get(Number.parseInt(v, 10)) ?? '');
    case 'inlineStr':
      return inline || v;
    case 'str':
    case 'e':
      return v;
    case 'b':
      return v === '' ? '' : Number.parseInt(v, 10) !== 0 ? 'TRUE' : 'FALSE';
    case 'd': {
      if (v === '') return '';
      const zoned = /(Z|[+-]\d\d:?\d\d)$/.test(v) || !v.includes('T') ? v : `${v}Z`;
      return dateToIsoText(new Date(zoned.includes('T') ? zoned : `${zoned}T00:00:00Z`));
    }
    default: {
      if (v === '') return '';
      const n = Number.parseFloat(v);
      return context.dateStyles[style] && Number.isFinite(n) ? dateToIsoText(excelSerialToDate(n, context.date1904)) : numberText(n);
    }
  }
}

/**
 * Streams a sheet's rows as arrays of cell text, one array of rows per decompressed chunk. The work is
 * per cell present: an empty cell (even at XFD) adds nothing and a row is only as wide as its last
 * value. Every `<row>` counts towards Excel's 1,048,576 (blank ones too); rows within the header scan are
 * given in place, blank ones as [] (row numbers match Excel's); later blank rows are left out.
 */
export async function* readSheetRows(stream: Readable, context: SheetContext): AsyncGenerator<string[][], undefined> {
  const maxColumn = xlsxLimits.maxCellColumn;
  let out: string[][] = [];
  let rowElements = 0;
  let rowNumber = 0;
  let cols: number[] = [];
  let values: string[] = [];
  let inRow = false;
  let cell: { col: number; t: string; s: number } | undefined;
  let capture: 'v' | 'is' | undefined;
  let inT = false;
  let phonetic = 0;
  let v = '';
  let inline = '';
  /** Row number of the last row given (or filled in blank). */
  let emitted = 0;
  const emit = (row: string[]) => {
    for (; emitted + 1 < rowNumber && emitted < headerScanRows; emitted++) out.push([]);
    emitted = rowNumber;
    if (row.length === 0 && rowNumber > headerScanRows) return;
    out.push(row);
  };
  const handlers = {
    open(name: string, attrs: Record<string, string>) {
      if (name === 'row') {
        if (++rowElements > xlsxLimits.maxSheetRows) throw new TabularError(tabularMessages.tooManySheetRows(xlsxLimits.maxSheetRows));
        const r = attrs.r === undefined ? rowNumber + 1 : Number.parseInt(attrs.r, 10);
        if (r > xlsxLimits.maxSheetRows) throw new TabularError(tabularMessages.tooManySheetRows(xlsxLimits.maxSheetRows));
        // Rows out of order (never written by Excel) are read in file order.
        rowNumber = r > rowNumber ? r : rowNumber + 1;
        inRow = true;
        cols = [];
        values = [];
      } else if (name === 'c' && inRow) {
        const ref = attrs.r;
        const col = ref === undefined ? (cols.length ? cols[cols.length - 1]! + 1 : 0) : columnIndex(ref);
        if (col < 0) throw new TabularError(tabularMessages.corrupt);
        cell = { col, t: attrs.t ?? 'n', s: attrs.s === undefined ? 0 : Number.parseInt(attrs.s, 10) };
        v = '';
        inline = '';
      } else if (cell) {
        if (name === 'v') capture = 'v';
        else if (name === 'is') capture = 'is';
        else if (name === 't' && capture === 'is') inT = phonetic === 0;
        else if (name === 'rPh') phonetic++;
      }
    },
    close(name: string) {
      if (name === 'c' && cell) {
        const text = cellValue(cell.t, v, inline, cell.s, context);
        if (text !== '') {
          if (cell.col >= maxColumn) throw new TabularError(tabularMessages.valueTooFarRight(maxColumn));
          cols.push(cell.col);
          values.push(text);
        }
        cell = undefined;
        capture = undefined;
      } else if (name === 'row' && inRow) {
        inRow = false;
        let width = 0;
        for (const c of cols) if (c + 1 > width) width = c + 1;
        const row = width ? new Array<string>(width).fill('') : [];
        for (let i = 0; i < cols.length; i++) row[cols[i]!] = values[i]!;
        emit(row);
      } else if (name === 'v' || name === 'is') capture = undefined;
      else if (name === 't') inT = false;
      else if (name === 'rPh') phonetic--;
    },
    text(value: string) {
      if (capture === 'v') v += value;
      else if (capture === 'is' && inT) inline += value;
    },
  };
  for await (const _ of parseXmlPart(stream, handlers)) {
    if (out.length) {
      const rows = out;
      out = [];
      yield rows;
    }
  }
  if (out.length) yield out;
  return undefined;
}
