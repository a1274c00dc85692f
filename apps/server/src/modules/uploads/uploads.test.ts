import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { tabularMessages } from '../../files/parse/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { multipartBody, postFile, storedFiles } from './uploads.test-helpers.ts';
import { getUpload } from './uploads.service.ts';

const testdata = process.env.LEADSIFT_TESTDATA ?? path.resolve(import.meta.dirname, '../../../../../../shared/testdata');

type Rows = { rows: { row_index: number; cells: string[] }[] };

describe('POST /api/upload', () => {
  let ctx: TestContext;
  let user: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    user = await createTestUser(ctx);
  });
  afterAll(() => ctx.close());

  const storedRows = async (fileId: string) =>
    (
      (await ctx.runtime.db.execute(
        sql`SELECT row_index, cells FROM upload_rows WHERE upload_id = ${fileId} ORDER BY row_index`,
      )) as unknown as Rows
    ).rows;

  it('answers { fileId, rowCount, columnCount, columns } and stores every row in column order', async () => {
    const res = await postFile(
      ctx,
      user,
      'leads.csv',
      'Company;Country;;Company\nAcme;DE;x;A2\nInitech;US;;B2\n',
      '/api/upload',
      'text/csv',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      fileId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      rowCount: 2,
      columnCount: 4,
      columns: ['Company', 'Country', 'Column 3', 'Company (2)'],
      // Where the table was found.
      headerRow: 1,
      skippedRows: 0,
      skippedColumns: 0,
      preview: [
        ['Company', 'Country', '', 'Company'],
        ['Acme', 'DE', 'x', 'A2'],
        ['Initech', 'US', '', 'B2'],
      ],
    });
    expect(await storedRows(body.fileId)).toEqual([
      { row_index: 0, cells: ['Acme', 'DE', 'x', 'A2'] },
      { row_index: 1, cells: ['Initech', 'US', '', 'B2'] },
    ]);
    const upload = await getUpload(ctx.runtime.db, user.id, body.fileId);
    expect(upload).toMatchObject({
      purpose: 'filter',
      format: 'csv',
      originalName: 'leads.csv',
      status: 'ready',
      rowCount: 2,
      columnCount: 4,
    });
    expect(readFileSync(ctx.runtime.storage.localPath(upload!.fileKey), 'utf8')).toContain('Initech;US');
  });

  it('pads the rows stored before the columns grew', async () => {
    const csv = 'a,b\n' + '1,2\n'.repeat(6000) + '1,2,3,4\n';
    const { fileId, columnCount } = (await postFile(ctx, user, 'grow.csv', csv)).json();
    expect(columnCount).toBe(4);
    const widths = (await ctx.runtime.db.execute(
      sql`SELECT cardinality(cells) AS n, count(*)::int AS rows FROM upload_rows WHERE upload_id = ${fileId} GROUP BY 1`,
    )) as unknown as { rows: { n: number; rows: number }[] };
    expect(widths.rows).toEqual([{ n: 4, rows: 6001 }]);
  });

  it('keeps Windows-1252 text and drops what PostgreSQL cannot store (NUL)', async () => {
    const bytes = Buffer.concat([
      Buffer.from('name\n' + 'x\n'.repeat(40_000)),
      Buffer.from('Caf\xe9\n', 'latin1'),
      Buffer.from('a\u0000b\n'),
    ]);
    const res = await postFile(ctx, user, 'cafe.csv', bytes);
    expect(res.statusCode, res.body).toBe(200);
    const { fileId, rowCount } = res.json();
    expect(rowCount).toBe(40_002);
    const rows = await storedRows(fileId);
    expect(rows.slice(-2).map((r) => r.cells[0])).toEqual(['Café', 'ab']);
  });

  it('reads an XLSX workbook', async () => {
    const res = await postFile(ctx, user, 'people.xlsx', readFileSync(path.join(testdata, 'crm-samples/relaticle/people.xlsx')));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      rowCount: 3,
      columnCount: 4,
      columns: ['name', 'company_name', 'custom_fields_emails', 'custom_fields_phones'],
    });
  });

  it('reads a workbook sent with a .csv name by its content', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('S').addRows([['Company'], ['Acme']]);
    const res = await postFile(ctx, user, 'renamed.csv', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.json()).toMatchObject({ rowCount: 1, columns: ['Company'] });
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await postFile(ctx, null, 'leads.csv', 'a\n1\n');
    expect(res.statusCode).toBe(401);
  });
});

/** MAX_ROWS of the suite below: small, so a file past it is quick to make (ADR 0041). */
const maxRows = 20_000;

