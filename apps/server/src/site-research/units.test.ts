import { describe, expect, it } from 'vitest';
import { acmeHome } from '../test/website-farm-sites.ts';
import { splitCriteria, verifyCriteria } from './criteria.ts';
import { extractPage } from '../fetcher/index.ts';
import { pickLinks } from './links.ts';
import { createFetchGate } from './politeness.ts';
import { buildResearchPrompt, PAGE_TEXT_BUDGET, readResearchAnswer } from './rate-prompt.ts';

describe('extractPage', () => {
  it('keeps title, description, headings and the main text; drops menus, header and footer', () => {
    const page = extractPage(acmeHome, 'http://acme.test/');
    expect(page.title).toBe('Acme Payroll – payroll software for growing teams');
    expect(page.description).toMatch(/^Acme Payroll runs payroll/);
    expect(page.headings).toEqual(['Payroll that runs itself', 'Explore']);
    expect(page.text).toContain('Acme Payroll is the cloud payroll and HR platform');
    expect(page.text).not.toMatch(/Log in|Start free trial|All rights reserved|Cookie settings/);
    expect(page.links).toContainEqual({ href: 'http://acme.test/pricing', text: 'Pricing' });
    expect(page.links.some((l) => l.href.startsWith('mailto:'))).toBe(false);
  });

  it('takes the article of a long page with Readability, leaving sidebars and widgets out', () => {
    const paragraph = (i: number) =>
      `<p>Paragraph ${i}: Northwind builds warehouse robots for grocery chains, and every robot is serviced by our own engineers, who visit each site twice a year.</p>`;
    const html = `<html><head><title>Northwind</title></head><body>
<div class="sidebar widget"><h4>Related</h4><a href="/a">Cheap watches</a> <a href="/b">Win a cruise</a> <a href="/c">Top 10 gadgets</a></div>
<div id="content"><article><h1>Our robots</h1>${Array.from({ length: 14 }, (_, i) => paragraph(i)).join('\n')}</article></div>
<div class="comments">Comment by spam-bot: visit cheap-watches dot com</div></body></html>`;
    const page = extractPage(html, 'http://northwind.test/');
    expect(page.text).toContain('Paragraph 13: Northwind builds warehouse robots');
    expect(page.text).not.toMatch(/Cheap watches|Win a cruise|spam-bot/);
  });

  it('reads a page without an article, and an empty JavaScript shell, without running scripts', () => {
    const page = extractPage(
      '<html><body><nav>Menu</nav><p>Short words.</p><script>globalThis.ran = 1</script></body></html>',
      'http://x.test/',
    );
    expect(page.text).toBe('Short words.');
    expect((globalThis as { ran?: number }).ran).toBeUndefined();
    expect(extractPage('<div id="root"></div>', 'http://x.test/').text).toBe('');
  });
});

describe('pickLinks', () => {
  const links = extractPage(acmeHome, 'http://acme.test/').links;

  it('picks the pages the instructions ask about first, then the usual company pages', () => {
    const picked = pickLinks('http://acme.test/', links, 'Must be hiring; show prices', 3);
    expect(picked.slice(0, 2).sort()).toEqual(['http://acme.test/careers', 'http://acme.test/pricing']);
    expect(picked[2]).toBe('http://acme.test/about');
    expect(pickLinks('http://acme.test/', links, 'Who are their customers?', 1)).toEqual(['http://acme.test/customers']);
  });

  it('treats www. and an http → https move as the same site, other subdomains and ports as other sites', () => {
    const links = [
      { href: 'https://www.acme.test/pricing', text: 'Pricing' },
      { href: 'http://blog.acme.test/careers', text: 'Careers' },
      { href: 'http://acme.test:8080/about', text: 'About' },
      { href: 'http://acme.test/pricing/', text: 'Pricing again' },
    ];
    expect(pickLinks('http://acme.test/', links, 'pricing careers about', 5)).toEqual(['https://www.acme.test/pricing']);
    expect(pickLinks('http://www.acme.test/', [{ href: 'https://acme.test/', text: 'Home' }], 'home', 5)).toEqual([]);
  });

  it('never picks other sites, files, log-in pages, blog posts or the home page', () => {
    const picked = pickLinks('http://acme.test/', links, 'anything', 20);
    expect(picked).not.toContain('http://acme.test/');
    expect(picked.some((u) => /partner\.example|brochure|login|signup|picnic|legal/.test(u))).toBe(false);
    expect(pickLinks('http://acme.test/', links, 'x', 0)).toEqual([]);
  });
});

