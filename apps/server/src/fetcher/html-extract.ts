import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

type LinkedomDocument = ReturnType<typeof parseHTML>['document'];
type LinkedomElement = ReturnType<LinkedomDocument['createElement']>;

/** What the visit keeps of one page: the readable parts and the links (for picking the next pages). */
export type ExtractedPage = {
  title: string;
  description: string;
  headings: string[];
  /** The main text (Readability's article; the body without menus, headers and footers when it finds none). */
  text: string;
  links: PageLink[];
};
export type PageLink = { href: string; text: string };
/** A page's readable parts without its links: what website analysis keeps. */
export type PageText = Omit<ExtractedPage, 'links'>;

const MAX_HEADINGS = 40;
const MAX_LINKS = 300;
const MAX_TEXT = 50_000;
/** Body text up to this length is taken as it is; longer pages go through Readability. */
const SHORT_PAGE_CHARS = 1_500;
/** Readability's article is used when it holds at least this much text (else the body text). */
const MIN_ARTICLE_CHARS = 200;
const CHROME = 'script, style, noscript, template, svg, iframe, nav, header, footer, aside, form, [role=navigation], [aria-hidden=true]';

/**
 * Parses untrusted HTML with linkedom (no scripts run, nothing fetched). The main text: the body without
 * nav/header/footer/aside/forms for a short page; Mozilla's Readability's article for a longer one, so menus,
 * sidebars, cookie banners and footers do not drown the content.
 */
export function extractPage(page: string, pageUrl: string): ExtractedPage {
  // linkedom reads a fragment without <html> as no document at all: give it one.
  const html = /<html[\s>]/i.test(page) ? page : `<!doctype html><html><body>${page}</body></html>`;
  const { document } = parseHTML(html);
  const title = clean(document.querySelector('title')?.textContent ?? '') || meta(document, 'og:title');
  const description = meta(document, 'description') || meta(document, 'og:description') || meta(document, 'twitter:description');

  const headings: string[] = [];
  for (const h of document.querySelectorAll('h1, h2, h3')) {
    const text = clean(h.textContent ?? '');
    if (text && !headings.includes(text)) headings.push(text);
    if (headings.length >= MAX_HEADINGS) break;
  }

  const links: PageLink[] = [];
  for (const a of document.querySelectorAll('a[href]')) {
    const href = resolve(a.getAttribute('href') ?? '', pageUrl);
    if (href) links.push({ href, text: clean(a.textContent ?? '').slice(0, 200) });
    if (links.length >= MAX_LINKS) break;
  }

  // The body without menus, header, footer, forms and scripts: enough for a short page, where Readability
  // (about 20 ms a page, as it retries with looser rules) has nothing to separate.
  for (const node of document.querySelectorAll(CHROME)) node.remove();
  const bodyText = blockText(innerText(document.body ?? document.documentElement));
  let text = bodyText;
  if (bodyText.length > SHORT_PAGE_CHARS) {
    try {
      const { document: fresh } = parseHTML(html);
      const article = new Readability(fresh as unknown as ConstructorParameters<typeof Readability>[0]).parse();
      const articleText = article?.content
        ? blockText(innerText(parseHTML(`<html><body>${article.content}</body></html>`).document.body))
        : '';
      if (articleText.length >= MIN_ARTICLE_CHARS) text = articleText;
    } catch {
      // A page Readability cannot read keeps the body text.
    }
  }
  return { title, description, headings, text: text.slice(0, MAX_TEXT), links };
}

function meta(document: LinkedomDocument, name: string): string {
  for (const el of document.querySelectorAll('meta')) {
    const key = (el.getAttribute('name') ?? el.getAttribute('property') ?? '').toLowerCase();
    if (key === name) return clean(el.getAttribute('content') ?? '');
  }
  return '';
}

/** Text with a line break after every block element (textContent runs paragraphs together). */
function innerText(root: LinkedomElement | null | undefined): string {
  if (!root) return '';
  for (const block of root.querySelectorAll('p, div, li, h1, h2, h3, h4, h5, h6, br, tr, section, article, td, dd, dt')) {
    block.append('\n');
  }
  return root.textContent ?? '';
}

function blockText(text: string): string {
  return text
    .split(/\n+/)
    .map((line) => clean(line))
    .filter(Boolean)
    .join('\n');
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function resolve(href: string, base: string): string | null {
  try {
    const url = new URL(href.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}
