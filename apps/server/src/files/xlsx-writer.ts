/**
 * A streaming XLSX writer with backpressure from the reader of the file back to the source of the rows.
 *
 * Each sheet's XML comes from an async generator read by `Readable.from`, appended to an archiver zip one
 * sheet after another: deflate pulls XML only as fast as it compresses it and the consumer drains the zip,
 * so a batch of rows is asked for only when the previous one has been written (ADR 0011). Strings are
 * written inline (no shared-strings table to hold in memory), numbers as numbers; there are no styles.
 */
import { PassThrough, Readable } from 'node:stream';
import { ZipArchive, type EntryData } from 'archiver';

export type XlsxCell = string | number | null | undefined;
export type XlsxRow = readonly XlsxCell[];
/** A sheet's rows, in batches: each batch is read only when the writer has written the previous one. */
export type XlsxBatches = AsyncIterable<readonly XlsxRow[]> | Iterable<readonly XlsxRow[]>;
export type XlsxSheet = { name: string; rows: XlsxBatches };
export type XlsxOptions = {
  /** zlib level of the zip entries (default 6, zlib's own default). */
  level?: number;
};

/** Excel's limit on the characters of one cell; a longer text makes Excel report the file as corrupt. */
export const maxCellChars = 32_767;
/** The size of the pieces of XML handed to deflate, in UTF-16 code units (about the same in bytes). */
const chunkChars = 64 * 1024;

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const officeRels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRels = 'http://schemas.openxmlformats.org/package/2006/relationships';
const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };
// Characters XML 1.0 cannot hold: C0 controls but tab, LF and CR; lone surrogates (the `u` flag matches
// a surrogate only when it is not half of a pair); U+FFFE and U+FFFF.
// eslint-disable-next-line no-control-regex -- control characters are what these two look for
const notXml = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;
const notXmlChar = new RegExp(notXml.source, 'u');
// Anything that may need work; the plain text of almost every cell passes this one test.
// eslint-disable-next-line no-control-regex
const special = /[\0-\x08\x0B\x0C\x0E-\x1F&<>"\r_\uD800-\uDFFF\uFFFE\uFFFF]/;

/** The checks Excel makes on a sheet name; a name failing one is a programming error. */
export function checkSheetNames(names: readonly string[]): void {
  if (names.length === 0) throw new Error('A workbook needs at least one sheet');
  const seen = new Set<string>();
  for (const name of names) {
    if (name.length === 0 || name.length > 31) throw new Error(`Sheet name "${name}" must be 1 to 31 characters`);
    if (/[[\]:*?/\\]/.test(name)) throw new Error(`Sheet name "${name}" must not contain [ ] : * ? / \\`);
    if (name.startsWith("'") || name.endsWith("'")) throw new Error(`Sheet name "${name}" must not start or end with an apostrophe`);
    if (notXmlChar.test(name) || name.includes('\r')) throw new Error(`Sheet name "${name}" has characters XML cannot hold`);
    const key = name.toLowerCase();
    if (key === 'history') throw new Error('"History" is a sheet name Excel reserves');
    if (seen.has(key)) throw new Error(`Sheet name "${name}" is used twice`);
    seen.add(key);
  }
}

/**
 * A text as XML character data: characters XML cannot hold are dropped, `& < > "` escaped, CR written as
 * a character reference (a parser turns a literal CR into LF), and an `_x` that reads as Excel's own
 * escape `_xHHHH_` has its underscore escaped (`_x005F_`), so Excel shows the text as it was.
 */
export function xmlText(value: string): string {
  if (!special.test(value)) return value;
  return value
    .replace(notXml, '')
    .replace(/[&<>"\r]/g, (c) => escapes[c]!)
    .replace(/_(?=x[0-9A-Fa-f]{4}_)/g, '_x005F_');
}

const letters: string[] = [];
/** Column letters from a 0-based index: 0 → A, 25 → Z, 26 → AA, 701 → ZZ, 702 → AAA. */
export function columnName(index: number): string {
  let name = letters[index];
  if (name === undefined) {
    name = '';
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    letters[index] = name;
  }
  return name;
}

function truncate(text: string): string {
  if (text.length <= maxCellChars) return text;
  // Not through the middle of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(text[maxCellChars - 1]!) ? maxCellChars - 1 : maxCellChars;
  return text.slice(0, end);
}

function stringCell(ref: string, value: string): string {
  const text = xmlText(truncate(value));
  if (text === '') return '';
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

/** One `<row>`; empty cells are left out, and a row with no cells at all is left out too. */
export function rowXml(cells: XlsxRow, rowNumber: number): string {
  let xml = '';
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    if (value === null || value === undefined || value === '') continue;
    const ref = `${columnName(i)}${rowNumber}`;
    if (typeof value === 'number') xml += Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : stringCell(ref, String(value));
    else xml += stringCell(ref, String(value));
  }
  return xml === '' ? '' : `<row r="${rowNumber}">${xml}</row>`;
}

/** A worksheet's XML in pieces of about `chunkChars`; the next batch of rows is read when the last piece is taken. */
async function* sheetXml(batches: XlsxBatches): AsyncGenerator<Buffer> {
  let xml = `${xmlDeclaration}<worksheet xmlns="${main}" xmlns:r="${officeRels}"><sheetData>`;
  let rowNumber = 0;
  for await (const batch of batches) {
    for (const cells of batch) {
      if (++rowNumber > 1_048_576) throw new Error('A sheet holds at most 1,048,576 rows');
      xml += rowXml(cells, rowNumber);
      if (xml.length >= chunkChars) {
        yield Buffer.from(xml);
        xml = '';
      }
    }
  }
  yield Buffer.from(`${xml}</sheetData></worksheet>`);
}

function workbookParts(names: readonly string[]): [string, string][] {
  const sheetPath = (i: number) => `worksheets/sheet${i + 1}.xml`;
  const contentTypes =
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
    `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
    names
      .map(
        (_, i) =>
          `<Override PartName="/xl/${sheetPath(i)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      )
      .join('') +
    `<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>` +
    `</Types>`;
  const rootRels =
    `<Relationships xmlns="${packageRels}">` +
    `<Relationship Id="rId1" Type="${officeRels}/officeDocument" Target="xl/workbook.xml"/>` +
    `<Relationship Id="rId2" Type="${officeRels}/extended-properties" Target="docProps/app.xml"/>` +
    `</Relationships>`;
  const app =
    `<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
    `<Application>LeadSift</Application></Properties>`;
  const workbook =
    `<workbook xmlns="${main}" xmlns:r="${officeRels}"><bookViews><workbookView/></bookViews><sheets>` +
    names.map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
    `</sheets></workbook>`;
  const workbookRels =
    `<Relationships xmlns="${packageRels}">` +
    names.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${officeRels}/worksheet" Target="${sheetPath(i)}"/>`).join('') +
    `<Relationship Id="rId${names.length + 1}" Type="${officeRels}/styles" Target="styles.xml"/>` +
    `</Relationships>`;
  // The minimum Excel accepts: one font, the two fills it requires, one border, one cell format.
  const styles =
    `<styleSheet xmlns="${main}">` +
    `<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>` +
    `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
    `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
    `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
    `<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>` +
    `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
    `</styleSheet>`;
  return [
    ['[Content_Types].xml', contentTypes],
    ['_rels/.rels', rootRels],
    ['docProps/app.xml', app],
    ['xl/workbook.xml', workbook],
    ['xl/_rels/workbook.xml.rels', workbookRels],
    ['xl/styles.xml', styles],
  ];
}

/**
 * The workbook as a stream. Sheets are written in order, each read lazily from its batches. An error
 * while reading rows destroys the stream with that error; destroying the stream (a client that went
 * away) stops reading rows.
 */
export function writeXlsx(sheets: readonly XlsxSheet[], options: XlsxOptions = {}): Readable {
  const names = sheets.map((s) => s.name);
  checkSheetNames(names);
  // archiver buffers 1 MB each side of its two streams by default; a chunk's worth is enough.
  const archive = new ZipArchive({ zlib: { level: options.level ?? 6 }, highWaterMark: chunkChars });
  const out = new PassThrough();
  let current: Readable | undefined;
  let settled = false;
  const stop = (err?: Error) => {
    if (settled) return;
    settled = true;
    archive.abort();
    current?.destroy();
    out.destroy(err);
  };
  archive.on('error', (err: Error) => stop(err));
  archive.on('warning', (err: Error) => stop(err));
  out.on('close', () => {
    if (!out.readableEnded) stop();
  });
  archive.pipe(out);

  for (const [name, xml] of workbookParts(names)) archive.append(Buffer.from(xmlDeclaration + xml), { name });
  // One sheet is appended when the one before it is written, so a failure stops before the next is read.
  let next = 0;
  const appendNext = () => {
    if (settled) return;
    if (next === sheets.length) {
      archive.finalize().catch(() => {}); // a failure is an 'error' event as well, handled above
      return;
    }
    const name = `xl/worksheets/sheet${next + 1}.xml`;
    current = Readable.from(sheetXml(sheets[next]!.rows), { objectMode: false, highWaterMark: chunkChars });
    next++;
    // archiver 8 no longer passes a source's error on as its own: stop on it here.
    current.on('error', (err: Error) => stop(err));
    archive.append(current, { name });
  };
  archive.on('entry', (entry: EntryData) => {
    if (entry.name === `xl/worksheets/sheet${next}.xml`) appendNext();
  });
  appendNext();
  return out;
}
