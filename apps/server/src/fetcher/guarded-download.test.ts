import type { lookup } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../test/fixture-site.ts';
import { createGuardedDownloader, filenameOf } from './guarded-download.ts';
import { isBlockedAddress } from './ip-guard.ts';

/** A resolver that maps every name to one address, as a DNS server under an attacker's control could. */
const resolveTo = (address: string) =>
  ((_host: string, _options: unknown, callback: (err: Error | null, addresses: unknown) => void) =>
    callback(null, [{ address, family: 4 }])) as unknown as typeof lookup;

describe("the guarded download of an automation's file", () => {
  let site: FixtureSite;
  // 127.0.0.1 stands for the public internet here; every other private address stays refused.
  const isBlocked = (address: string) => address !== '127.0.0.1' && isBlockedAddress(address);
  const downloader = createGuardedDownloader({ allowPrivateHosts: false, userAgent: 'test', isBlocked });
  beforeAll(async () => {
    site = await startFixtureSite({
      '/leads.csv': (req, res) => {
        if (req.headers['if-none-match'] === '"v1"') return void res.writeHead(304).end();
        res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', etag: '"v1"', 'last-modified': 'Mon, 02 Nov 2026 10:00:00 GMT' });
        res.end('Company\nAcme\n');
      },
      '/export': { body: 'a,b\n1,2\n', type: 'text/csv', headers: { 'content-disposition': 'attachment; filename="Leads 2026.csv"' } },
      '/moved': { status: 302, headers: { location: '/leads.csv' } },
      '/inside': { status: 302, headers: { location: 'http://127.0.0.2:9/secret.csv' } },
      '/big': { body: 'x'.repeat(2048), type: 'text/csv' },
      '/down': { status: 503, body: 'maintenance' },
    });
  });
  afterAll(async () => {
    await downloader.close();
    await site.close();
  });

  it('reads a file with its validators and name, and answers unchanged to a 304', async () => {
    const got = await downloader.download(`${site.url}/moved`, { maxBytes: 1024 });
    expect(got).toMatchObject({
      status: 'ok',
      url: `${site.url}/leads.csv`,
      contentType: 'text/csv',
      filename: 'leads.csv',
      validators: { etag: '"v1"', lastModified: 'Mon, 02 Nov 2026 10:00:00 GMT' },
    });
    expect(got.status === 'ok' && got.body.toString()).toBe('Company\nAcme\n');
    const again = await downloader.download(`${site.url}/leads.csv`, { maxBytes: 1024, validators: { etag: '"v1"', lastModified: null } });
    expect(again).toEqual({ status: 'unchanged', url: `${site.url}/leads.csv` });
    expect(await downloader.download(`${site.url}/export`, { maxBytes: 1024 })).toMatchObject({ filename: 'Leads 2026.csv' });
  });

  it('refuses private addresses: a literal, a name resolving to one, a redirect to one', async () => {
    await expect(downloader.download('http://127.0.0.2:9/x.csv', { maxBytes: 1024 })).rejects.toMatchObject({ code: 'blocked-address' });
    await expect(downloader.download(`${site.url}/inside`, { maxBytes: 1024 })).rejects.toMatchObject({ code: 'blocked-address' });
    const rebinding = createGuardedDownloader({ allowPrivateHosts: false, userAgent: 'test', isBlocked, lookup: resolveTo('10.0.0.5') });
    await expect(rebinding.download(`http://files.example:${site.port}/leads.csv`, { maxBytes: 1024 })).rejects.toMatchObject({
      code: 'blocked-address',
      message: 'files.example is a private or reserved address and cannot be visited',
    });
    await rebinding.close();
  });

  it('fails on an error status, a file past the size limit, and other schemes', async () => {
    await expect(downloader.download(`${site.url}/down`, { maxBytes: 1024 })).rejects.toMatchObject({
      code: 'http-status',
      message: `127.0.0.1:${site.port} answered HTTP 503`,
    });
    await expect(downloader.download(`${site.url}/big`, { maxBytes: 1024 })).rejects.toMatchObject({ code: 'too-large' });
    await expect(downloader.download('file:///etc/passwd', { maxBytes: 1024 })).rejects.toMatchObject({ code: 'invalid-url' });
  });

  it('names a file from Content-Disposition, else from its path', () => {
    const url = new URL('https://x.example/a/b/report%20q1.xlsx?sig=1');
    expect(filenameOf(null, url)).toBe('report q1.xlsx');
    expect(filenameOf("attachment; filename*=UTF-8''Qu%C3%A9bec.csv", url)).toBe('Québec.csv');
    expect(filenameOf('attachment; filename="../../etc.csv"', url)).toBe('.._.._etc.csv');
    expect(filenameOf(null, new URL('https://x.example/'))).toBe('download');
  });
});
