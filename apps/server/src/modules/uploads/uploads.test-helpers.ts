import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-runtime.ts';

/** A multipart/form-data body with one file part, as a browser sends it. */
export function multipartBody(filename: string, content: string | Buffer, contentType = 'application/octet-stream', field = 'file') {
  const boundary = `----leadsift${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a file to an upload route through the real app. */
export function postFile(
  ctx: TestContext,
  user: TestUser | null,
  filename: string,
  content: string | Buffer,
  url = '/api/upload',
  contentType?: string,
) {
  const body = multipartBody(filename, content, contentType);
  return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(user?.headers ?? {}) } });
}

/** Every file under the storage folder (to prove a refused upload left none). */
export function storedFiles(ctx: TestContext): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const p = path.join(dir, name);
      return statSync(p).isDirectory() ? walk(p) : [p];
    });
  return existsSync(ctx.config.filesDir) ? walk(ctx.config.filesDir) : [];
}
