import { fstatSync, readSync } from 'node:fs';
import type { RecordSource } from './csv.ts';
import { TabularError, tabularMessages } from './errors.ts';
import { isDateFormat } from './xlsx-cells.ts';
import { readSheetRows } from './xlsx-sheet.ts';
import { readSharedStrings, type SharedStrings } from './xlsx-strings.ts';
import { firstVisibleSheet } from './xlsx-workbook.ts';
import { readDateStyles } from './xlsx-xml.ts';
import { openWorkbookZip, type WorkbookZip } from './xlsx-zip.ts';

/**
 * Reading a workbook's first visible sheet as raw records: the zip with yauzl, the parts with saxes
 * (xlsx-xml.ts). This runs in a worker thread (xlsx.ts, ADR 0032); nothing here holds more than the
 * bounded shared strings and one chunk of rows.
 */

const workbookPart = 'xl/workbook.xml';
const relsPart = 'xl/_rels/workbook.xml.rels';
/** The workbook and its relationships are read whole (and matched as text): small parts. */
const maxSmallPartBytes = 16 * 1024 * 1024;

const isOle2 = (head: Buffer) => head.length >= 8 && head.readUInt32BE(0) === 0xd0cf11e0 && head.readUInt32BE(4) === 0xa1b11ae1;

type Opened = { info: { sheetName: string } } & RecordSource<string[][]>;

/** What the file's first bytes say it is: a zip (.xlsx), an old .xls, or refused. */
function sniff(fd: number, readXls: boolean): { kind: 'zip' | 'xls'; size: number } {
  const { size } = fstatSync(fd);
  const head = Buffer.alloc(Math.min(size, 1024 * 1024));
  readSync(fd, head, 0, head.length, 0);
  if (isOle2(head)) {
    // Encrypted OOXML is an OLE2 container with an "EncryptionInfo" stream (UTF-16 name).
    if (head.includes(Buffer.from('EncryptionInfo', 'utf16le'))) throw new TabularError(tabularMessages.encrypted);
    if (!readXls) throw new TabularError(tabularMessages.oldXls);
    return { kind: 'xls', size };
  }
  if (head.length < 4 || head.readUInt32LE(0) !== 0x04034b50) throw new TabularError(tabularMessages.corrupt);
  return { kind: 'zip', size };
}

/**
 * Opens the first visible sheet of an XLSX (or, with `readXls`, of an old .xls) as raw records, from the
 * file at `filePath` opened as `fd` (the caller closes it).
 */
export async function openWorkbookRecords(filePath: string, fd: number, options: { readXls?: boolean } = {}): Promise<Opened> {
  const { kind, size } = sniff(fd, options.readXls ?? false);
  if (kind === 'xls') {
    // SheetJS is large: loaded only for an old .xls.
    const { openXlsRecords } = await import('./xls.ts');
    const xls = await openXlsRecords(filePath);
    return { info: xls.info, chunks: xls.chunks as AsyncIterator<string[][]>, close: xls.close };
  }
  const zip = await openWorkbookZip(fd, size);
  try {
    const workbookXml = await zip.read(workbookPart, maxSmallPartBytes);
    const relsXml = await zip.read(relsPart, maxSmallPartBytes);
    if (!workbookXml || !relsXml) throw new TabularError(tabularMessages.corrupt);
    const sheet = firstVisibleSheet(workbookXml.toString('utf8'), relsXml.toString('utf8'));
    if (!sheet) throw new TabularError(tabularMessages.noSheet);
    if (!zip.entries.has(sheet.path)) throw new TabularError(tabularMessages.corrupt);
    const chunks = readSheet(zip, sheet.path, sheet.date1904);
    return {
      info: { sheetName: sheet.name },
      chunks,
      close: async () => {
        await chunks.return(undefined);
        zip.close();
      },
    };
  } catch (err) {
    zip.close();
    throw err;
  }
}

/** Styles (number formats tell dates), shared strings (kept compactly), then the sheet's rows. */
async function* readSheet(zip: WorkbookZip, sheetPath: string, date1904: boolean): AsyncGenerator<string[][], undefined> {
  const dateStyles = zip.entries.has('xl/styles.xml') ? await readDateStyles(await zip.open('xl/styles.xml'), isDateFormat) : [];
  let strings: SharedStrings | undefined;
  if (zip.entries.has('xl/sharedStrings.xml')) strings = await readSharedStrings(await zip.open('xl/sharedStrings.xml'));
  yield* readSheetRows(await zip.open(sheetPath), { dateStyles, date1904, ...(strings ? { strings } : {}) });
  return undefined;
}
