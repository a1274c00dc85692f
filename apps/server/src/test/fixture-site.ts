/**
 * Fixture websites on 127.0.0.1 for the fetcher, website analysis and the Research Agent (docs/development.md#testing-rules).
 * Visiting them needs RESEARCH_ALLOW_PRIVATE_HOSTS=1 (or allowPrivateHosts in the fetcher).
 *
 *   const site = await startFixtureSite({
 *     '/': { body: '<title>Acme</title>…' },                           // 200 text/html
 *     '/old': { status: 301, headers: { location: '/' } },
 *     '/robots.txt': { body: 'User-agent: *\nDisallow: /private', type: 'text/plain' },
 *     '/slow': { hang: true },                                           // never answers
 *   });
 *   site.url; site.requests; await site.close();
 *
 * Unknown paths answer 404. `body` may be a string or bytes; `type` defaults to 'text/html; charset=utf-8'.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FixtureRoute = {
  status?: number;
  type?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Keep the request open without answering. */
  hang?: boolean;
};
export type FixtureRoutes = Record<string, FixtureRoute | ((req: IncomingMessage, res: ServerResponse) => void)>;

export type FixtureSite = {
  /** http://127.0.0.1:{port} */
  url: string;
  port: number;
  /** Paths requested, in order (query strings included). */
  requests: string[];
  setRoute(path: string, route: FixtureRoutes[string]): void;
  close(): Promise<void>;
};

export async function startFixtureSite(routes: FixtureRoutes = {}): Promise<FixtureSite> {
  const table: FixtureRoutes = { ...routes };
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const route = table[path] ?? table[path.split('?')[0] ?? path];
    if (typeof route === 'function') return route(req, res);
    if (!route) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    if (route.hang) return;
    res.writeHead(route.status ?? 200, { 'content-type': route.type ?? 'text/html; charset=utf-8', ...route.headers });
    res.end(route.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    setRoute(path, route) {
      table[path] = route;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A small company homepage, for website analysis tests. */
export const companyHomepage = `<!doctype html><html lang="en"><head>
<title>Acme Payroll – payroll software for growing teams</title>
<meta name="description" content="Acme Payroll runs payroll, tax filing and benefits for companies with 20 to 500 employees.">
</head><body>
<nav><a href="/">Home</a><a href="/pricing">Pricing</a></nav>
<h1>Payroll that runs itself</h1>
<p>Acme Payroll is the payroll and HR platform for finance teams and HR managers at mid-sized companies.</p>
<h2>Automatic tax filing</h2><p>We file payroll taxes in every state.</p>
<h2>Benefits administration</h2><p>Health, dental and retirement plans in one place.</p>
</body></html>`;
