import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { RecordSource } from './csv.ts';
import { TabularError, tabularMessages } from './errors.ts';
import { openXlsRecords } from './xls.ts';
import { headerScanRows } from './header-row.ts';
import { cellText } from './xlsx-cells.ts';
import { firstVisibleSheet } from './xlsx-workbook.ts';
import { checkDeclaredSizes, openEntry, readZipDirectory, verifyEntries, type LocatedEntry } from './zip-directory.ts';

export type XlsxPlan = {
  sheetName: string;
  date1904: boolean;
  parts: { workbook: LocatedEntry; sheet: LocatedEntry; styles?: LocatedEntry; sharedStrings?: LocatedEntry };
};

const workbookPart = 'xl/workbook.xml';
const relsPart = 'xl/_rels/workbook.xml.rels';
/** Shared strings are held in memory while the sheet streams: bounded on their own. */
const maxSharedStringsBytes = 256 * 1024 * 1024;

const isOle2 = (head: Buffer) => head.length >= 8 && head.readUInt32BE(0) === 0xd0cf11e0 && head.readUInt32BE(4) === 0xa1b11ae1;

/**
 * Checks a workbook before it is parsed: a zip (an OLE2 file is an old .xls or a password-protected
 * .xlsx) whose parts do not expand past the limits, with a visible sheet; says where its parts are.
 */
export async function inspectXlsx(filePath: string, options: { readXls?: boolean } = {}): Promise<XlsxPlan | 'xls'> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(size, 1024 * 1024));
    await file.read(head, 0, head.length, 0);
    if (isOle2(head) && !options.readXls) {
      // Encrypted OOXML is an OLE2 container with an "EncryptionInfo" stream (UTF-16 name).
      const encrypted = head.includes(Buffer.from('EncryptionInfo', 'utf16le'));
      throw new TabularError(encrypted ? tabularMessages.encrypted : tabularMessages.oldXls);
    }
    if (isOle2(head)) {
      // Encrypted OOXML is an OLE2 container too; anything else OLE2 is an old binary workbook.
      if (head.includes(Buffer.from('EncryptionInfo', 'utf16le'))) throw new TabularError(tabularMessages.encrypted);
      return 'xls';
    }
    if (head.length < 4 || head.readUInt32LE(0) !== 0x04034b50) throw new TabularError(tabularMessages.corrupt);
    const entries = await readZipDirectory(file, size);
    checkDeclaredSizes(entries, size);
    if (entries.some((e) => e.name === 'xl/sharedStrings.xml' && e.uncompressedSize > maxSharedStringsBytes)) {
      throw new TabularError(tabularMessages.zipBomb);
    }
    const { located, kept } = await verifyEntries(filePath, file, size, entries, new Set([workbookPart, relsPart]));
    const workbookXml = kept.get(workbookPart);
    const relsXml = kept.get(relsPart);
    const workbook = located.get(workbookPart);
    if (!workbookXml || !relsXml || !workbook) throw new TabularError(tabularMessages.corrupt);
    const sheet = firstVisibleSheet(workbookXml.toString('utf8'), relsXml.toString('utf8'));
    if (!sheet) throw new TabularError(tabularMessages.noSheet);
    const sheetEntry = located.get(sheet.path);
    if (!sheetEntry) throw new TabularError(tabularMessages.corrupt);
    const styles = located.get('xl/styles.xml');
    const sharedStrings = located.get('xl/sharedStrings.xml');
    return {
      sheetName: sheet.name,
      date1904: sheet.date1904,
      parts: { workbook, sheet: sheetEntry, ...(styles ? { styles } : {}), ...(sharedStrings ? { sharedStrings } : {}) },
    };
  } finally {
    await file.close();
  }
}

