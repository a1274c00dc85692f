// Export slots (ADR 0020): each export gives its slot back whether it was read to the end or the client
// went away, so more exports than slots + queue, one after another, are all served.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { testDriver } from '../../test/test-db.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { EXPORT_SLOTS } from './filter.routes.ts';
import { uploadCsv, waitForJob } from './filter.test-helpers.ts';

describe(`export slots (${testDriver})`, () => {
  let ctx: TestContext;
  let user: TestUser;
  let filterId: string;
  let port: number;
  const more = EXPORT_SLOTS.running + EXPORT_SLOTS.waiting + 5;

  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createTestUser(ctx);
    const csv =
      'Company,Industry\n' + Array.from({ length: 3000 }, (_, i) => `C${i},${i % 2 ? 'Software' : 'Retail'} ${i % 50}`).join('\n');
    const { fileId } = await uploadCsv(ctx, user, 'leads.csv', csv);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/filter',
      headers: user.headers,
      payload: {
        jobName: 'export slots',
        fileId,
        selectedColumns: ['Industry'],
        reasoningText: 'software',
        filterConfig: { columnConfig: { Industry: { instructions: 'keep: software' } } },
      },
    });
    filterId = res.json().filterId;
    expect(await waitForJob(ctx, user, filterId)).toBe('completed');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => ctx.close());

  const exportOnce = () => ctx.app.inject({ url: `/api/export/${filterId}?format=xlsx`, headers: user.headers });

  it('serves more exports one after another than there are slots and places in the queue', async () => {
    for (let i = 0; i < more; i++) expect((await exportOnce()).statusCode).toBe(200);
  });

  it('frees the slot of an export whose client went away mid-download', async () => {
    for (let i = 0; i < more; i++) {
      await new Promise<void>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: `/api/export/${filterId}?format=xlsx`, headers: user.headers }, (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
        req.end();
      });
    }
    // Give the server a moment to see the closed sockets, then every slot must be free again.
    await new Promise((r) => setTimeout(r, 300));
    const answers = await Promise.all(Array.from({ length: EXPORT_SLOTS.running + EXPORT_SLOTS.waiting }, exportOnce));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
  });
});
