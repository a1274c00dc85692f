import { describe, expect, it } from 'vitest';
import { extractPage } from './html-extract.ts';
import { sniffCharset } from './charset.ts';

// What website analysis reads of a page (guarded-fetch's fetchPage): the same linkedom + Readability extraction
// as the Research Agent's visits (site-research/units.test.ts covers links and long articles).
const page = `<!doctype html>
<html><head>
  <meta charset="utf-8">
  <title> Acme Payroll &amp; HR </title>
  <meta content="Payroll software for &quot;mid-sized&quot; companies" name="Description">
  <meta property="og:description" content="ignored because description exists">
  <style>body { color: red }</style>
  <script>var secret = "do not read";</script>
</head>
<body>
  <!-- a comment that should vanish -->
  <nav><a href="/">Home</a> <a href="/pricing">Pricing</a></nav>
  <h1>Run payroll in <em>minutes</em></h1>
  <p>Acme helps <b>finance teams</b> pay people&nbsp;on time.</p>
  <h2>Features</h2><ul><li>Tax filing</li><li>Benefits</li></ul>
  <h2>Features</h2>
  <h4>Not a heading we keep</h4>
  <noscript>Enable JavaScript</noscript>
  <svg><text>logo text</text></svg>
  <p>Caf&eacute; &#233; &#x1F600; Tr&oslash;ndelag &Aring;lesund &unknown;</p>
  <footer>© Acme · Imprint · Cookie settings</footer>
</body></html>`;

describe('reading a page for website analysis', () => {
  const result = extractPage(page, 'http://acme.test/');

  it('takes the title, the meta description and the h1–h3 headings once each', () => {
    expect(result.title).toBe('Acme Payroll & HR');
    expect(result.description).toBe('Payroll software for "mid-sized" companies');
    expect(result.headings).toEqual(['Run payroll in minutes', 'Features']);
  });

  it('keeps body text line by line, every HTML entity decoded, without menus, footers, scripts, styles, comments or svg', () => {
    expect(result.text).toContain('Acme helps finance teams pay people on time.');
    expect(result.text).toContain('Tax filing\nBenefits');
    expect(result.text).toContain('Café é 😀 Trøndelag Ålesund &unknown;');
    for (const hidden of ['do not read', 'color: red', 'comment', 'Enable JavaScript', 'logo text', 'Pricing', 'Cookie settings'])
      expect(result.text).not.toContain(hidden);
  });

  it('falls back to og tags and copes with unclosed scripts and missing parts', () => {
    const bare = extractPage(
      '<meta property="og:title" content="OG Title"><meta name=twitter:description content=Tweet><p>Hi</p><script>never',
      'http://x.test/',
    );
    expect(bare).toMatchObject({ title: 'OG Title', description: 'Tweet', headings: [], text: 'Hi' });
    expect(extractPage('', 'http://x.test/')).toMatchObject({ title: '', description: '', headings: [], text: '' });
  });

  it('sniffs a declared charset', () => {
    expect(sniffCharset('<meta charset="ISO-8859-1">')).toBe('iso-8859-1');
    expect(sniffCharset('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">')).toBe('windows-1252');
    expect(sniffCharset('<p>none</p>')).toBeUndefined();
  });
});
