import { TabularError, tabularMessages, type TabularFormat } from '../../files/parse/index.ts';

const csvExtensions = new Set(['csv', 'tsv', 'txt']);
const xlsxExtensions = new Set(['xlsx', 'xlsm']);
const csvTypes = new Set(['text/csv', 'text/plain', 'text/tab-separated-values', 'application/csv', 'application/vnd.ms-excel']);
const xlsxTypes = new Set(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);

export type DeclaredKind = { format: TabularFormat; extension: string };

const wrongType = () => new TabularError(tabularMessages.wrongType);

/**
 * What the client says it sends, from the file name (or, without a known extension, its MIME type):
 * CSV/TSV text or an Excel workbook (.xlsx, or an old .xls; both tools take the same types, docs/product.md#validation).
 * Anything else is refused before a byte is stored.
 */
export function declaredKind(filename: string, mimetype: string): DeclaredKind {
  const match = /\.([a-z0-9]{1,8})$/i.exec(filename.trim());
  const extension = match?.[1]?.toLowerCase();
  if (extension === 'xls') return { format: 'xlsx', extension };
  if (extension && csvExtensions.has(extension)) return { format: 'csv', extension };
  if (extension && xlsxExtensions.has(extension)) return { format: 'xlsx', extension };
  if (extension) throw wrongType();
  const type = mimetype.toLowerCase().split(';')[0]!.trim();
  if (csvTypes.has(type)) return { format: 'csv', extension: 'csv' };
  if (xlsxTypes.has(type)) return { format: 'xlsx', extension: 'xlsx' };
  throw wrongType();
}

/**
 * The format the stored bytes really have: a zip or OLE2 file is read as a workbook (the workbook
 * check then tells an old .xls or a password from a valid .xlsx) whatever its name says; a `.xls`
 * name on anything else is an old binary workbook (or something pretending to be one).
 */
export function actualFormat(head: Buffer, declared: DeclaredKind): TabularFormat {
  const zip = head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;
  const ole2 = head.length >= 8 && head.readUInt32BE(0) === 0xd0cf11e0;
  if (zip || ole2) return 'xlsx';
  if (declared.extension === 'xls') throw new TabularError(tabularMessages.oldXls);
  return declared.format;
}
