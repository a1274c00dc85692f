import { researchRatings } from '../db/schema/index.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetcher, leadSiftUserAgent } from '../fetcher/index.ts';
import { startFakeLlm, type FakeLlm } from '../test/fake-llm.ts';
import { FABRICATED_QUOTE } from '../test/fake-llm-research.ts';
import { startFakeSearch } from '../test/fake-search.ts';
import { createTestApp, type TestContext } from '../test/test-runtime.ts';
import { companySites, standardFarmSites } from '../test/website-farm-sites.ts';
import { startWebsiteFarm, type WebsiteFarm } from '../test/website-farm.ts';
import type { SiteResearcher, SiteResearchOutcome } from './index.ts';
import { createResearchPipeline, LITTLE_CONTENT } from './pipeline.ts';

const instructions = [
  'B2B payroll software companies.',
  'Prices per employee per month.',
  'Currently hiring software engineers.',
  'Based in Germany.',
].join('\n');

function done(outcome: SiteResearchOutcome) {
  if (outcome.status !== 'done') throw new Error(`expected done, got ${JSON.stringify(outcome)}`);
  return outcome;
}

describe('research pipeline against the website farm and the fake model', () => {
  let farm: WebsiteFarm;
  let llm: FakeLlm;
  let ctx: TestContext;
  let researcher: SiteResearcher;

  beforeAll(async () => {
    farm = await startWebsiteFarm(standardFarmSites());
    llm = await startFakeLlm();
    ctx = await createTestApp({
      work: false,
      env: {
        RESEARCH_ALLOW_PRIVATE_HOSTS: '1',
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: llm.baseUrl,
        AI_MODEL: 'fake-model',
        RESEARCH_MAX_PAGES: '4',
      },
    });
    const fetcher = createGuardedFetcher({ allowPrivateHosts: true, timeoutMs: 1500, userAgent: leadSiftUserAgent(ctx.config.BASE_URL) });
    researcher = createResearchPipeline(
      { config: ctx.config, db: ctx.runtime.db, log: ctx.runtime.log, ai: ctx.runtime.ai },
      { fetcher, backoff: { baseMs: 1, maxMs: 2 } },
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await llm?.close();
    await farm?.close();
  });
  beforeEach(() => {
    farm.reset();
    llm.reset();
    llm.setFabricateQuotes(false);
  });

  const visit = (name: string, extra: Partial<Parameters<SiteResearcher['research']>[0]> = {}) =>
    researcher.research({ url: `${farm.site(name).url}/`, instructions, enableWebSearch: false, ...extra });

  it('reads the home page and the pages the instructions need, rates it, quotes real text', async () => {
    const acme = farm.site('acme');
    const outcome = done(await visit('acme'));
    const { rating } = outcome;
    expect(rating.pagesVisited).toHaveLength(4);
    expect(rating.pagesVisited[0]).toBe(`${acme.url}/`);
    // pricing and careers are asked for; product pages next; the picnic post, legal pages, log-in and the PDF never.
    expect(rating.pagesVisited).toEqual(expect.arrayContaining([`${acme.url}/pricing`, `${acme.url}/careers`]));
    expect(acme.requests).not.toContain('/blog/2019-company-picnic');
    expect(acme.requests).not.toContain('/login');
    expect(acme.requests).not.toContain('/assets/brochure.pdf');
    expect(acme.requests.filter((p) => p === '/robots.txt')).toHaveLength(1);
    expect(outcome.pageRequests).toBe(acme.requests.length);
    expect(acme.maxInFlight).toBeLessThanOrEqual(2);

    expect(rating.offline).toBe(false);
    expect(rating.littleContent).toBe(false);
    expect(rating.criteria.map((c) => c.criterion)).toEqual([
      'B2B payroll software companies.',
      'Prices per employee per month.',
      'Currently hiring software engineers.',
      'Based in Germany.',
    ]);
    const [payroll, pricing, hiring, germany] = rating.criteria;
    expect(pricing).toMatchObject({ status: 'met', url: `${acme.url}/pricing` });
    expect(pricing?.quote).toContain('per employee per month');
    expect(hiring).toMatchObject({ status: 'met', url: `${acme.url}/careers` });
    expect(payroll?.status).toBe('met');
    expect(germany).toMatchObject({ status: 'not_met', quote: null });
    expect(rating.decision).toBe('KEEP');
    expect(rating.relevanceScore).toBe(7.5);
    const call = llm.calls.find((c) => c.kind === 'research');
    expect(call?.prompt).toContain('Core plan: $6 per employee per month');
    // The footer and menu of every page are not part of the text the model reads.
    expect(call?.prompt).not.toContain('Cookie settings');
    expect(call?.prompt).not.toContain('All rights reserved');
  });

  it('serves a second visit within the cache window from the page cache: 0 requests, robots.txt included', async () => {
    await visit('acme');
    farm.reset();
    const again = done(await visit('acme'));
    expect(again.pageRequests).toBe(0);
    expect(farm.site('acme').requests).toEqual([]);
    expect(again.rating.pagesVisited).toHaveLength(4);
  });

  it('drops a quote that is not on the page and marks its criterion unknown', async () => {
    llm.setFabricateQuotes(true);
    // The first test rated acme with these instructions: the rating cache (ADR 0039) would answer without asking.
    await ctx.runtime.db.delete(researchRatings);
    const { rating } = done(await visit('acme'));
    expect(rating.criteria.map((c) => c.status)).toEqual(['unknown', 'unknown', 'unknown', 'not_met']);
    expect(rating.criteria.every((c) => c.quote === null && c.url === null)).toBe(true);
    expect(JSON.stringify(rating)).not.toContain(FABRICATED_QUOTE);
  });

  it('follows a redirect chain and rates the page it ends on', async () => {
    const chain = farm.site('chain');
    const { rating } = done(await visit('chain'));
    expect(rating.pagesVisited).toEqual([`${chain.url}/home`]);
    // Its links are followed from where the redirects ended (the /pricing it links to is a 404, left out).
    expect(chain.requests).toEqual(['/robots.txt', '/', '/step-1', '/step-2', '/home', '/pricing']);
  });

  it.each([
    ['robots', /^Could not be visited: robots\.txt of .* does not allow/],
    ['missing', /^Could not be visited: .* answered HTTP 404$/],
    ['pdf', /^Could not be visited: the address is not a web page \(application\/pdf\)$/],
    ['huge', /^Could not be visited: the page is larger than 2 MB$/],
    ['loop', /^Could not be visited: .* redirected more than 5 times$/],
    ['slow', /^Could not be visited: .* did not answer in time$/],
  ])('reports %s as unreachable', async (name, message) => {
    const outcome = await visit(name);
    expect(outcome).toMatchObject({ status: 'unreachable', error: expect.stringMatching(message) });
    expect(llm.calls).toHaveLength(0);
    if (name === 'robots') expect(farm.site('robots').requests).toEqual(['/robots.txt']);
  });

  it('rates a JavaScript-only page on what there is and says so', async () => {
    const { rating } = done(await visit('jsonly'));
    expect(rating.littleContent).toBe(true);
    expect(rating.reasoning.startsWith(LITTLE_CONTENT)).toBe(true);
    expect(rating.pagesVisited).toHaveLength(1);
  });

  it('keeps at most 2 requests in flight per host', async () => {
    const slow = { latencyMs: 150 };
    const busyFarm = await startWebsiteFarm([
      {
        name: 'busy',
        pages: {
          '/': { ...slow, body: '<html><body><p>Payroll.</p><a href="/pricing">Pricing</a> <a href="/careers">Careers</a></body></html>' },
          '/pricing': { ...slow, body: '<html><body><p>Prices per employee per month.</p></body></html>' },
          '/careers': { ...slow, body: '<html><body><p>Hiring software engineers.</p></body></html>' },
        },
      },
    ]);
    try {
      const busy = busyFarm.site('busy');
      const outcomes = await Promise.all(
        ['a', 'b', 'c', 'd'].map((q) => researcher.research({ url: `${busy.url}/?${q}`, instructions, enableWebSearch: false })),
      );
      expect(outcomes.map((o) => o.status)).toEqual(['done', 'done', 'done', 'done']);
      expect(busy.maxInFlight).toBe(2);
    } finally {
      await busyFarm.close();
    }
  });

  it('keeps at most FETCH_CONCURRENCY requests in flight in the process', async () => {
    const manyFarm = await startWebsiteFarm(companySites(12), { latencyMs: 100 });
    try {
      const config = { ...ctx.config, FETCH_CONCURRENCY: 3 };
      const limited = createResearchPipeline({ config, db: ctx.runtime.db, log: ctx.runtime.log, ai: ctx.runtime.ai });
      const outcomes = await Promise.all(
        manyFarm.sites.map((site) => limited.research({ url: `${site.url}/`, instructions: 'Pricing', enableWebSearch: false })),
      );
      expect(outcomes.every((o) => o.status === 'done')).toBe(true);
      expect(manyFarm.totalRequests()).toBe(12 * 4);
      expect(manyFarm.maxInFlight).toBe(3);
    } finally {
      await manyFarm.close();
    }
  });

  it('adds web search results to the evidence; a quote from a snippet is kept with its URL', async () => {
    const search = await startFakeSearch();
    try {
      const config = { ...ctx.config, SEARCH_PROVIDER: 'searxng' as const, SEARCH_URL: search.url };
      const withSearch = createResearchPipeline(
        { config, db: ctx.runtime.db, log: ctx.runtime.log, ai: ctx.runtime.ai },
        { backoff: { baseMs: 1, maxMs: 2 } },
      );
      expect(withSearch.webSearchAvailable).toBe(true);
      expect(researcher.webSearchAvailable).toBe(false);
      const acme = farm.site('acme');
      const outcome = done(
        await withSearch.research({
          url: `${acme.url}/`,
          instructions: 'Payroll software.\nRaised a Series B round.',
          enableWebSearch: true,
          webSearchInstructions: 'funding news',
        }),
      );
      expect(search.queries).toEqual([{ provider: 'searxng', q: `${acme.ip} funding news` }]);
      const funding = outcome.rating.criteria[1];
      expect(funding).toEqual({
        criterion: 'Raised a Series B round.',
        status: 'met',
        quote: `${acme.ip} raised a Series B round to expand in Europe.`,
        url: `https://news.example.com/${acme.ip}`,
      });
      // Without enableWebSearch nothing is searched.
      await withSearch.research({ url: `${acme.url}/`, instructions: 'Payroll software.', enableWebSearch: false });
      expect(search.queries).toHaveLength(1);
    } finally {
      await search.close();
    }
  });

  it('throws when the model keeps failing, so the job retries the site later', async () => {
    llm.setFaults(['error500', 'error500', 'error500']);
    await expect(visit('bakery')).rejects.toThrow(/the AI model is not available right now/);
    llm.setFaults(['unauthorized']);
    await expect(visit('bakery')).rejects.toMatchObject({ name: 'AiPermanentError' });
  });
});
