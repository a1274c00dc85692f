import type { lookup } from 'node:dns';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyHomepage, startFixtureSite, type FixtureSite } from '../test/fixture-site.ts';
import { createGuardedFetcher, type GuardedFetcher } from './guarded-fetch.ts';
import { isBlockedAddress } from './ip-guard.ts';

/** A resolver that maps every name to fixed addresses, as a DNS server under an attacker's control could. */
const resolveTo = (addresses: Array<{ address: string; family: number }>) =>
  ((_host: string, _options: unknown, callback: (err: Error | null, addresses: unknown) => void) =>
    callback(null, addresses)) as unknown as typeof lookup;

describe('guarded fetcher against fixture websites (private hosts allowed)', () => {
  let site: FixtureSite;
  let fetcher: GuardedFetcher;

  beforeAll(async () => {
    site = await startFixtureSite({
      '/': { body: companyHomepage },
      '/r1': { status: 301, headers: { location: '/r2' } },
      '/r2': { status: 302, headers: { location: '/' } },
      '/text': { body: 'plain words', type: 'text/plain' },
      '/pdf': { body: '%PDF-1.4', type: 'application/pdf' },
      '/missing-page': { status: 404, body: 'gone' },
      '/big': { body: `<p>${'a'.repeat(5000)}</p>` },
      '/latin1': { body: Buffer.from('<title>Caf\xe9 M\xfcller</title>', 'latin1'), type: 'text/html; charset=windows-1252' },
      '/meta-charset': { body: Buffer.from('<meta charset="iso-8859-1"><title>Cr\xe8me</title>', 'latin1'), type: 'text/html' },
      '/gzip': { body: gzipSync('<title>Zipped</title>'), headers: { 'content-encoding': 'gzip' } },
      '/slow': { hang: true },
      '/loop': { status: 302, headers: { location: '/loop' } },
      '/ftp': { status: 302, headers: { location: 'ftp://example.com/file' } },
      '/robots.txt': { body: 'User-agent: *\nDisallow: /private\n', type: 'text/plain' },
      '/private/page': { body: '<title>secret</title>' },
    });
    fetcher = createGuardedFetcher({ allowPrivateHosts: true, timeoutMs: 1500, maxBytes: 1000 });
  });
  afterAll(async () => {
    await fetcher.close();
    await site.close();
  });

  it('reads a page into title, description, headings and text', async () => {
    const page = await fetcher.fetchPage(`${site.url}/`);
    expect(page.title).toBe('Acme Payroll – payroll software for growing teams');
    expect(page.description).toMatch(/^Acme Payroll runs payroll/);
    expect(page.headings).toEqual(['Payroll that runs itself', 'Automatic tax filing', 'Benefits administration']);
    expect(page.text).toContain('payroll and HR platform');
    expect(page).toMatchObject({ status: 200, contentType: 'text/html', truncated: false, redirects: [] });
  });

  it('follows redirects and reports the final address', async () => {
    const page = await fetcher.fetchPage(`${site.url}/r1`);
    expect(page.url).toBe(`${site.url}/`);
    expect(page.redirects).toEqual([`${site.url}/r2`, `${site.url}/`]);
  });

  it('stops after 5 redirects', async () => {
    await expect(fetcher.fetchPage(`${site.url}/loop`)).rejects.toMatchObject({ code: 'too-many-redirects' });
  });

  it('refuses a redirect to a non-http scheme', async () => {
    await expect(fetcher.fetchPage(`${site.url}/ftp`)).rejects.toMatchObject({ code: 'invalid-url' });
  });

  it('stops reading at the size cap', async () => {
    const result = await fetcher.fetchText(`${site.url}/big`);
    expect(result.truncated).toBe(true);
    expect(Buffer.byteLength(result.body)).toBe(1000);
  });

  it('gives up on a site that does not answer in time', async () => {
    const started = Date.now();
    await expect(fetcher.fetchPage(`${site.url}/slow`)).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('decodes declared charsets and gzip', async () => {
    expect((await fetcher.fetchPage(`${site.url}/latin1`)).title).toBe('Café Müller');
    expect((await fetcher.fetchPage(`${site.url}/meta-charset`)).title).toBe('Crème');
    expect((await fetcher.fetchPage(`${site.url}/gzip`)).title).toBe('Zipped');
  });

  it('reads plain text, refuses other content types and non-2xx answers', async () => {
    expect((await fetcher.fetchPage(`${site.url}/text`)).text).toBe('plain words');
    await expect(fetcher.fetchPage(`${site.url}/pdf`)).rejects.toMatchObject({ code: 'unsupported-content' });
    await expect(fetcher.fetchPage(`${site.url}/missing-page`)).rejects.toMatchObject({ code: 'http-status', status: 404 });
  });

  it('respects robots.txt, reading it once per host', async () => {
    site.requests.length = 0;
    await expect(fetcher.fetchPage(`${site.url}/private/page`)).rejects.toMatchObject({ code: 'robots' });
    await fetcher.fetchPage(`${site.url}/`);
    expect(site.requests.filter((p) => p === '/robots.txt').length).toBeLessThanOrEqual(1);
    expect(site.requests).not.toContain('/private/page');
  });

  it('allows everything when robots.txt is missing, nothing when it fails with 5xx', async () => {
    const other = await startFixtureSite({ '/': { body: '<title>ok</title>' } });
    const broken = await startFixtureSite({ '/': { body: '<title>ok</title>' }, '/robots.txt': { status: 503 } });
    try {
      expect((await fetcher.fetchPage(`${other.url}/`)).title).toBe('ok');
      await expect(fetcher.fetchPage(`${broken.url}/`)).rejects.toMatchObject({ code: 'robots' });
    } finally {
      await other.close();
      await broken.close();
    }
  });

  it('refuses non-http addresses and credentials', async () => {
    await expect(fetcher.fetchPage('file:///etc/passwd')).rejects.toMatchObject({ code: 'invalid-url' });
    await expect(fetcher.fetchPage('not a url')).rejects.toMatchObject({ code: 'invalid-url' });
    await expect(fetcher.fetchPage(`http://user:pw@127.0.0.1:${site.port}/`)).rejects.toMatchObject({ code: 'invalid-url' });
  });
});

describe('SSRF guard (private hosts not allowed)', () => {
  let site: FixtureSite;
  let fetcher: GuardedFetcher;

  beforeAll(async () => {
    site = await startFixtureSite({ '/': { body: '<title>internal</title>' } });
    fetcher = createGuardedFetcher({ timeoutMs: 3000 });
  });
  afterAll(async () => {
    await fetcher.close();
    await site.close();
  });

  it.each([
    () => `http://127.0.0.1:${site.port}/`,
    () => `http://localhost:${site.port}/`,
    () => `http://[::1]:${site.port}/`,
    () => `http://[::ffff:127.0.0.1]:${site.port}/`,
    () => `http://2130706433:${site.port}/`,
    () => 'http://169.254.169.254/latest/meta-data/',
    () => 'http://10.0.0.1/',
    () => 'http://192.168.1.1/',
    () => 'http://100.64.0.1/',
    () => 'http://0.0.0.0/',
  ])('refuses %#', async (href) => {
    await expect(fetcher.fetchPage(href())).rejects.toMatchObject({ code: 'blocked-address' });
    expect(site.requests).toEqual([]);
  });

  it('refuses a name that resolves to a private address, without connecting', async () => {
    const rebinding = createGuardedFetcher({ lookup: resolveTo([{ address: '127.0.0.1', family: 4 }]) });
    try {
      await expect(rebinding.fetchPage(`http://innocent.example:${site.port}/`)).rejects.toMatchObject({ code: 'blocked-address' });
      expect(site.requests).toEqual([]);
    } finally {
      await rebinding.close();
    }
  });

  describe('with the fixture address treated as public', () => {
    const isBlocked = (address: string) => address !== '127.0.0.1' && isBlockedAddress(address);
    let redirecting: FixtureSite;

    beforeAll(async () => {
      redirecting = await startFixtureSite({
        '/': { body: '<title>public</title>' },
        '/to-metadata': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } },
        '/to-internal-name': { status: 302, headers: { location: '/x' } },
      });
    });
    afterAll(() => redirecting.close());

    it('re-checks every redirect hop', async () => {
      const guarded = createGuardedFetcher({ isBlocked });
      try {
        expect((await guarded.fetchPage(`${redirecting.url}/`)).title).toBe('public');
        await expect(guarded.fetchPage(`${redirecting.url}/to-metadata`)).rejects.toMatchObject({ code: 'blocked-address' });
      } finally {
        await guarded.close();
      }
    });

    it('refuses a host when any resolved address is private', async () => {
      const guarded = createGuardedFetcher({
        isBlocked,
        lookup: resolveTo([
          { address: '127.0.0.1', family: 4 },
          { address: '10.1.2.3', family: 4 },
        ]),
      });
      try {
        await expect(guarded.fetchPage(`http://mixed.example:${redirecting.port}/`)).rejects.toMatchObject({ code: 'blocked-address' });
      } finally {
        await guarded.close();
      }
    });
  });
});
