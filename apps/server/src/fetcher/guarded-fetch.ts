import type { lookup as dnsLookup } from 'node:dns';
import { Agent, fetch, type Response } from 'undici';
import { FetchError, toFetchError } from './errors.ts';
import { extractPage, type PageText } from './html-extract.ts';
import { sniffCharset } from './charset.ts';
import { assertAllowedLiteral, guardedLookup, isBlockedAddress } from './ip-guard.ts';
import { parseRobots, RobotsCache, robotsAllows, type RobotsPolicy } from './robots.ts';

export type GuardedFetcherOptions = {
  /** Skip the SSRF guard (RESEARCH_ALLOW_PRIVATE_HOSTS=1, tests). */
  allowPrivateHosts?: boolean;
  /** Whole visit, redirects and robots.txt included (default 15 s). */
  timeoutMs?: number;
  /** Bytes read of a body, after decompression; the rest is dropped (default 2 MiB). */
  maxBytes?: number;
  maxRedirects?: number;
  respectRobots?: boolean;
  /** The robots.txt product token (default LeadSiftBot). */
  productToken?: string;
  /** The User-Agent header (default `LeadSiftBot/1.0`); see leadSiftUserAgent. */
  userAgent?: string;
  /** DNS resolver (tests map names to 127.0.0.1). */
  lookup?: typeof dnsLookup;
  /** Which addresses the guard refuses (default isBlockedAddress; tests treat 127.0.0.1 as public). */
  isBlocked?: (address: string) => boolean;
};

export type FetchedText = { url: string; status: number; contentType: string; body: string; truncated: boolean; redirects: string[] };
export type FetchedPage = Omit<FetchedText, 'body'> & PageText;
export type FetchCallOptions = {
  signal?: AbortSignal;
  /** Called before every HTTP request of the call: robots.txt, each redirect hop, the page. */
  onRequest?: (url: string) => void;
};

/** Our User-Agent: the product token site owners name in robots.txt, and a page about the bot. */
export function leadSiftUserAgent(baseUrl: string): string {
  return `LeadSiftBot/1.0 (+${baseUrl.replace(/\/+$/, '')}/bot)`;
}

