import { extractPage, FetchError, type GuardedFetcher } from '../fetcher/index.ts';
import { pageKey, pickLinks } from './links.ts';
import type { PageCache, VisitedPage } from './page-cache.ts';
import type { FetchGate } from './politeness.ts';

export type ReadPage = Extract<VisitedPage, { status: 'ok' }>;
export type SiteVisit = { status: 'ok'; pages: ReadPage[]; requests: number } | { status: 'unreachable'; error: string; requests: number };

export type VisitDeps = { fetcher: GuardedFetcher; gate: FetchGate; cache: PageCache; maxPages: number };

/**
 * Reads the home page, then up to maxPages − 1 same-site pages picked from its links (links.ts), each from
 * the page cache when it is fresh, else through the guarded fetcher under the politeness gate. A home page
 * that cannot be read makes the site unreachable; a sub-page that cannot be read is left out.
 */
export async function visitSite(url: string, instructions: string, deps: VisitDeps, signal?: AbortSignal): Promise<SiteVisit> {
  let requests = 0;
  const onRequest = () => void requests++;
  const homeKey = keyOf(url);
  if (!homeKey) return { status: 'unreachable', error: `"${url.slice(0, 200)}" is not a valid web address`, requests };
  const home = (await deps.cache.get([homeKey])).get(homeKey) ?? (await fetchAndStore(homeKey, deps, onRequest, signal));
  if (home.status === 'failed') return { status: 'unreachable', error: home.error, requests };

  const picked = pickLinks(home.finalUrl, home.links, instructions, deps.maxPages - 1).filter(
    (u) => u !== homeKey && u !== keyOf(home.finalUrl),
  );
  const cached = await deps.cache.get(picked);
  const more = await Promise.all(picked.map((u) => cached.get(u) ?? fetchAndStore(u, deps, onRequest, signal)));
  const pages = [home, ...more.filter((p): p is ReadPage => p.status === 'ok')];
  return { status: 'ok', pages, requests };
}

async function fetchAndStore(url: string, deps: VisitDeps, onRequest: () => void, signal?: AbortSignal): Promise<VisitedPage> {
  const host = new URL(url).host;
  let page: VisitedPage;
  try {
    const doc = await deps.gate.run(host, () => deps.fetcher.fetchDocument(url, { ...(signal ? { signal } : {}), onRequest }), signal);
    const extracted =
      doc.contentType === 'text/plain'
        ? { title: '', description: '', headings: [], text: doc.body.trim().slice(0, 50_000), links: [] }
        : extractPage(doc.body, doc.url);
    page = { url, finalUrl: doc.url, status: 'ok', httpStatus: doc.status, ...extracted };
  } catch (err) {
    if (!(err instanceof FetchError)) throw err;
    page = { url, finalUrl: err.url || url, status: 'failed', httpStatus: err.status ?? null, error: err.message };
  }
  await deps.cache.put(page);
  return page;
}

/** The page-cache address of a website's home page (null: not a valid address). */
export function keyOf(url: string): string | null {
  try {
    return pageKey(new URL(url));
  } catch {
    return null;
  }
}
