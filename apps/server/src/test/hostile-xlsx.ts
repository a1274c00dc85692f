/**
 * Hostile workbooks built on the spot (ADR 0032), for the upload tests and the "hostile uploads" bench:
 * each is small on the wire and tries to make the reader hold or do far more than the file's size.
 */
import { constants, deflateRawSync } from 'node:zlib';
import { makeZip } from '../files/parse/zip-fixtures.test-helpers.ts';
import { columnName } from '../files/xlsx-writer.ts';

type Part = { name: string; data?: Buffer | string; compressed?: Buffer; size?: number };

const workbookXml =
  '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Leads" sheetId="1" r:id="rId1"/></sheets></workbook>';
const relsXml =
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>';
const sheetOpen = '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const sheetClose = '</sheetData></worksheet>';

/** A zip of deflated parts (level 1: some are large), written by the zip fixtures' own writer. */
const zip = (parts: Part[]): Buffer =>
  makeZip(
    parts.map((part) => ({
      name: part.name,
      data: part.data ?? '',
      compressed: part.compressed ?? deflateRawSync(part.data ?? '', { level: 1 }),
      ...(part.size === undefined ? {} : { declaredSize: part.size }),
    })),
  );

const workbook = (sheet: Part, extra: Part[] = []) =>
  zip([{ name: 'xl/workbook.xml', data: workbookXml }, { name: 'xl/_rels/workbook.xml.rels', data: relsXml }, ...extra, sheet]);

/** `count` copies of `unit`, deflated without ever holding them expanded (a block flushed whole, repeated). */
function repeatedDeflate(unit: string, count: number, prefix = '', suffix = ''): { compressed: Buffer; size: number } {
  const perBlock = Math.max(1, Math.floor((1024 * 1024) / unit.length));
  const blocks = Math.floor(count / perBlock);
  const rest = count - blocks * perBlock;
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const block = deflateRawSync(Buffer.from(unit.repeat(perBlock)), flush);
  const pieces = [deflateRawSync(Buffer.from(prefix), flush), ...Array<Buffer>(blocks).fill(block)];
  pieces.push(deflateRawSync(Buffer.from(unit.repeat(rest) + suffix)));
  const size = Buffer.byteLength(prefix) + count * Buffer.byteLength(unit) + Buffer.byteLength(suffix);
  return { compressed: Buffer.concat(pieces), size };
}

/** A sheet of inline strings: a header and `rows` rows of one value. */
export function plainSheet(rows: number): string {
  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  let xml = `<row r="1">${cell('A1', 'Company')}</row>`;
  for (let r = 2; r <= rows + 1; r++) xml += `<row r="${r}">${cell(`A${r}`, `Acme ${r}`)}</row>`;
  return sheetOpen + xml + sheetClose;
}

/**
 * `count` tiny rich-text shared strings (`<si><r><t/></r></si>`, 19 bytes each: 13 million is the issue's
 * 255 MB part in a 650 KB file) and a small sheet that uses two of them.
 */
export function richTextStrings(count: number): Buffer {
  const strings = repeatedDeflate(
    '<si><r><t/></r></si>',
    count,
    '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
    '</sst>',
  );
  const sheet = `${sheetOpen}<row r="1"><c r="A1" t="inlineStr"><is><t>Company</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Acme</t></is></c><c r="B2" t="s"><v>1</v></c></row>${sheetClose}`;
  return workbook({ name: 'xl/worksheets/sheet1.xml', data: sheet }, [{ name: 'xl/sharedStrings.xml', ...strings }]);
}

/**
 * A header row, then `rows` rows that each hold a name in column A and an empty cell at column XFD
 * (16,384); with `value`, that cell holds it.
 */
