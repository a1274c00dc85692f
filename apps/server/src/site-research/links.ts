import type { PageLink } from '../fetcher/index.ts';

/**
 * Which same-site pages to read after the home page. Every link is scored by
 * - the kind of page its path or text names (about, product/solutions, pricing, customers, careers, contact):
 *   +2, and +5 more when the instructions ask about that kind (e.g. "hiring" → careers);
 * - each word of the instructions (4+ letters, not a stop word) in its path or text: +3;
 * - depth: −1 per path segment past the first; blog/news/press/legal paths −4.
 * Links to other sites, files (pdf, images, archives), log-in/sign-up/cart pages and the home page itself are
 * never picked. Ties keep the order of the page.
 */
const KINDS: Array<{ kind: string; link: RegExp; asked: RegExp }> = [
  {
    kind: 'about',
    link: /about|company|who-we-are|our-story|team|leadership/,
    asked: /\b(about|founded|headquarter|based in|located|history|size|employees|team|leadership|company)/,
  },
  {
    kind: 'product',
    link: /product|solution|service|platform|feature|what-we-do|offering|industr/,
    asked: /\b(product|solution|service|offer|sell|platform|software|feature|saas|industry|b2b)/,
  },
  { kind: 'pricing', link: /pricing|price|plans|cost/, asked: /\b(pric|cost|plan|budget|expensive|cheap|subscription|per month)/ },
  {
    kind: 'customers',
    link: /customer|client|case-stud|success|testimonial|portfolio/,
    asked: /\b(customer|client|case stud|reference|enterprise|serve|market)/,
  },
  {
    kind: 'careers',
    link: /career|jobs|hiring|join-us|work-with-us|vacanc/,
    asked: /\b(hiring|hire|job|career|recruit|open role|vacanc|headcount)/,
  },
  { kind: 'contact', link: /contact|locations|offices/, asked: /\b(contact|phone|email|office|address|location|country|region)/ },
];

const SKIP_PATH =
  /\.(pdf|jpe?g|png|gif|svg|webp|ico|zip|gz|rar|7z|docx?|xlsx?|pptx?|csv|mp[34]|mov|avi|exe|dmg|css|js|json|xml|rss)$|\/(login|log-in|signin|sign-in|signup|sign-up|register|cart|checkout|account|wp-admin|wp-login|feed)(\/|$)/i;
const LOW_VALUE = /\/(blog|news|press|posts?|articles?|legal|privacy|terms|cookies?|events?|tag|category|author)(\/|$)/i;
const STOP = new Set(
  'that with from have this they them their there which what when where will would should could must about into than then also only just more most some such very like keep exclude companies company website websites sites pages page does their'.split(
    ' ',
  ),
);

export function instructionWords(instructions: string): string[] {
  const words = instructions.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [];
  return [...new Set(words.filter((w) => !STOP.has(w)))];
}

/** The same site: one hostname, a leading "www." ignored; the scheme may change (http → https). */
export function sameSite(a: URL, b: URL): boolean {
  const host = (u: URL) => u.hostname.replace(/^www\./, '');
  return host(a) === host(b) && (a.port === b.port || (a.port === '' && b.port === '') || a.protocol !== b.protocol);
}

/** A URL as a key: no fragment, no trailing slash (except the root). */
export function pageKey(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  if (copy.pathname.length > 1) copy.pathname = copy.pathname.replace(/\/+$/, '');
  return copy.href;
}

export function pickLinks(homeUrl: string, links: readonly PageLink[], instructions: string, count: number): string[] {
  if (count <= 0) return [];
  const home = new URL(homeUrl);
  const asked = instructions.toLowerCase();
  const words = instructionWords(instructions);
  // One page however its link spells the host (www. or not) or the scheme.
  const samePage = (url: URL) => `${url.hostname.replace(/^www\./, '')}${new URL(pageKey(url)).pathname}${url.search}`;
  const seen = new Set([samePage(home)]);
  const scored: Array<{ url: string; score: number; order: number }> = [];
  links.forEach((link, order) => {
    let url: URL;
    try {
      url = new URL(link.href);
    } catch {
      return;
    }
    if (!sameSite(home, url) || SKIP_PATH.test(url.pathname)) return;
    const key = pageKey(url);
    if (seen.has(samePage(url))) return;
    seen.add(samePage(url));
    const path = decodeSafe(url.pathname).toLowerCase();
    const haystack = `${path} ${link.text.toLowerCase()}`;
    let score = 0;
    for (const kind of KINDS) {
      if (kind.link.test(haystack)) score += 2 + (kind.asked.test(asked) ? 5 : 0);
    }
    for (const word of words) if (haystack.includes(word)) score += 3;
    const depth = path.split('/').filter(Boolean).length;
    score -= Math.max(0, depth - 1);
    if (LOW_VALUE.test(path)) score -= 4;
    if (score > 0) scored.push({ url: key, score, order });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, count).map((s) => s.url);
}

function decodeSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
