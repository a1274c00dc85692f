import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-runtime.ts';
import { createPageCache, type VisitedPage } from './page-cache.ts';

const HOUR = 3_600_000;
const ok = (url: string, text: string): VisitedPage => ({
  url,
  finalUrl: url,
  status: 'ok',
  httpStatus: 200,
  title: 'T',
  description: 'D',
  headings: ['H'],
  text,
  links: [{ href: `${url}about`, text: 'About' }],
});

describe('page cache (research_pages)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ work: false });
  });
  afterAll(() => ctx?.close());

  it('serves a page for RESEARCH_CACHE_HOURS and a failure for one hour', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const cache = createPageCache(ctx.runtime.db, 168, () => now);
    await cache.put(ok('https://a.test/', 'first'));
    await cache.put({ url: 'https://gone.test/', finalUrl: 'https://gone.test/', status: 'failed', httpStatus: null, error: 'refused' });
    expect((await cache.get(['https://a.test/'])).get('https://a.test/')).toEqual(ok('https://a.test/', 'first'));

    now += 2 * HOUR;
    const later = await cache.get(['https://a.test/', 'https://gone.test/', 'https://never.test/']);
    expect([...later.keys()]).toEqual(['https://a.test/']);

    await cache.put(ok('https://a.test/', 'second'));
    expect((await cache.get(['https://a.test/'])).get('https://a.test/')).toMatchObject({ text: 'second' });

    now += 169 * HOUR;
    expect((await cache.get(['https://a.test/'])).size).toBe(0);
  });

  it('keeps nothing when the window is 0 hours, and skips very long URLs', async () => {
    const off = createPageCache(ctx.runtime.db, 0);
    await off.put(ok('https://off.test/', 'x'));
    expect((await off.get(['https://off.test/'])).size).toBe(0);
    const cache = createPageCache(ctx.runtime.db, 1);
    const long = `https://long.test/${'a'.repeat(3000)}`;
    await cache.put(ok(long, 'x'));
    expect((await cache.get([long])).size).toBe(0);
  });
});
