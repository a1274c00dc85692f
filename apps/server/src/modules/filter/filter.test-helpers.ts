import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-runtime.ts';

/** Uploads a CSV through the real multipart route. */
export async function uploadCsv(ctx: TestContext, user: TestUser, name: string, content: string | Buffer) {
  const boundary = '----leadsift-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { fileId: string; rowCount: number; columnCount: number; columns: string[] };
}

/** Polls progress the way the UI does until the job leaves processing. */
export async function waitForJob(ctx: TestContext, user: TestUser, filterId: string, timeoutMs = 60_000): Promise<string> {
  const start = Date.now();
  for (;;) {
    const res = await ctx.app.inject({ url: `/api/progress/${filterId}`, headers: user.headers });
    const status = res.json().status as string;
    if (status === 'completed' || status === 'failed') return status;
    if (Date.now() - start > timeoutMs) throw new Error(`job ${filterId} still ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