export function sparseXfdRows(rows: number, value?: string): Buffer {
  const name = '<c r="A1" t="inlineStr"><is><t>Acme</t></is></c>';
  const cell = value === undefined ? `${name}<c r="XFD1"/>` : `${name}<c r="XFD1" t="inlineStr"><is><t>${value}</t></is></c>`;
  const prefix = `${sheetOpen}<row r="1"><c r="A1" t="inlineStr"><is><t>Company</t></is></c></row>`;
  // Row numbers left out: each `<row>` is the next one (as the spec allows), so every row is the same bytes.
  const sheet = repeatedDeflate(`<row>${cell}</row>`, rows, prefix, sheetClose);
  return workbook({ name: 'xl/worksheets/sheet1.xml', ...sheet });
}

/** One inline-string cell whose text is `megabytes` MB of "a" (the issue's 950 MB text node). */
export function hugeTextNode(megabytes: number): Buffer {
  const prefix = `${sheetOpen}<row r="1"><c r="A1" t="inlineStr"><is><t>Company</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>`;
  const sheet = repeatedDeflate('a'.repeat(1024), megabytes * 1024, prefix, `</t></is></c></row>${sheetClose}`);
  return workbook({ name: 'xl/worksheets/sheet1.xml', ...sheet });
}

/** `count` empty `<row/>` elements after a header: blank rows that must count towards a limit. */
export function blankRows(count: number): Buffer {
  const prefix = `${sheetOpen}<row r="1"><c r="A1" t="inlineStr"><is><t>Company</t></is></c></row>`;
  return workbook({ name: 'xl/worksheets/sheet1.xml', ...repeatedDeflate('<row/>', count, prefix, sheetClose) });
}

/** The "billion laughs": entities that expand each other ten times over, nine levels deep. */
export function entityExpansion(): Buffer {
  let dtd = '<!ENTITY lol "lol">';
  for (let i = 1; i <= 9; i++) dtd += `<!ENTITY lol${i} "${`&lol${i === 1 ? '' : i - 1};`.repeat(10)}">`;
  const sheet = `<?xml version="1.0"?><!DOCTYPE worksheet [${dtd}]><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol9;</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`;
  return workbook({ name: 'xl/worksheets/sheet1.xml', data: sheet });
}

/** An external entity that would read a file of the server into a cell. */
export function externalEntity(): Buffer {
  const sheet = `<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY secret SYSTEM "file:///etc/passwd">]><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Company</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>&secret;</t></is></c></row></sheetData></worksheet>`;
  return workbook({ name: 'xl/worksheets/sheet1.xml', data: sheet });
}

/** A plain workbook of `rows` rows (the control case). */
export function plainWorkbook(rows: number): Buffer {
  return workbook({ name: 'xl/worksheets/sheet1.xml', data: plainSheet(rows) });
}

/**
 * A header, then one row of `cells` inline strings of `megabytes` MB each: every value is within the 1 MB
 * a cell may hold, but the row together is far more than a worker's heap (what escapes the reader's bounds).
 */
export function wideHeavyRow(cells: number, megabytes = 1): Buffer {
  const value = 'a'.repeat(megabytes * 1024 * 1024 - 16);
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  let header = '<row r="1">';
  // Real column letters past ZZ too (the 703rd column is AAA): a wrong reference would make the file "damaged".
  for (let i = 0; i < cells; i++) header += `<c r="${columnName(i)}1" t="inlineStr"><is><t>C${i}</t></is></c>`;
  const prefix = `${sheetOpen}${header}</row><row r="2">`;
  const cell = deflateRawSync(Buffer.from(`<c t="inlineStr"><is><t>${value}</t></is></c>`), flush);
  const pieces = [
    deflateRawSync(Buffer.from(prefix), flush),
    ...Array<Buffer>(cells).fill(cell),
    deflateRawSync(Buffer.from(`</row>${sheetClose}`)),
  ];
  const size =
    Buffer.byteLength(prefix) +
    cells * Buffer.byteLength(`<c t="inlineStr"><is><t>${value}</t></is></c>`) +
    Buffer.byteLength(`</row>${sheetClose}`);
  return workbook({ name: 'xl/worksheets/sheet1.xml', compressed: Buffer.concat(pieces), size });
}