describe('criteria', () => {
  it('splits instructions on lines, bullets, semicolons and sentences', () => {
    expect(splitCriteria('- B2B SaaS\n2) Over 50 employees; hiring. Based in the EU.')).toEqual([
      'B2B SaaS',
      'Over 50 employees',
      'hiring.',
      'Based in the EU.',
    ]);
    expect(splitCriteria('Payroll software companies')).toEqual(['Payroll software companies']);
    expect(splitCriteria(Array.from({ length: 14 }, (_, i) => `c${i}`).join('\n'))).toHaveLength(10);
  });

  it('keeps a quote found verbatim (case and whitespace aside) on the page it names, drops the rest', () => {
    const sources = [{ url: 'https://a.test/pricing', text: 'Core plan: $6 per employee\n per month.' }];
    const checked = verifyCriteria(
      ['pricing', 'wrong page', 'made up', 'no quote met', 'no quote not met'],
      [
        { status: 'met', quote: 'core PLAN: $6 per   employee per month', url: 'https://a.test/pricing/' },
        { status: 'met', quote: 'Core plan', url: 'https://a.test/' },
        { status: 'not_met', quote: 'We only serve Germany', url: 'https://a.test/pricing' },
        { status: 'met', quote: null, url: null },
        { status: 'not_met', quote: null, url: null },
      ],
      sources,
    );
    expect(checked.map((c) => [c.status, c.url])).toEqual([
      ['met', 'https://a.test/pricing'],
      ['unknown', null],
      ['unknown', null],
      ['unknown', null],
      ['not_met', null],
    ]);
    expect(checked[0]?.quote).toBe('core PLAN: $6 per   employee per month');
  });
});

describe('rating prompt', () => {
  it('never sends more than the page text budget, split across pages', () => {
    const big = (url: string) => ({ url, title: 't', description: 'd', headings: [], text: 'x'.repeat(20_000) });
    const prompt = buildResearchPrompt({
      url: 'https://a.test/',
      instructions: 'i',
      criteria: ['i'],
      pages: [big('https://a.test/'), { ...big('https://a.test/about'), text: 'short' }, big('https://a.test/pricing')],
      search: [],
      littleContent: false,
    });
    expect((prompt.match(/x/g) ?? []).length).toBeLessThanOrEqual(PAGE_TEXT_BUDGET);
    expect((prompt.match(/x/g) ?? []).length).toBeGreaterThan(PAGE_TEXT_BUDGET - 10);
  });

  it('reads an answer leniently: scores clamped, unknown numbers dropped; no verdict → null', () => {
    const answer = readResearchAnswer(
      {
        decision: 'KEEP',
        qualityRanking: 'GOOD',
        bonusScore: 250,
        relevanceScore: -3,
        reasoning: ' ok ',
        criteria: [
          { number: 2, status: 'met', quote: 'q', url: 'u' },
          { number: 9, status: 'met', quote: 'q', url: 'u' },
        ],
      },
      2,
    );
    expect(answer).toEqual({
      decision: 'KEEP',
      qualityRanking: 'GOOD',
      bonusScore: 99,
      relevanceScore: 0,
      reasoning: 'ok',
      criteria: [undefined, { status: 'met', quote: 'q', url: 'u' }],
    });
    expect(readResearchAnswer({ decision: 'MAYBE', qualityRanking: 'GOOD' }, 1)).toBeNull();
  });
});

describe('createFetchGate', () => {
  it('allows 2 tasks per host and the total across hosts', async () => {
    const gate = createFetchGate({ perHost: 2, total: 3 });
    const open = new Map<string, number>();
    let peak = 0;
    const peaks = new Map<string, number>();
    const task = (host: string) =>
      gate.run(host, async () => {
        open.set(host, (open.get(host) ?? 0) + 1);
        peaks.set(host, Math.max(peaks.get(host) ?? 0, open.get(host) ?? 0));
        peak = Math.max(
          peak,
          [...open.values()].reduce((a, b) => a + b, 0),
        );
        await new Promise((r) => setTimeout(r, 5));
        open.set(host, (open.get(host) ?? 1) - 1);
      });
    await Promise.all([...Array(6).keys()].flatMap(() => [task('a'), task('b')]));
    expect(Math.max(...peaks.values())).toBe(2);
    expect(peak).toBe(3);
    expect(gate.active).toBe(0);
  });
});
