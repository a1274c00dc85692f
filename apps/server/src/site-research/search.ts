import type { Config } from '../config.ts';

/** A web search hit as it joins the evidence. */
export type SearchResult = { title: string; url: string; snippet: string };

export type SearchProvider = {
  name: 'searxng' | 'brave';
  search(query: string, options?: { signal?: AbortSignal; count?: number }): Promise<SearchResult[]>;
};

export class SearchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchError';
  }
}

const SEARCH_TIMEOUT_MS = 10_000;
export const BRAVE_API_URL = 'https://api.search.brave.com';

/**
 * The configured provider, or null (web search unavailable):
 * - searxng: `${SEARCH_URL}/search?q=…&format=json` (the instance must allow the json format);
 * - brave: `${SEARCH_URL ?? https://api.search.brave.com}/res/v1/web/search?q=…` with X-Subscription-Token: SEARCH_API_KEY.
 * The search server is the operator's, not the user's, so it is called directly (not through the SSRF guard).
 */
export function createSearchProvider(
  config: Pick<Config, 'SEARCH_PROVIDER' | 'SEARCH_URL' | 'SEARCH_API_KEY'>,
  fetchImpl: typeof fetch = fetch,
): SearchProvider | null {
  if (config.SEARCH_PROVIDER === 'searxng' && config.SEARCH_URL) {
    const base = config.SEARCH_URL.replace(/\/+$/, '');
    return {
      name: 'searxng',
      async search(query, options = {}) {
        const url = `${base}/search?${new URLSearchParams({ q: query, format: 'json' })}`;
        const body = await getJson(fetchImpl, url, { accept: 'application/json' }, options.signal);
        const results = isRecord(body) && Array.isArray(body.results) ? body.results : [];
        return results.slice(0, options.count ?? 5).flatMap((r) => toResult(r, 'content'));
      },
    };
  }
  if (config.SEARCH_PROVIDER === 'brave' && config.SEARCH_API_KEY) {
    const base = (config.SEARCH_URL ?? BRAVE_API_URL).replace(/\/+$/, '');
    const key = config.SEARCH_API_KEY;
    return {
      name: 'brave',
      async search(query, options = {}) {
        const count = options.count ?? 5;
        const url = `${base}/res/v1/web/search?${new URLSearchParams({ q: query, count: String(count) })}`;
        const body = await getJson(fetchImpl, url, { accept: 'application/json', 'x-subscription-token': key }, options.signal);
        const web = isRecord(body) && isRecord(body.web) && Array.isArray(body.web.results) ? body.web.results : [];
        return web.slice(0, count).flatMap((r) => toResult(r, 'description'));
      },
    };
  }
  return null;
}

/** The query for one website: its host and what to look for (webSearchInstructions, else the instructions). */
export function searchQuery(url: string, instructions: string, webSearchInstructions?: string | null): string {
  let host = url;
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    // keep the raw value
  }
  const what = (webSearchInstructions?.trim() || instructions).replace(/\s+/g, ' ').trim();
  return `${host} ${what}`.slice(0, 300);
}

async function getJson(fetchImpl: typeof fetch, url: string, headers: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(SEARCH_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetchImpl(url, { headers, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (err) {
    if (signal?.aborted) throw signal.reason ?? err;
    throw new SearchError(timeout.aborted ? 'the search provider did not answer in time' : 'the search provider could not be reached');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new SearchError(`the search provider answered HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new SearchError('the search provider sent an answer that is not JSON');
  }
}

function toResult(value: unknown, snippetField: 'content' | 'description'): SearchResult[] {
  if (!isRecord(value) || typeof value.url !== 'string') return [];
  const text = (v: unknown) =>
    typeof v === 'string'
      ? v
          .replace(/<[^>]*>/g, '')
          .replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/\s+/g, ' ')
          .trim()
      : '';
  return [{ title: text(value.title).slice(0, 300), url: value.url.slice(0, 2000), snippet: text(value[snippetField]).slice(0, 1000) }];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
