import { lookup } from 'node:dns';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetcher, isBlockedAddress } from '../fetcher/index.ts';
import { createTestApp, type TestContext } from '../test/test-runtime.ts';
import { startWebsiteFarm, type WebsiteFarm } from '../test/website-farm.ts';
import { createResearchPipeline } from './pipeline.ts';

/** A resolver under an attacker's control: names under .example resolve to `address`, the rest as usual. */
const resolveTo = (address: string) =>
  ((host: string, _options: unknown, callback: (err: Error | null, addresses: unknown) => void) => {
    if (host.endsWith('.example')) return callback(null, [{ address, family: 4 }]);
    return lookup(host, { all: true }, callback);
  }) as unknown as typeof lookup;

const page = { body: '<html><body><h1>Internal admin</h1><p>Secrets of the internal network.</p></body></html>' };
const instructions = 'Companies with an internal admin page.';

describe('SSRF: the Research Agent with RESEARCH_ALLOW_PRIVATE_HOSTS off', () => {
  let farm: WebsiteFarm;
  let ctx: TestContext;

  beforeAll(async () => {
    farm = await startWebsiteFarm([
      { name: 'loopback', ip: '127.0.0.1', pages: { '/': page } },
      { name: 'ipv6', ip: '::1', pages: { '/': page } },
      { name: 'farm', pages: { '/': page } },
      { name: 'public', pages: { '/': { status: 302, headers: { location: 'http://placeholder/' } } } },
    ]);
    ctx = await createTestApp({ work: false, env: { AI_PROVIDER: 'offline' } });
    expect(ctx.config.RESEARCH_ALLOW_PRIVATE_HOSTS).toBe(false);
  });
  afterAll(async () => {
    await ctx?.close();
    await farm?.close();
  });
  beforeEach(() => farm.reset());

  const research = (url: string) => ctx.runtime.siteResearcher.research({ url, instructions, enableWebSearch: false });

  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${farm.site('loopback').port}/`],
    ['localhost', () => `http://localhost:${farm.site('loopback').port}/`],
    ['IPv6 loopback', () => `http://[::1]:${farm.site('ipv6').port}/`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${farm.site('loopback').port}/`],
    ['decimal 2130706433', () => `http://2130706433:${farm.site('loopback').port}/`],
    ['octal 0177.0.0.1', () => `http://0177.0.0.1:${farm.site('loopback').port}/`],
    ['hex 0x7f.0.0.1', () => `http://0x7f.0.0.1:${farm.site('loopback').port}/`],
    ['another loopback address', () => `${farm.site('farm').url}/`],
    ['10.x', () => 'http://10.1.2.3/'],
    ['cloud metadata 169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses %s without a single request', async (_name, url) => {
    const outcome = await research(url());
    expect(outcome).toMatchObject({
      status: 'unreachable',
      error: expect.stringMatching(/^Could not be visited: .*private or reserved address/),
    });
    expect(farm.totalRequests()).toBe(0);
  });

  it('refuses a DNS name that resolves to a loopback address', async () => {
    const fetcher = createGuardedFetcher({ lookup: resolveTo('127.0.0.1') });
    const researcher = createResearchPipeline(
      { config: ctx.config, db: ctx.runtime.db, log: ctx.runtime.log, ai: ctx.runtime.ai },
      { fetcher },
    );
    const outcome = await researcher.research({
      url: `http://intranet.attacker.example:${farm.site('loopback').port}/`,
      instructions,
      enableWebSearch: false,
    });
    expect(outcome).toMatchObject({ status: 'unreachable', error: expect.stringMatching(/private or reserved address and cannot/) });
    expect(farm.totalRequests()).toBe(0);
    await fetcher.close();
  });

  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${farm.site('loopback').port}/`],
    ['a name resolving to loopback', () => `http://localhost:${farm.site('loopback').port}/`],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses a public-looking site that redirects to %s', async (_name, target) => {
    // The 'public' site stands for a public server: the guard treats its one address as public, nothing else.
    const publicSite = farm.site('public');
    publicSite.setPage('/', { status: 302, headers: { location: target() } });
    const isBlocked = (address: string) => address !== publicSite.ip && isBlockedAddress(address);
    const fetcher = createGuardedFetcher({ lookup: resolveTo(publicSite.ip), isBlocked });
    const researcher = createResearchPipeline(
      { config: ctx.config, db: ctx.runtime.db, log: ctx.runtime.log, ai: ctx.runtime.ai },
      { fetcher },
    );
    const outcome = await researcher.research({
      url: `http://www.public-looking-${Math.random().toString(36).slice(2)}.example:${publicSite.port}/`,
      instructions,
      enableWebSearch: false,
    });
    expect(outcome).toMatchObject({ status: 'unreachable', error: expect.stringMatching(/private or reserved address/) });
    // Only the public site was asked (robots.txt, then the page that redirects); nothing reached the targets.
    expect(publicSite.requests).toEqual(['/robots.txt', '/']);
    expect(farm.site('loopback').requests).toEqual([]);
    expect(farm.site('ipv6').requests).toEqual([]);
    await fetcher.close();
  });
});
