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

const MAX_HEADINGS = 40;
const MAX_LINKS = 300;
const MAX_TEXT = 50_000;
const CHROME = 'script, style, noscript, template, svg, iframe, nav, header, footer, aside, form, [role=navigation], [aria-hidden=true]';

/**
 * Parses untrusted HTML with linkedom (no scripts run, nothing fetched) and takes the main text with
 * Mozilla's Readability, so menus, cookie banners and footers do not drown the content.
 */
export function extractPage(html: string, pageUrl: string): ExtractedPage {
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

  // Readability changes the document it reads: links and headings are taken first.
  let text = '';
  try {
    const article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], { charThreshold: 200 }).parse();
    if (article?.content) text = blockText(innerText(parseHTML(`<html><body>${article.content}</body></html>`).document.body));
  } catch {
    text = '';
  }
  if (text.length < 200) {
    // Too short for Readability to judge: the body without menus, header, footer and scripts instead.
    const { document: fresh } = parseHTML(html);
    for (const node of fresh.querySelectorAll(CHROME)) node.remove();
    const bodyText = blockText(innerText(fresh.body ?? fresh.documentElement));
    if (bodyText) text = bodyText;
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