/** A workbook of `rows` data rows under a header. */
function workbookOf(rows: number, bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([['Company', 'Country'], ...Array.from({ length: rows }, (_, i) => [`Co ${i}`, 'US'])]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Leads');
  return XLSX.write(book, { type: 'buffer', bookType, compression: true }) as Buffer;
}

describe('refused uploads leave nothing behind', () => {
  let ctx: TestContext;
  let user: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ work: false, env: { MAX_UPLOAD_MB: '1', MAX_ROWS: String(maxRows) } });
    user = await createTestUser(ctx);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    expect(await ctx.runtime.db.$count(uploads)).toBe(0);
  });

  const expectNothingLeft = async () => {
    expect(await ctx.runtime.db.$count(uploads)).toBe(0);
    const rows = (await ctx.runtime.db.execute(sql`SELECT count(*)::int AS n FROM upload_rows`)) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]?.n).toBe(0);
    expect(storedFiles(ctx)).toEqual([]);
  };

  const bomb = () => {
    // A workbook declaring a 2 GB part in a few bytes.
    const wb = readFileSync(path.join(testdata, 'crm-samples/relaticle/companies.xlsx'));
    const eocd = wb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const cd = wb.readUInt32LE(eocd + 16);
    const copy = Buffer.from(wb);
    copy.writeUInt32LE(2_000_000_000, cd + 24);
    return copy;
  };

  it.each<[string, string, string | Buffer | (() => Buffer), number, string]>([
    ['a PDF', 'report.pdf', '%PDF-1.4', 400, tabularMessages.wrongType],
    ['an empty file', 'leads.csv', '', 400, tabularMessages.empty],
    ['a header only', 'leads.csv', 'Company,Country\n', 400, tabularMessages.headerOnly],
    ['an unclosed quote after many rows', 'leads.csv', 'a,b\n' + '1,2\n'.repeat(12_000) + '3,"open\n', 400, tabularMessages.quoteNotClosed],
    ['a corrupt workbook', 'leads.xlsx', 'PK\u0003\u0004 not really a zip', 400, tabularMessages.corrupt],
    [
      'a damaged old .xls',
      'leads.xls',
      Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]),
      400,
      tabularMessages.corrupt,
    ],
    ['a zip bomb', 'leads.xlsx', bomb, 400, tabularMessages.zipBomb],
    [
      'a CSV over MAX_ROWS, read while it arrives',
      'long.csv',
      'a,b\n' + '1,2\n'.repeat(maxRows + 1),
      400,
      tabularMessages.tooManyRows(maxRows),
    ],
    ['a workbook over MAX_ROWS', 'long.xlsx', () => workbookOf(maxRows + 1), 400, tabularMessages.tooManyRows(maxRows)],
    ['an old .xls over MAX_ROWS', 'long.xls', () => workbookOf(maxRows + 1, 'biff8'), 400, tabularMessages.tooManyRows(maxRows)],
    ['a file over MAX_UPLOAD_MB', 'big.csv', 'a,b\n' + `${'x'.repeat(64)},yyyyyyyy\n`.repeat(18_000), 413, tabularMessages.tooLarge(1)],
  ])('%s', async (_name, filename, content, status, message) => {
    const res = await postFile(ctx, user, filename, typeof content === 'function' ? content() : content);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ error: message });
    await expectNothingLeft();
  });

  it('takes a file of exactly MAX_ROWS rows, and names the limit and its setting when refusing one more', async () => {
    expect(tabularMessages.tooManyRows(maxRows)).toBe("The file has more than 20,000 rows, this server's limit (MAX_ROWS)");
    const res = await postFile(ctx, user, 'full.csv', 'a,b\n' + '1,2\n'.repeat(maxRows));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rowCount).toBe(maxRows);
    const gone = await ctx.app.inject({ method: 'DELETE', url: `/api/uploads/${res.json().fileId}`, headers: user.headers });
    expect(gone.statusCode, gone.body).toBe(200);
    await expectNothingLeft();
  });

  it('asks for a file when there is none', async () => {
    const notMultipart = await ctx.app.inject({ method: 'POST', url: '/api/upload', headers: user.headers, payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().error).toBe('Please select a file first');
    const body = multipartBody('x', '');
    const boundary = body.headers['content-type'].split('boundary=')[1];
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...user.headers, ...body.headers },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nvalue\r\n--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe('Please select a file first');
    await expectNothingLeft();
  });
});

describe('POST /api/research/upload', () => {
  let ctx: TestContext;
  let user: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    user = await createTestUser(ctx);
  });
  afterAll(() => ctx.close());

  it('answers { fileId, filePath, columns } with the stored file as filePath', async () => {
    const csv = readFileSync(path.join(testdata, 'company-lists/ali-ce-yc-startups/Startups.csv'));
    const res = await postFile(ctx, user, 'Startups.csv', csv, '/api/research/upload');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['columns', 'fileId', 'filePath']);
    expect(body.columns).toContain('Website');
    expect(readFileSync(ctx.runtime.storage.localPath(body.filePath))).toEqual(csv);
    expect(await getUpload(ctx.runtime.db, user.id, body.fileId)).toMatchObject({ purpose: 'research', rowCount: 688 });
  });

  it('names the accepted types of docs/product.md#validation and reads an old .xls workbook', async () => {
    const wrong = await postFile(ctx, user, 'sites.json', '[]', '/api/research/upload');
    expect(wrong.json()).toEqual({ error: 'Please upload a CSV or Excel file (.csv, .xlsx, .xls)' });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Company', 'Website'],
        ['Acme', 'acme.com'],
        ['Globex', 'https://globex.io'],
        ['=1+1', 42],
      ]),
      'Sites',
    );
    const xls = await postFile(
      ctx,
      user,
      'sites.xls',
      XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer,
      '/api/research/upload',
    );
    expect(xls.statusCode, xls.body).toBe(200);
    expect(xls.json().columns).toEqual(['Company', 'Website']);
    const upload = await getUpload(ctx.runtime.db, user.id, xls.json().fileId);
    expect(upload).toMatchObject({ rowCount: 3, format: 'xlsx' });
    const damaged = await postFile(
      ctx,
      user,
      'sites.xls',
      Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]),
      '/api/research/upload',
    );
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json()).toEqual({ error: tabularMessages.corrupt });
    // The List Cleaner's upload takes the same types (docs/product.md#validation), read by the same reader.
    const cleaner = await postFile(ctx, user, 'leads.xls', XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer);
    expect(cleaner.statusCode, cleaner.body).toBe(200);
    expect(cleaner.json()).toMatchObject({ rowCount: 3, columns: ['Company', 'Website'] });
    expect((await postFile(ctx, user, 'leads.json', '[]')).json()).toEqual({ error: tabularMessages.wrongType });
  });
});
