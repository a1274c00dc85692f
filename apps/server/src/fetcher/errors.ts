export type FetchErrorCode =
  | 'invalid-url'
  | 'blocked-address'
  | 'dns'
  | 'network'
  | 'tls'
  | 'timeout'
  | 'too-many-redirects'
  | 'robots'
  | 'http-status'
  | 'unsupported-content'
  | 'too-large';

/** Why a website could not be visited; `message` is written for the person who typed the address. */
export class FetchError extends Error {
  readonly code: FetchErrorCode;
  readonly url: string;
  /** The HTTP status for 'http-status'. */
  readonly status: number | undefined;
  /** For 'blocked-address': the address the host resolved to, for the server log only (never shown to users). */
  blockedAddress: string | undefined;
  constructor(code: FetchErrorCode, message: string, url: string, status?: number) {
    super(message);
    this.name = 'FetchError';
    this.code = code;
    this.url = url;
    this.status = status;
  }
}

/** How a host that does not resolve is reported ('could not find the host acme.com'): research outcomes count these. */
export const dnsFailureStart = 'could not find the host ';

/** Turns what undici throws (`TypeError: fetch failed` with a system error as cause) into a FetchError. */
export function toFetchError(err: unknown, url: URL): FetchError {
  if (err instanceof FetchError) return err;
  const cause = err instanceof Error && err.cause !== undefined ? err.cause : err;
  if (cause instanceof FetchError) return cause;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
  const host = url.hostname;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA')
    return new FetchError('dns', `${dnsFailureStart}${host}`, url.href);
  if (code === 'ECONNREFUSED') return new FetchError('network', `${host} refused the connection`, url.href);
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code === 'DEPTH_ZERO_SELF_SIGNED_CERT') {
    return new FetchError('tls', `the secure connection to ${host} failed (${code})`, url.href);
  }
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new FetchError('timeout', `${host} did not answer in time`, url.href);
  }
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new FetchError('network', `could not reach ${host}${detail ? ` (${detail})` : ''}`, url.href);
}
