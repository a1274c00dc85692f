/**
 * A local website farm for the Research Agent (ADR 0019): many small websites, each on its own loopback
 * address (127.0.0.2, 127.0.0.3, …; Linux routes all of 127/8 to lo), one tiny HTTP server per site.
 * Visiting them needs RESEARCH_ALLOW_PRIVATE_HOSTS=1 (or a fetcher whose guard is told they are public).
 *
 *   const farm = await startWebsiteFarm([acmeSite(), { name: 'gone', pages: { '/': { status: 404 } } }]);
 *   farm.site('acme').url;           // http://127.0.0.2:{port}  (no trailing slash)
 *   farm.site('acme').requests;      // paths requested, in order
 *   farm.site('acme').maxInFlight;   // most requests open at once
 *   farm.totalRequests(); farm.maxInFlight; farm.reset(); await farm.close();
 *
 * A page is { status, type, headers, body, hang, latencyMs } or a handler (req, res). Unknown paths answer
 * 404. A site's latencyMs (a number or [min, max], drawn per request from a seeded generator) delays every
 * answer; a page's own latencyMs wins. `ip` pins a site to an address (e.g. 127.0.0.1 or ::1 for SSRF tests).
 * For a benchmark, `startWebsiteFarm(companySites(1000), { latencyMs: [100, 300] })` serves 1,000 sites from
 * this one process (1,000 listening sockets on 127.0.0.2 … 127.0.3.235).
 *
 * CLI (a farm in its own process, e.g. for a benchmark whose server runs elsewhere):
 * `node apps/server/src/test/website-farm.ts --sites 1000 --latency 100-300` prints one line of JSON
 * `{"urls":["http://127.0.0.2:…/", …]}` once listening; SIGTERM prints `{"requests":N}` and exits.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { seededRandom } from './fake-llm-answers.ts';
import { companySites } from './website-farm-sites.ts';

export type FarmPage = {
  status?: number;
  type?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Never answer (the client gives up). */
  hang?: boolean;
  latencyMs?: number;
};
export type FarmHandler = (req: IncomingMessage, res: ServerResponse) => void;
export type Latency = number | readonly [number, number];

export type FarmSiteSpec = {
  name: string;
  pages: Record<string, FarmPage | FarmHandler>;
  latencyMs?: Latency;
  /** Listen on this address instead of the next free 127.0.0.x. */
  ip?: string;
};

export type FarmSite = {
  name: string;
  ip: string;
  port: number;
  /** http://{ip}:{port} — IPv6 addresses in brackets. */
  url: string;
  /** {ip}:{port} as a URL's host. */
  host: string;
  /** Paths requested (query included), in order. */
  requests: string[];
  readonly inFlight: number;
  readonly maxInFlight: number;
  setPage(path: string, page: FarmPage | FarmHandler): void;
};

export type WebsiteFarm = {
  sites: FarmSite[];
  site(name: string): FarmSite;
  totalRequests(): number;
  /** Most requests open at once over all sites. */
  readonly maxInFlight: number;
  /** Clears every site's requests and maxInFlight. */
  reset(): void;
  close(): Promise<void>;
};

export type FarmOptions = {
  /** Default latency of every site (a site's own wins). */
  latencyMs?: Latency;
  /** Index of the first automatic address: 2 → 127.0.0.2. */
  firstAddress?: number;
  seed?: number;
};

/** The nth loopback address from 127.0.0.0 (n = 2 → 127.0.0.2, n = 258 → 127.0.1.2). */
export function loopbackAddress(n: number): string {
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function startWebsiteFarm(specs: readonly FarmSiteSpec[], options: FarmOptions = {}): Promise<WebsiteFarm> {
  const random = seededRandom(options.seed ?? 7);
  const servers: Server[] = [];
  const sites: FarmSite[] = [];
  let next = options.firstAddress ?? 2;
  const total = { inFlight: 0, maxInFlight: 0 };
  try {
    for (const spec of specs) {
      let ip = spec.ip;
      if (!ip) {
        // Skip x.x.x.0 and x.x.x.255, which some tools treat specially.
        while ((next & 255) === 0 || (next & 255) === 255) next++;
        ip = loopbackAddress(next++);
      }
      const { server, site } = await startSite(spec, ip, spec.latencyMs ?? options.latencyMs, random, total);
      servers.push(server);
      sites.push(site);
    }
  } catch (err) {
    await Promise.all(servers.map(closeServer));
    throw err;
  }
  const byName = new Map(sites.map((s) => [s.name, s]));
  return {
    sites,
    site(name) {
      const site = byName.get(name);
      if (!site) throw new Error(`no farm site named ${name}`);
      return site;
    },
    totalRequests: () => sites.reduce((sum, s) => sum + s.requests.length, 0),
    get maxInFlight() {
      return total.maxInFlight;
    },
    reset() {
      total.maxInFlight = total.inFlight;
      for (const site of sites) (site as unknown as { reset(): void }).reset();
    },
    close: () => Promise.all(servers.map(closeServer)).then(() => undefined),
  };
}

async function startSite(
  spec: FarmSiteSpec,
  ip: string,
  latency: Latency | undefined,
  random: () => number,
  total: { inFlight: number; maxInFlight: number },
): Promise<{ server: Server; site: FarmSite }> {
  const pages = { ...spec.pages };
  const requests: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const delay = (page: FarmPage | undefined): number => {
    if (page?.latencyMs !== undefined) return page.latencyMs;
    if (latency === undefined) return 0;
    if (typeof latency === 'number') return latency;
    const [min, max] = latency;
    return Math.round(min + random() * (max - min));
  };
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    total.inFlight++;
    total.maxInFlight = Math.max(total.maxInFlight, total.inFlight);
    res.on('close', () => {
      inFlight--;
      total.inFlight--;
    });
    const route = pages[path] ?? pages[path.split('?')[0] ?? path];
    const answer = () => {
      if (typeof route === 'function') return route(req, res);
      if (!route) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      if (route.hang) return;
      res.writeHead(route.status ?? 200, { 'content-type': route.type ?? 'text/html; charset=utf-8', ...route.headers });
      res.end(route.body ?? '');
    };
    const ms = delay(typeof route === 'function' ? undefined : route);
    if (ms > 0) setTimeout(answer, ms);
    else answer();
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, ip, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = `${ip.includes(':') ? `[${ip}]` : ip}:${port}`;
  const site = {
    name: spec.name,
    ip,
    port,
    url: `http://${host}`,
    host,
    requests,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    setPage(path: string, page: FarmPage | FarmHandler) {
      pages[path] = page;
    },
    reset() {
      requests.length = 0;
      maxInFlight = inFlight;
    },
  };
  return { server, site };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      sites: { type: 'string', default: '100' },
      latency: { type: 'string', default: '0' },
      first: { type: 'string', default: '2' },
    },
  });
  const [min, max] = values.latency.split('-').map(Number);
  const latencyMs: Latency = max === undefined ? (min ?? 0) : [min ?? 0, max];
  const farm = await startWebsiteFarm(companySites(Number(values.sites)), { latencyMs, firstAddress: Number(values.first) });
  console.log(JSON.stringify({ urls: farm.sites.map((s) => `${s.url}/`) }));
  const stop = () => {
    console.log(JSON.stringify({ requests: farm.totalRequests() }));
    void farm.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
