import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm.ts';
import { createTestUser, type TestUser } from '../../test/factories.ts';
import { companyHomepage, startFixtureSite, type FixtureSite } from '../../test/fixture-site.ts';
import { createTestApp, type TestContext } from '../../test/test-runtime.ts';
import { normaliseWebsiteUrl } from './website.service.ts';

const columns = ['Industry', 'Job Title', 'Country'];

describe('normaliseWebsiteUrl', () => {
  it('prepends https:// when no scheme is present and keeps one that is', () => {
    expect(normaliseWebsiteUrl('  acme.com/about ')).toBe('https://acme.com/about');
    expect(normaliseWebsiteUrl('http://acme.com')).toBe('http://acme.com');
    expect(normaliseWebsiteUrl('HTTPS://acme.com')).toBe('HTTPS://acme.com');
    expect(() => normaliseWebsiteUrl('   ')).toThrow('Please enter a website URL');
  });
});

describe('POST /api/analyze-website-context', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startFixtureSite({
      '/': { body: companyHomepage },
      '/blank': { body: '<html><head></head><body>   </body></html>' },
      '/gone': { status: 404, body: 'gone' },
    });
  });
  afterAll(() => site.close());

  const analyze = (ctx: TestContext, user: TestUser | null, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/analyze-website-context',
      payload: payload as object,
      ...(user ? { headers: user.headers } : {}),
    });

  describe('offline (no AI model configured)', () => {
    let ctx: TestContext;
    let user: TestUser;
    beforeAll(async () => {
      ctx = await createTestApp({ work: false, env: { RESEARCH_ALLOW_PRIVATE_HOSTS: '1' } });
      user = await createTestUser(ctx);
    });
    afterAll(() => ctx.close());

    it('needs a signed-in user', async () => {
      expect((await analyze(ctx, null, { url: site.url, selectedColumns: columns })).statusCode).toBe(401);
    });

    it('summarises the page from its own words, labelled offline, with an example per column', async () => {
      const res = await analyze(ctx, user, { url: `${site.url}/`, selectedColumns: columns });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.offline).toBe(true);
      expect(body.context).toMatch(/^Offline summary \(no AI model configured\): Acme Payroll – payroll software for growing teams\./);
      expect(body.context).toContain('Automatic tax filing');
      expect(body.columnExamples['Job Title']).toMatch(/^keep: CEO/);
      expect(body.columnExamples.Country).toMatch(/^keep: /);
      expect(body.columnExamples.Industry).toContain('payroll');
    });

    it.each([{ url: '' }, { url: '   ' }, {}])('asks for a URL when none is given (%j)', async (payload) => {
      const res = await analyze(ctx, user, { ...payload, selectedColumns: columns });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Please enter a website URL' });
    });

    it('visits https:// when the address has no scheme', async () => {
      // The fixture speaks plain HTTP, so an https visit fails the TLS handshake — proof of the prefix.
      const res = await analyze(ctx, user, { url: `127.0.0.1:${site.port}/`, selectedColumns: columns });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toMatch(/^Failed to analyze website: /);
    });

    it('says so when the page has no readable content', async () => {
      const res = await analyze(ctx, user, { url: `${site.url}/blank`, selectedColumns: columns });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: 'No context could be extracted from the website' });
    });

    it('reports a site that answers with an error status', async () => {
      const res = await analyze(ctx, user, { url: `${site.url}/gone`, selectedColumns: columns });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe(`Failed to analyze website: 127.0.0.1:${site.port} answered HTTP 404`);
    });
  });

  describe('SSRF guard on (the default)', () => {
    let ctx: TestContext;
    let user: TestUser;
    beforeAll(async () => {
      ctx = await createTestApp({ work: false });
      user = await createTestUser(ctx);
    });
    afterAll(() => ctx.close());

    it.each(['http://127.0.0.1:{port}/', 'http://localhost:{port}/', 'http://169.254.169.254/latest/meta-data/'])(
      'refuses %s',
      async (template) => {
        site.requests.length = 0;
        const res = await analyze(ctx, user, { url: template.replace('{port}', String(site.port)), selectedColumns: columns });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatch(/^Failed to analyze website: .* is a private or reserved address/);
        expect(site.requests).toEqual([]);
      },
    );
  });

  describe('with the fake OpenAI-compatible model', () => {
    let fake: FakeLlm;
    let ctx: TestContext;
    let user: TestUser;
    beforeAll(async () => {
      fake = await startFakeLlm({ apiKey: 'fake-key' });
      ctx = await createTestApp({
        work: false,
        env: {
          AI_PROVIDER: 'openai-compatible',
          AI_BASE_URL: fake.baseUrl,
          AI_API_KEY: 'fake-key',
          AI_MODEL: 'fake-model',
          RESEARCH_ALLOW_PRIVATE_HOSTS: '1',
        },
      });
      user = await createTestUser(ctx);
    });
    afterAll(async () => {
      await ctx.close();
      await fake.close();
    });

    it('sends the page text to the model and answers its context and column examples', async () => {
      fake.reset();
      const res = await analyze(ctx, user, { url: `${site.url}/`, selectedColumns: columns });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        context: 'Fake summary of Acme Payroll – payroll software for growing teams',
        columnExamples: { Industry: 'keep: industry', 'Job Title': 'keep: job title', Country: 'keep: country' },
        offline: false,
        url: `${site.url}/`,
      });
      expect(fake.calls).toHaveLength(1);
      expect(fake.calls[0]?.kind).toBe('website');
      expect(fake.calls[0]?.prompt).toContain('Benefits administration');
    });

    it('reports a model that keeps failing', async () => {
      fake.reset();
      fake.setFaults(['error500', 'error500']);
      const res = await analyze(ctx, user, { url: `${site.url}/`, selectedColumns: columns });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toMatch(/^Failed to analyze website: the AI model is not available right now/);
      expect(fake.calls).toHaveLength(2);
    });

    it('reports a rejected key without retrying', async () => {
      fake.reset();
      fake.setFaults(['unauthorized']);
      const res = await analyze(ctx, user, { url: `${site.url}/`, selectedColumns: columns });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toMatch(/^Failed to analyze website: The AI provider rejected the API key \(401\)/);
      expect(res.body).not.toContain('fake-key');
      expect(fake.calls).toHaveLength(1);
    });
  });
});
