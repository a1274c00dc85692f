/**
 * A fake web search server on 127.0.0.1 speaking both providers' APIs (site-research/search.ts):
 * - SearXNG: GET /search?q=…&format=json → { results: [{ title, url, content }] }
 * - Brave:   GET /res/v1/web/search?q=…&count=N with X-Subscription-Token → { web: { results: [{ title, url, description }] } }
 *   (a wrong or missing token answers 401).
 *
 *   const search = await startFakeSearch({ apiKey: 'k' });
 *   env: SEARCH_PROVIDER=searxng SEARCH_URL=search.url  |  SEARCH_PROVIDER=brave SEARCH_API_KEY=k SEARCH_URL=search.url
 *   search.queries; search.setResults((q) => […]); search.setStatus(500); await search.close();
 *
 * By default a query's first word (the website's host) gives two results: a news article on
 * https://news.example.com/{host} whose snippet says '{host} raised a Series B round to expand in Europe.',
 * and a directory entry.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeSearchResult = { title: string; url: string; snippet: string };
export type FakeSearch = {
  url: string;
  queries: Array<{ provider: 'searxng' | 'brave'; q: string }>;
  setResults(fn: (q: string) => FakeSearchResult[]): void;
  /** Answer every request with this HTTP status (null: normal answers). */
  setStatus(status: number | null): void;
  close(): Promise<void>;
};

export function defaultSearchResults(q: string): FakeSearchResult[] {
  const host = q.split(' ')[0] ?? q;
  return [
    {
      title: `${host} raises Series B`,
      url: `https://news.example.com/${host}`,
      snippet: `<strong>${host}</strong> raised a Series B round to expand in Europe.`,
    },
    { title: `${host} – company profile`, url: `https://directory.example.org/${host}`, snippet: `${host}: 120 employees, founded 2015.` },
  ];
}

export async function startFakeSearch(options: { apiKey?: string } = {}): Promise<FakeSearch> {
  let results = defaultSearchResults;
  let status: number | null = null;
  const queries: FakeSearch['queries'] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-search');
    const q = url.searchParams.get('q') ?? '';
    const send = (code: number, body: unknown) => {
      res.writeHead(code, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/search') {
      queries.push({ provider: 'searxng', q });
      if (status) return send(status, { error: 'fake failure' });
      if (url.searchParams.get('format') !== 'json') return send(403, { error: 'format not allowed' });
      return send(200, { query: q, results: results(q).map((r) => ({ title: r.title, url: r.url, content: r.snippet, engine: 'fake' })) });
    }
    if (url.pathname === '/res/v1/web/search') {
      queries.push({ provider: 'brave', q });
      if (options.apiKey && req.headers['x-subscription-token'] !== options.apiKey) return send(401, { error: 'bad token' });
      if (status) return send(status, { error: 'fake failure' });
      const count = Number(url.searchParams.get('count') ?? 20);
      const web = results(q)
        .slice(0, count)
        .map((r) => ({ title: r.title, url: r.url, description: r.snippet }));
      return send(200, { type: 'search', web: { type: 'search', results: web } });
    }
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    queries,
    setResults(fn) {
      results = fn;
    },
    setStatus(code) {
      status = code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
