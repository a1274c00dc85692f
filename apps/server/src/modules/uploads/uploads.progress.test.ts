import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { tabularMessages } from '../../files/parse/index.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { progressMediaType } from './upload-stream.ts';
import { multipartBody, storedFiles } from './uploads.test-helpers.ts';

const bigCsv = (rows: number) =>
  'Company,Country,Notes\n' + Array.from({ length: rows }, (_, i) => `Company ${i},DE,note ${i % 97}`).join('\n');

describe(`upload progress over real HTTP (${testDriver})`, () => {
  let ctx: TestContext;
  let user: TestUser;
  let base: string;

  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
    user = await createTestUser(ctx);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx.close());

  /** POSTs a file; resolves with the response as soon as its headers arrive. */
  const post = (content: string, accept = progressMediaType, url = '/api/upload') => {
    const body = multipartBody('leads.csv', content, 'text/csv');
    const req = httpRequest(`${base}${url}`, {
      method: 'POST',
      headers: { ...body.headers, ...user.headers, accept, 'content-length': body.payload.length },
    });
    const response = new Promise<IncomingMessage>((resolve, reject) => req.on('response', resolve).on('error', reject));
    req.end(body.payload);
    return { req, response };
  };
  const lines = async (res: IncomingMessage) => {
    let text = '';
    for await (const chunk of res) text += String(chunk);
    return text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; rows?: number; bytes?: number; result?: Record<string, unknown> });
  };

  it('streams stored, rows read, then the usual answer', async () => {
    const { response } = post(bigCsv(23_000));
    const res = await response;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(progressMediaType);
    const got = await lines(res);
    expect(got[0]).toMatchObject({ type: 'stored', bytes: expect.any(Number) });
    // A CSV is parsed while it arrives: the rows read by the time it is stored come right after `stored`.
    const rows = got.filter((l) => l.type === 'rows').map((l) => l.rows);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows).toEqual([...rows].sort((a, b) => a! - b!));
    expect(rows.at(-1)).toBe(23_000);
    expect(got.at(-1)).toMatchObject({ type: 'done', result: { rowCount: 23_000, columnCount: 3, headerRow: 1 } });
  });

  it("streams the research upload's progress too, ending with its { fileId, filePath, columns }", async () => {
    const res = await post(bigCsv(23_000), progressMediaType, '/api/research/upload').response;
    expect(res.headers['content-type']).toContain(progressMediaType);
    const got = await lines(res);
    expect(got[0]).toMatchObject({ type: 'stored' });
    expect(got.filter((l) => l.type === 'rows').at(-1)).toEqual({ type: 'rows', rows: 23_000 });
    const done = got.at(-1)!;
    expect(done.type).toBe('done');
    expect(Object.keys(done.result!).sort()).toEqual(['columns', 'fileId', 'filePath']);
    expect(done.result!.columns).toEqual(['Company', 'Country', 'Notes']);
  });

  it('answers a file refused before it is stored with its status; a parse failure ends the stream with an error line', async () => {
    const body = multipartBody('report.pdf', '%PDF-1.4', 'application/pdf');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, ...user.headers, accept: progressMediaType },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: tabularMessages.wrongType });
    const headerOnly = await lines(await post('Company,Country\n').response);
    expect(headerOnly.at(-1)).toEqual({ type: 'error', status: 400, error: tabularMessages.headerOnly });
  });

  it.each(['/api/upload', '/api/research/upload'])(
    'a cancelled upload (%s) stops the parse and leaves nothing behind',
    async (url) => {
      const countRows = async () =>
        ((await ctx.runtime.db.execute(sql`SELECT count(*)::int AS n FROM upload_rows`)) as unknown as { rows: { n: number }[] }).rows[0]!
          .n;
      const before = { uploads: await ctx.runtime.db.$count(uploads), rows: await countRows(), files: storedFiles(ctx).length };
      // Half the body is sent; once the server has written rows from it (a CSV is parsed while it
      // arrives), the client goes away like a browser's Cancel.
      const body = multipartBody('leads.csv', bigCsv(400_000), 'text/csv');
      const req = httpRequest(`${base}${url}`, {
        method: 'POST',
        headers: { ...body.headers, ...user.headers, accept: progressMediaType, 'content-length': body.payload.length },
      });
      req.on('error', () => {});
      req.write(body.payload.subarray(0, body.payload.length >> 1));
      const deadlineRows = Date.now() + 30_000;
      while ((await countRows()) === before.rows) {
        if (Date.now() > deadlineRows) throw new Error('no rows were written from the first half');
        await new Promise((r) => setTimeout(r, 20));
      }
      req.destroy();
      const deadline = Date.now() + 30_000;
      for (;;) {
        const now = { uploads: await ctx.runtime.db.$count(uploads), rows: await countRows(), files: storedFiles(ctx).length };
        if (JSON.stringify(now) === JSON.stringify(before)) break;
        if (Date.now() > deadline) throw new Error(`left behind: ${JSON.stringify(now)} (before: ${JSON.stringify(before)})`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    60_000,
  );
});