export type GuardedFetcher = {
  /** GET with every guard; any status is returned (robots, SSRF, redirect, timeout failures throw FetchError). */
  fetchText(url: string, options?: FetchCallOptions): Promise<FetchedText>;
  /** An HTML or text page as readable text; a non-2xx status or another content type throws FetchError. */
  fetchPage(url: string, options?: FetchCallOptions): Promise<FetchedPage>;
  /** An HTML or text document, raw: a non-2xx status, another content type or a body past maxBytes throws FetchError. */
  fetchDocument(url: string, options?: FetchCallOptions): Promise<FetchedText>;
  close(): Promise<void>;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const PAGE_TYPES = /^(text\/html|application\/xhtml\+xml|text\/plain)$/;
const ROBOTS_MAX_BYTES = 512 * 1024;

export function createGuardedFetcher(options: GuardedFetcherOptions = {}): GuardedFetcher {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const productToken = options.productToken ?? 'LeadSiftBot';
  const respectRobots = options.respectRobots ?? true;
  const guard = !options.allowPrivateHosts;
  const robotsCache = new RobotsCache();
  const headers = {
    'user-agent': options.userAgent ?? `${productToken}/1.0`,
    accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8,*/*;q=0.1',
    'accept-language': 'en;q=0.9,*;q=0.5',
  };
  // The connection resolves through the guard, so the address connected to is the address checked.
  const isBlocked = options.isBlocked ?? isBlockedAddress;
  const lookup = guard ? guardedLookup(options.lookup, isBlocked) : options.lookup;
  const agent = new Agent({
    connect: { timeout: timeoutMs, ...(lookup ? { lookup } : {}) },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });

  async function get(
    start: URL,
    signal: AbortSignal,
    checkRobots: boolean,
    onRequest?: (url: string) => void,
  ): Promise<{ response: Response; url: URL; redirects: string[] }> {
    let url = start;
    const redirects: string[] = [];
    for (let hop = 0; ; hop++) {
      checkUrl(url);
      if (checkRobots && !robotsAllows(await robotsFor(url, signal, onRequest), url.pathname + url.search)) {
        throw new FetchError('robots', `robots.txt of ${url.host} does not allow visiting ${url.pathname}`, url.href);
      }
      onRequest?.(url.href);
      const response = await fetch(url, { dispatcher: agent, redirect: 'manual', signal, headers }).catch((err: unknown) => {
        throw signal.aborted ? abortError(signal, url) : toFetchError(err, url);
      });
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location) return { response, url, redirects };
      await response.body?.cancel().catch(() => {});
      if (hop >= maxRedirects)
        throw new FetchError('too-many-redirects', `${start.host} redirected more than ${maxRedirects} times`, url.href);
      url = parseUrl(location, url);
      redirects.push(url.href);
    }
  }

  function checkUrl(url: URL): void {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new FetchError('invalid-url', `only http and https addresses can be visited (got ${url.protocol})`, url.href);
    }
    if (url.username || url.password)
      throw new FetchError('invalid-url', 'addresses with a user name or password cannot be visited', url.href);
    if (guard) assertAllowedLiteral(url, isBlocked);
  }

  async function robotsFor(url: URL, signal: AbortSignal, onRequest?: (url: string) => void): Promise<RobotsPolicy> {
    const cached = robotsCache.get(url.origin);
    if (cached) return cached;
    let policy: RobotsPolicy;
    try {
      const { response } = await get(new URL('/robots.txt', url.origin), signal, false, onRequest);
      // RFC 9309: 4xx means no rules; 5xx means the site is not to be crawled for now.
      if (response.status >= 200 && response.status < 300)
        policy = parseRobots((await readBody(response, ROBOTS_MAX_BYTES, signal, url)).text, productToken);
      else {
        await response.body?.cancel().catch(() => {});
        policy = response.status >= 500 ? 'disallow-all' : 'allow-all';
      }
    } catch (err) {
      if (err instanceof FetchError && err.code === 'too-many-redirects') policy = 'allow-all';
      else throw err;
    }
    robotsCache.set(url.origin, policy);
    return policy;
  }

  async function fetchText(href: string, call: FetchCallOptions = {}): Promise<FetchedText> {
    const start = parseUrl(href);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    const { response, url, redirects } = await get(start, signal, respectRobots, call.onRequest);
    const { text, truncated } = await readBody(response, maxBytes, signal, url);
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    return { url: url.href, status: response.status, contentType, body: text, truncated, redirects };
  }

  async function fetchWebPage(href: string, call: FetchCallOptions): Promise<FetchedText> {
    const fetched = await fetchText(href, call);
    if (fetched.status < 200 || fetched.status >= 300) {
      throw new FetchError('http-status', `${new URL(fetched.url).host} answered HTTP ${fetched.status}`, fetched.url, fetched.status);
    }
    if (fetched.contentType && !PAGE_TYPES.test(fetched.contentType)) {
      throw new FetchError('unsupported-content', `the address is not a web page (${fetched.contentType})`, fetched.url);
    }
    return fetched;
  }

  return {
    fetchText,
    async fetchDocument(href, call = {}) {
      const fetched = await fetchWebPage(href, call);
      if (fetched.truncated) {
        const mb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
        throw new FetchError('too-large', `the page is larger than ${mb} MB`, fetched.url);
      }
      return fetched;
    },
    async fetchPage(href, call = {}) {
      const fetched = await fetchWebPage(href, call);
      const { body, ...rest } = fetched;
      if (fetched.contentType === 'text/plain') return { ...rest, title: '', description: '', headings: [], text: body.trim() };
      // The same linkedom + Readability reading as the Research Agent's: entities decoded, menus and footers left out.
      const { links: _links, ...page } = extractPage(body, fetched.url);
      return { ...rest, ...page };
    },
    close: () => agent.close(),
  };
}

/** Reads at most `limit` bytes (stopping the download there) and decodes them with the declared charset. */
async function readBody(response: Response, limit: number, signal: AbortSignal, url: URL): Promise<{ text: string; truncated: boolean }> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let truncated = false;
  const reader = response.body?.getReader();
  try {
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      if (total + value.byteLength > limit) {
        chunks.push(value.subarray(0, limit - total));
        total = limit;
        truncated = true;
        await reader.cancel().catch(() => {});
        break;
      }
      chunks.push(value);
      total += value.byteLength;
    }
  } catch (err) {
    throw signal.aborted ? abortError(signal, url) : toFetchError(err, url);
  }
  const bytes = Buffer.concat(chunks, total);
  return { text: decode(bytes, response.headers.get('content-type') ?? ''), truncated };
}

function decode(bytes: Buffer, contentType: string): string {
  const declared =
    /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1] ?? bomCharset(bytes) ?? sniffCharset(bytes.subarray(0, 2048).toString('latin1'));
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function bomCharset(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

function parseUrl(href: string, base?: URL): URL {
  try {
    return new URL(href, base);
  } catch {
    throw new FetchError('invalid-url', `"${href.slice(0, 200)}" is not a valid web address`, href);
  }
}

function abortError(signal: AbortSignal, url: URL): unknown {
  const reason: unknown = signal.reason;
  if (reason instanceof DOMException && reason.name === 'TimeoutError')
    return new FetchError('timeout', `${url.host} did not answer in time`, url.href);
  return reason;
}
