import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { startS3Server, type S3Server } from '../../test/s3-server.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { postFile } from './uploads.test-helpers.ts';

const linkedIn = [
  'Notes:',
  '"Some email addresses may be missing."',
  '',
  'First Name,Last Name,Company',
  'Jane,Doe,Acme',
  'Max,Muster,Initech',
].join('\n');

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Leads');
  sheet.addRow(['Exported leads']);
  sheet.addRow(['Company', 'Country', 'Industry', 'Employees']);
  sheet.addRow(['Acme', 'US', 'Software', 120]);
  sheet.addRow(['Beta', 'DE', 'Retail', 40]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe(`uploads kept in S3 (s3rver), ${testDriver}`, () => {
  let s3: S3Server;
  let ctx: TestContext;
  let user: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    s3 = await startS3Server();
    ctx = await createTestApp({ env: s3.env, sharedFiles: true, work: false });
    user = await createTestUser(ctx);
    admin = await createTestUser(ctx, { role: 'admin' });
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  /** The keys in the bucket, read over the S3 API (ListObjectsV2). */
  async function objects(): Promise<string[]> {
    const xml = await (await fetch(`${s3.endpoint}/${s3.bucket}?list-type=2`)).text();
    return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!);
  }
  const keyOf = async (fileId: string) =>
    (await ctx.runtime.db.select({ key: uploads.fileKey }).from(uploads).where(eq(uploads.id, fileId)))[0]?.key;
  const rereadHeader = (fileId: string, headerRow: number, as: TestUser = user) =>
    ctx.app.inject({ method: 'POST', url: `/api/upload/${fileId}/header-row`, headers: as.headers, payload: { headerRow } });

  it('keeps a CSV in the bucket (nothing in FILES_DIR) and reads it again for another header row', async () => {
    expect(ctx.runtime.storage.kind).toBe('s3');
    const res = await postFile(ctx, user, 'Connections.csv', linkedIn, '/api/upload', 'text/csv');
    expect(res.statusCode, res.body).toBe(200);
    const { fileId, headerRow } = res.json<{ fileId: string; headerRow: number }>();
    expect(headerRow).toBe(4);
    expect(await objects()).toContain(await keyOf(fileId));

    const reread = await rereadHeader(fileId, 1);
    expect(reread.statusCode, reread.body).toBe(200);
    expect(reread.json()).toMatchObject({ headerRow: 1, skippedRows: 0, rowCount: 4 });
  });

  it('reads an XLSX kept in the bucket (it needs random access, so a temporary copy) and re-reads it', async () => {
    const res = await postFile(ctx, user, 'leads.xlsx', await workbook(), '/api/upload');
    expect(res.statusCode, res.body).toBe(200);
    const { fileId, headerRow, rowCount } = res.json<{ fileId: string; headerRow: number; rowCount: number }>();
    expect({ headerRow, rowCount }).toEqual({ headerRow: 2, rowCount: 2 });
    const reread = await rereadHeader(fileId, 1);
    expect(reread.statusCode, reread.body).toBe(200);
    expect(reread.json()).toMatchObject({ headerRow: 1, rowCount: 3 });
  });

  it('an object missing from the bucket answers a clear error, and the server keeps serving', async () => {
    const res = await postFile(ctx, user, 'gone.csv', 'Company,Country\nAcme,US\n', '/api/upload', 'text/csv');
    const { fileId } = res.json<{ fileId: string }>();
    await ctx.runtime.storage.delete((await keyOf(fileId))!);

    const reread = await rereadHeader(fileId, 1);
    expect(reread.statusCode).toBe(410);
    expect(reread.json<{ error: string }>().error).toBe('The stored file of this upload is no longer available. Upload the file again.');
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('deleting the user deletes their objects from the bucket', async () => {
    const owner = await createTestUser(ctx);
    const res = await postFile(ctx, owner, 'mine.csv', 'Company\nAcme\n', '/api/upload', 'text/csv');
    const key = await keyOf(res.json<{ fileId: string }>().fileId);
    expect(await objects()).toContain(key);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/usage/admin/delete-user/${owner.id}`, headers: admin.headers });
    expect(del.statusCode, del.body).toBe(200);
    await expect.poll(objects, { timeout: 10_000 }).not.toContain(key);
  });
});
