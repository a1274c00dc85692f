import { readFile, stat } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import type { RecordSource } from './csv.ts';
import { TabularError, tabularMessages } from './errors.ts';

/**
 * Old binary workbooks (.xls, BIFF) are read whole by SheetJS (@e965/xlsx): there is no streaming reader.
 * Measured on a full 65,000-row × 5-column .xls (17 MB): 5.5 s and +340 MB peak memory, so they are
 * capped well below that; a bigger one is asked to be saved as .xlsx or .csv (both are streamed).
 */
export const maxXlsBytes = 10 * 1024 * 1024;

const rowsPerChunk = 1000;

/** Opens the first visible sheet of an old .xls as raw records (cells as the text Excel shows). */
export async function openXlsRecords(filePath: string): Promise<{ info: { sheetName: string } } & RecordSource> {
  const { size } = await stat(filePath);
  if (size > maxXlsBytes) throw new TabularError(tabularMessages.xlsTooLarge(maxXlsBytes / (1024 * 1024)));
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(await readFile(filePath), { type: 'buffer', dense: true, cellHTML: false, cellFormula: false });
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    throw new TabularError(/password/i.test(message) ? tabularMessages.encrypted : tabularMessages.corrupt);
  }
  const hidden = book.Workbook?.Sheets ?? [];
  const sheetName = book.SheetNames.find((_, i) => !hidden[i]?.Hidden);
  const sheet = sheetName ? book.Sheets[sheetName] : undefined;
  if (!sheetName || !sheet) throw new TabularError(tabularMessages.noSheet);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  async function* chunks(): AsyncGenerator<string[][], undefined> {
    for (let i = 0; i < rows.length; i += rowsPerChunk)
      yield rows.slice(i, i + rowsPerChunk).map((row) => row.map((cell) => (cell == null ? '' : String(cell))));
    return undefined;
  }
  const iterator = chunks();
  return { info: { sheetName }, chunks: iterator, close: async () => void (await iterator.return(undefined)) };
}