/** Opens the first visible sheet of an XLSX (or, with `readXls`, of an old .xls) as raw records. */
export async function openXlsxRecords(
  source: string | Readable,
  options: { readXls?: boolean } = {},
): Promise<{ info: { sheetName: string } } & RecordSource> {
  let filePath: string;
  let spoolDir: string | undefined;
  if (typeof source === 'string') {
    filePath = source;
  } else {
    // The zip directory sits at the end of the file: a stream is spooled to disk first.
    spoolDir = await mkdtemp(path.join(tmpdir(), 'leadsift-xlsx-'));
    filePath = path.join(spoolDir, 'upload.xlsx');
    await pipeline(source, createWriteStream(filePath));
  }
  const removeSpool = async () => {
    if (spoolDir) await rm(spoolDir, { recursive: true, force: true });
  };
  try {
    const plan = await inspectXlsx(filePath, options);
    if (plan === 'xls') {
      const xls = await openXlsRecords(filePath);
      return {
        ...xls,
        close: async () => {
          await xls.close();
          await removeSpool();
        },
      };
    }
    const chunks = readSheet(filePath, plan);
    return {
      info: { sheetName: plan.sheetName },
      chunks,
      close: async () => {
        await chunks.return(undefined);
        await removeSpool();
      },
    };
  } catch (err) {
    await removeSpool();
    throw err;
  }
}

/** The parsing steps of exceljs's streaming reader that we drive ourselves (not in its typings). */
type ReaderSteps = {
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(entry: Readable, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
};

/**
 * Streams the rows of the chosen sheet. exceljs's own zip walk reads parts in archive order (and loses a
 * sheet that comes before the shared strings in some files), so each part is opened from the offsets we
 * verified: workbook, styles (number formats tell dates), shared strings (cached), then the sheet.
 */
async function* readSheet(filePath: string, plan: XlsxPlan): AsyncGenerator<string[][], undefined> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
  }) as unknown as ReaderSteps;
  const opened: Readable[] = [];
  const part = (entry: LocatedEntry) => {
    const stream = openEntry(filePath, entry);
    opened.push(stream);
    return stream;
  };
  let worksheet: AsyncIterable<ExcelJS.Row> | undefined;
  try {
    await reader._parseWorkbook(part(plan.parts.workbook));
    if (plan.parts.styles) await reader._parseStyles(part(plan.parts.styles));
    if (plan.parts.sharedStrings) for await (const _ of reader._parseSharedStrings(part(plan.parts.sharedStrings)));
    worksheet = reader._parseWorksheet(part(plan.parts.sheet), '1').next().value?.value;
  } catch (err) {
    for (const s of opened) s.destroy();
    throw err instanceof TabularError ? err : new TabularError(tabularMessages.corrupt);
  }
  if (!worksheet) throw new TabularError(tabularMessages.corrupt);
  const iterator = worksheet[Symbol.asyncIterator]();
  // Rows absent from the sheet (empty) are yielded blank within the header scan, so row numbers match Excel's.
  let rowNumber = 1;
  try {
    for (;;) {
      let next: IteratorResult<ExcelJS.Row>;
      try {
        next = await iterator.next();
      } catch {
        throw new TabularError(tabularMessages.corrupt);
      }
      if (next.done) return undefined;
      const blanks: string[][] = [];
      for (; rowNumber < next.value.number && rowNumber <= headerScanRows; rowNumber++) blanks.push([]);
      rowNumber = next.value.number + 1;
      let cells: string[];
      try {
        cells = rowCells(next.value, plan.date1904);
      } catch {
        // A damaged sheet can give rows exceljs cannot describe (about 1 in 1,700 random corruptions).
        throw new TabularError(tabularMessages.corrupt);
      }
      yield [...blanks, cells];
    }
  } finally {
    for (const s of opened) s.destroy();
  }
}

function rowCells(row: ExcelJS.Row, date1904: boolean): string[] {
  const values = row.values as unknown[];
  const cells: string[] = new Array<string>(Math.max(values.length - 1, 0));
  for (let c = 1; c < values.length; c++) {
    const value = values[c];
    const isFormula = typeof value === 'object' && value !== null && 'formula' in value;
    cells[c - 1] = cellText(value, isFormula ? row.getCell(c).numFmt : undefined, date1904);
  }
  return cells;
}
