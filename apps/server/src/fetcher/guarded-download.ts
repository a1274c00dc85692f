import type { lookup as dnsLookup } from 'node:dns';
import { Agent, fetch } from 'undici';
import { FetchError, toFetchError } from './errors.ts';
import { assertAllowedLiteral, guardedLookup, isBlockedAddress } from './ip-guard.ts';

/** A file's validators: sent back as If-None-Match / If-Modified-Since, so an unchanged file is not sent again. */
export type Validators = { etag: string | null; lastModified: string | null };

export type Download =
  | { status: 'unchanged'; url: string }
  | { status: 'ok'; url: string; body: Buffer; contentType: string; filename: string; validators: Validators };

export type GuardedDownloader = {
  /**
   * GETs a file through the SSRF guard of the Research Agent's visits (the connection's own DNS lookup refuses
   * private, loopback and metadata addresses; every redirect hop is checked again). A 304 is 'unchanged'; another
   * non-2xx status, or a body past `maxBytes`, throws a FetchError whose message is for the file's owner.
   */
  download(url: string, options: { validators?: Validators; maxBytes: number; timeoutMs?: number }): Promise<Download>;
  close(): Promise<void>;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One connection pool per process for the files automations read (ADR 0065). */
export function createGuardedDownloader(options: {
  allowPrivateHosts: boolean;
  userAgent: string;
  maxRedirects?: number;
  /** DNS resolver (tests map names to loopback addresses). */
  lookup?: typeof dnsLookup;
  /** Which addresses the guard refuses (default isBlockedAddress; tests treat 127.0.0.1 as public). */
  isBlocked?: (address: string) => boolean;
}): GuardedDownloader {
  const guard = !options.allowPrivateHosts;
  const isBlocked = options.isBlocked ?? isBlockedAddress;
  const agent = new Agent({ connect: guard ? { lookup: guardedLookup(options.lookup, isBlocked) } : {} });
  const maxRedirects = options.maxRedirects ?? 5;

  function checked(href: string, base?: URL): URL {
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      throw new FetchError('invalid-url', `"${href.slice(0, 200)}" is not a valid web address`, href);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new FetchError('invalid-url', `only http and https addresses can be read (got ${url.protocol})`, url.href);
    if (url.username || url.password)
      throw new FetchError('invalid-url', 'addresses with a user name or password cannot be read', url.href);
    if (guard) assertAllowedLiteral(url, isBlocked);
    return url;
  }

  return {
    async download(href, { validators, maxBytes, timeoutMs = 60_000 }) {
      const signal = AbortSignal.timeout(timeoutMs);
      const headers: Record<string, string> = {
        'user-agent': options.userAgent,
        accept: 'text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,*/*;q=0.5',
      };
      if (validators?.etag) headers['if-none-match'] = validators.etag;
      if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
      let url = checked(href);
      try {
        for (let hop = 0; ; hop++) {
          const response = await fetch(url, { dispatcher: agent, redirect: 'manual', signal, headers });
          const location = response.headers.get('location');
          if (REDIRECTS.has(response.status) && location) {
            await response.body?.cancel().catch(() => {});
            if (hop >= maxRedirects)
              throw new FetchError('too-many-redirects', `${url.host} redirected more than ${maxRedirects} times`, url.href);
            url = checked(location, url);
            continue;
          }
          if (response.status === 304) {
            await response.body?.cancel().catch(() => {});
            return { status: 'unchanged', url: url.href };
          }
          if (response.status < 200 || response.status >= 300) {
            await response.body?.cancel().catch(() => {});
            throw new FetchError('http-status', `${url.host} answered HTTP ${response.status}`, url.href, response.status);
          }
          const body = await readAll(response.body, maxBytes, url);
          return {
            status: 'ok',
            url: url.href,
            body,
            contentType: (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase(),
            filename: filenameOf(response.headers.get('content-disposition'), url),
            validators: { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') },
          };
        }
      } catch (err) {
        if (err instanceof FetchError) throw err;
        if (signal.aborted)
          throw new FetchError('timeout', `${url.host} did not answer within ${Math.round(timeoutMs / 1000)} s`, url.href);
        throw toFetchError(err, url);
      }
    },
    close: () => agent.close(),
  };
}

/** The whole body, refused (and the download stopped) past `maxBytes`. */
async function readAll(stream: AsyncIterable<Uint8Array> | null, maxBytes: number, url: URL): Promise<Buffer> {
  if (!stream) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const value of stream) {
    total += value.byteLength;
    if (total > maxBytes) {
      const mb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
      throw new FetchError('too-large', `the file is larger than ${mb} MB`, url.href);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** The file name the answer gives (Content-Disposition), else the last part of the path. */
export function filenameOf(disposition: string | null, url: URL): string {
  const star = disposition ? /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1] : undefined;
  const plain = disposition ? /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
  let name = star ? safeDecode(star.trim().replace(/^"|"$/g, '')) : plain?.trim();
  if (!name) name = safeDecode(url.pathname.split('/').filter(Boolean).pop() ?? '');
  return name.replace(/[/\\]/g, '_').slice(0, 200) || 'download';
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
