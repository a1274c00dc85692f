import { Agent, fetch } from 'undici';
import { FetchError, toFetchError } from './errors.ts';
import { assertAllowedLiteral, guardedLookup } from './ip-guard.ts';

export type GuardedPostResult = { status: number; headers: Headers; body: string; latencyMs: number };

export type GuardedPoster = {
  /**
   * POSTs through the SSRF guard of the Research Agent's visits (the connection's own DNS lookup refuses
   * private, loopback and metadata addresses), follows no redirect, reads at most `maxBytes` of the answer.
   */
  post(
    url: string,
    init: { headers: Record<string, string>; body: string; timeoutMs: number; maxBytes: number },
  ): Promise<GuardedPostResult>;
  close(): Promise<void>;
};

/** One connection pool per process for user-supplied URLs that are POSTed to (webhooks). */
export function createGuardedPoster(options: { allowPrivateHosts: boolean; allowHttp: boolean }): GuardedPoster {
  const guard = !options.allowPrivateHosts;
  const agent = new Agent({ connect: guard ? { lookup: guardedLookup() } : {} });
  return {
    async post(href, { headers, body, timeoutMs, maxBytes }) {
      let url: URL;
      try {
        url = new URL(href);
      } catch {
        throw new FetchError('invalid-url', 'the address is not a valid URL', href);
      }
      checkWebhookUrl(url, options);
      if (guard) assertAllowedLiteral(url);
      const signal = AbortSignal.timeout(timeoutMs);
      const started = performance.now();
      try {
        const response = await fetch(url, { method: 'POST', headers, body, dispatcher: agent, redirect: 'manual', signal });
        const text = await readStart(response.body, maxBytes);
        return {
          status: response.status,
          headers: response.headers as unknown as Headers,
          body: text,
          latencyMs: Math.round(performance.now() - started),
        };
      } catch (err) {
        if (signal.aborted)
          throw new FetchError('timeout', `${url.host} did not answer within ${Math.round(timeoutMs / 1000)} s`, url.href);
        throw toFetchError(err, url);
      }
    },
    close: () => agent.close(),
  };
}

/** https only (plus http when allowed), no user name or password in the URL. */
export function checkWebhookUrl(url: URL, options: { allowHttp: boolean }): void {
  if (url.protocol !== 'https:' && !(options.allowHttp && url.protocol === 'http:')) {
    const allowed = options.allowHttp ? 'https:// or http://' : 'https://';
    throw new FetchError('invalid-url', `Webhook URLs must start with ${allowed}`, url.href);
  }
  if (url.username || url.password) throw new FetchError('invalid-url', 'Webhook URLs cannot hold a user name or password', url.href);
}

/** The first `maxBytes` of a body; leaving the loop early cancels the rest of the download. */
async function readStart(stream: AsyncIterable<Uint8Array> | null, maxBytes: number): Promise<string> {
  if (!stream) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const value of stream) {
    chunks.push(value);
    total += value.byteLength;
    if (total >= maxBytes) break;
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks).subarray(0, maxBytes));
}
