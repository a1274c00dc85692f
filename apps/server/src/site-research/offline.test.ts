import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-runtime.ts';
import { standardFarmSites } from '../test/website-farm-sites.ts';
import { startWebsiteFarm, type WebsiteFarm } from '../test/website-farm.ts';
import { normaliseForQuote } from './criteria.ts';
import { offlineRate, OFFLINE_REASONING_PREFIX } from './offline-rater.ts';
import { createResearchPipeline, LITTLE_CONTENT } from './pipeline.ts';

describe('offlineRate', () => {
  const sources = [
    { url: 'https://a.test/', text: 'Acme runs payroll for mid-sized companies.\nWe file taxes in every state.' },
    { url: 'https://a.test/careers', text: 'We are hiring software engineers in Austin.' },
  ];

  it('meets a criterion with a real sentence of the page that holds its keywords', () => {
    const rating = offlineRate(['Payroll software for companies', 'Hiring engineers', 'Based in Germany'], sources);
    expect(rating.criteria).toEqual([
      {
        criterion: 'Payroll software for companies',
        status: 'met',
        quote: 'Acme runs payroll for mid-sized companies.',
        url: 'https://a.test/',
      },
      { criterion: 'Hiring engineers', status: 'met', quote: 'We are hiring software engineers in Austin.', url: 'https://a.test/careers' },
      { criterion: 'Based in Germany', status: 'not_met', quote: null, url: null },
    ]);
    expect(rating).toMatchObject({ decision: 'KEEP', qualityRanking: 'GOOD', relevanceScore: 6.7 });
    expect(rating.reasoning).toMatch(/^Offline keyword match: 2 of 3 criteria found in the site text \(keywords found: payroll/);
  });

  it('meets an exclusion when its terms are absent, and fails it with the sentence that holds one', () => {
    const instructions = ['Keep B2B software (SaaS) companies.', 'Exclude bakeries, restaurants and shops.'];
    const software = offlineRate(instructions, [{ url: 'https://s.test/', text: 'Acme builds B2B software for payroll teams.' }]);
    expect(software.criteria[1]).toEqual({ criterion: instructions[1], status: 'met', quote: null, url: null });
    expect(software.decision).toBe('KEEP');
    const bakery = offlineRate(instructions, [
      { url: 'https://b.test/', text: 'Fresh bread daily.\nOur bakery also sells its software-free sourdough kits.' },
      { url: 'https://b.test/about', text: 'We run two shops in town.' },
    ]);
    expect(bakery.criteria[1]).toEqual({
      criterion: instructions[1],
      status: 'not_met',
      quote: 'Our bakery also sells its software-free sourdough kits.',
      url: 'https://b.test/',
    });
    expect(bakery.decision).toBe('EXCLUDE');
  });

  it('excludes a site where no keyword appears', () => {
    const rating = offlineRate(['Solar panel installers'], sources);
    expect(rating).toMatchObject({ decision: 'EXCLUDE', qualityRanking: 'ACCEPTABLE', relevanceScore: 0, bonusScore: 0 });
    expect(rating.reasoning).toBe(
      `${OFFLINE_REASONING_PREFIX} 0 of 1 criteria found in the site text (no keyword of the instructions found).`,
    );
  });
});

describe('the research pipeline without a model (offline rater)', () => {
  let farm: WebsiteFarm;
  let ctx: TestContext;
  beforeAll(async () => {
    farm = await startWebsiteFarm(standardFarmSites());
    ctx = await createTestApp({ work: false, env: { AI_PROVIDER: 'offline', RESEARCH_ALLOW_PRIVATE_HOSTS: '1' } });
  });
  afterAll(async () => {
    await ctx?.close();
    await farm?.close();
  });

  it('rates by keyword presence with quotes taken from the pages read', async () => {
    const researcher = ctx.runtime.siteResearcher;
    expect(researcher.offline).toBe(true);
    expect(researcher.webSearchAvailable).toBe(false);
    const acme = farm.site('acme');
    const outcome = await researcher.research({
      url: `${acme.url}/`,
      instructions: '- Payroll platform for finance teams\n- Hiring software engineers\n- Offices in Germany',
      enableWebSearch: false,
    });
    if (outcome.status !== 'done') throw new Error(JSON.stringify(outcome));
    const { rating } = outcome;
    expect(rating.offline).toBe(true);
    expect(rating.reasoning.startsWith('Offline keyword match: ')).toBe(true);
    expect(rating.criteria.map((c) => [c.criterion, c.status])).toEqual([
      ['Payroll platform for finance teams', 'met'],
      ['Hiring software engineers', 'met'],
      ['Offices in Germany', 'not_met'],
    ]);
    expect(rating.decision).toBe('KEEP');
    // Each quote is on the page it names: fetched again here, outside the pipeline.
    for (const c of rating.criteria.filter((x) => x.quote)) {
      const html = await (await fetch(c.url ?? '')).text();
      expect(normaliseForQuote(html)).toContain(normaliseForQuote(c.quote ?? ''));
    }
  });

  it('warns loudly at start-up when private hosts are allowed, and only then', () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
    createResearchPipeline({ config: ctx.config, db: ctx.runtime.db, log, ai: ctx.runtime.ai });
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringMatching(/^RESEARCH_ALLOW_PRIVATE_HOSTS=1: .*FOR TESTS ONLY/) }),
    ]);
    lines.length = 0;
    createResearchPipeline({ config: { ...ctx.config, RESEARCH_ALLOW_PRIVATE_HOSTS: false }, db: ctx.runtime.db, log, ai: ctx.runtime.ai });
    expect(lines).toEqual([]);
  });

  it('identifies itself as LeadSiftBot with the address of this server', async () => {
    const seen: string[] = [];
    const site = farm.site('bakery');
    site.setPage('/menu', (req, res) => {
      seen.push(req.headers['user-agent'] ?? '');
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Sourdough loaf.</p>');
    });
    await ctx.runtime.siteResearcher.research({ url: `${site.url}/`, instructions: 'Our menu', enableWebSearch: false });
    expect(seen).toEqual([`LeadSiftBot/1.0 (+${ctx.config.BASE_URL}/bot)`]);
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('job paused'));
    await expect(
      ctx.runtime.siteResearcher.research({
        url: `${farm.site('acme').url}/?aborted`,
        instructions: 'x',
        enableWebSearch: false,
        signal: controller.signal,
      }),
    ).rejects.toThrow('job paused');
  });

  it('says when a site has little readable content', async () => {
    const outcome = await ctx.runtime.siteResearcher.research({
      url: `${farm.site('jsonly').url}/`,
      instructions: 'Payroll software',
      enableWebSearch: false,
    });
    expect(outcome).toMatchObject({ status: 'done', rating: { littleContent: true, decision: 'EXCLUDE' } });
    if (outcome.status === 'done') expect(outcome.rating.reasoning).toContain(LITTLE_CONTENT);
  });
});
