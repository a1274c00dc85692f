import ExcelJS from 'exceljs';
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabularMessages } from '../../files/parse/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { multipartBody, postFile } from './uploads.test-helpers.ts';
import { rereadMessages } from './upload-reread.ts';
import { deleteUpload, getUpload } from './uploads.service.ts';

const linkedIn = [
  'Notes:',
  '"When exporting your connection data, you may notice that some of the email addresses are missing."',
  '',
  'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
  'Jane,Doe,https://www.linkedin.com/in/janedoe,,Acme GmbH,CTO,12 Mar 2024',
  'Max,Muster,https://www.linkedin.com/in/maxmuster,max@initech.com,Initech,Head of Sales,01 Feb 2023',
].join('\n');

describe(`header row of an upload (${testDriver})`, () => {
  let ctx: TestContext;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createTestUser(ctx);
    other = await createTestUser(ctx);
  });
  afterAll(() => ctx.close());

  const reread = (fileId: string, headerRow: unknown, who = user) =>
    ctx.app.inject({ method: 'POST', url: `/api/upload/${fileId}/header-row`, headers: who.headers, payload: { headerRow } });
  const firstCells = async (fileId: string) =>
    (
      (await ctx.runtime.db.execute(
        sql`SELECT cells[1] AS c FROM upload_rows WHERE upload_id = ${fileId} ORDER BY row_index`,
      )) as unknown as { rows: { c: string }[] }
    ).rows.map((r) => r.c);

  it('finds a LinkedIn header on row 4 and says so', async () => {
    const res = await postFile(ctx, user, 'Connections.csv', linkedIn);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      rowCount: 2,
      columnCount: 7,
      columns: ['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On'],
      headerRow: 4,
      skippedRows: 3,
      skippedColumns: 0,
    });
    expect(body.preview).toHaveLength(6);
    expect(body.preview[0]).toEqual(['Notes:']);
    expect(await firstCells(body.fileId)).toEqual(['Jane', 'Max']);
  });

  it('a clean file answers header row 1 with nothing skipped', async () => {
    const res = await postFile(ctx, user, 'clean.csv', 'Company,Country\nAcme,DE\n');
    expect(res.json()).toMatchObject({
      rowCount: 1,
      columns: ['Company', 'Country'],
      headerRow: 1,
      skippedRows: 0,
      preview: [
        ['Company', 'Country'],
        ['Acme', 'DE'],
      ],
    });
  });

  it('takes headerRow from the query string or a form field before the file', async () => {
    const body = multipartBody('Connections.csv', linkedIn, 'text/csv');
    const byQuery = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload?headerRow=1',
      payload: body.payload,
      headers: { ...body.headers, ...user.headers },
    });
    expect(byQuery.json()).toMatchObject({ headerRow: 1, skippedRows: 0, rowCount: 4, columnCount: 7 });
    expect(byQuery.json().columns[0]).toBe('Notes:');

    const boundary = 'leadsift-field';
    const withField = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="headerRow"\r\n\r\n5\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n`),
      Buffer.from(linkedIn),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const byField = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: withField,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...user.headers },
    });
    expect(byField.json()).toMatchObject({ headerRow: 5, skippedRows: 4, rowCount: 1 });
    expect(byField.json().columns[0]).toBe('Jane');

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload?headerRow=0',
      payload: body.payload,
      headers: { ...body.headers, ...user.headers },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reads the stored file again with another header row: a new fileId, the old one gone, the file kept', async () => {
    const first = (await postFile(ctx, user, 'Connections.csv', linkedIn)).json();
    const { fileKey } = (await getUpload(ctx.runtime.db, user.id, first.fileId))!;
    const res = await reread(first.fileId, 1);
    expect(res.statusCode, res.body).toBe(200);
    const again = res.json();
    expect(again).toMatchObject({ headerRow: 1, skippedRows: 0, rowCount: 4, columnCount: 7 });
    expect(again.fileId).not.toBe(first.fileId);
    expect(await getUpload(ctx.runtime.db, user.id, first.fileId)).toBeNull();
    expect((await getUpload(ctx.runtime.db, user.id, again.fileId))?.fileKey).toBe(fileKey);
    expect(existsSync(ctx.runtime.storage.localPath(fileKey))).toBe(true);
    expect((await reread(first.fileId, 4)).statusCode).toBe(404);

    const back = (await reread(again.fileId, 4)).json();
    expect(back).toMatchObject({ headerRow: 4, rowCount: 2 });
    expect(await firstCells(back.fileId)).toEqual(['Jane', 'Max']);

    const blank = await reread(back.fileId, 3);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(tabularMessages.headerRowBlank(3));
    // A refused re-read leaves the upload and its file as they were.
    expect(await getUpload(ctx.runtime.db, user.id, back.fileId)).not.toBeNull();
    expect(existsSync(ctx.runtime.storage.localPath(fileKey))).toBe(true);

    expect(await deleteUpload(ctx.runtime, user.id, back.fileId)).toBe(true);
    expect(existsSync(ctx.runtime.storage.localPath(fileKey))).toBe(false);
  });

  it("answers 404 for another user's upload and 400 for a row out of range", async () => {
    const { fileId } = (await postFile(ctx, user, 'Connections.csv', linkedIn)).json();
    expect((await reread(fileId, 1, other)).statusCode).toBe(404);
    expect((await reread('not-a-uuid', 1)).statusCode).toBe(404);
    expect((await reread(fileId, 51)).statusCode).toBe(400);
    expect(await getUpload(ctx.runtime.db, user.id, fileId)).not.toBeNull();
  });

  it('refuses to read again a list a job has used (its results keep their rows)', async () => {
    const { fileId } = (await postFile(ctx, user, 'Connections.csv', linkedIn)).json();
    const job = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: {
        jobName: 'Connections',
        fileId,
        selectedColumns: ['Company'],
        filterConfig: { columnConfig: { Company: { instructions: 'keep: acme' } } },
        rowCount: 2,
      },
    });
    expect(job.statusCode, job.body).toBe(200);
    const res = await reread(fileId, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(rereadMessages.usedByJob);
  });

  it('reads an XLSX table at B4 without an empty first column', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Leads');
    ws.getCell('B4').value = 'Company';
    ws.getCell('C4').value = 'Website';
    ws.getCell('B5').value = 'Acme';
    ws.getCell('C5').value = 'acme.com';
    const res = await postFile(ctx, user, 'table.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.json()).toMatchObject({ columns: ['Company', 'Website'], rowCount: 1, headerRow: 4, skippedRows: 3, skippedColumns: 1 });
  });
});
