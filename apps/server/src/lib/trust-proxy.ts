import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * What Fastify's `trustProxy` is given (docs/security.md): false (trust nobody: the socket's address is the client's),
 * true (every hop), a trust function for a hop count, or the comma list of proxy addresses/CIDRs as written.
 */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** proxy-addr's names for whole ranges (loopback 127.0.0.1/8 and ::1, linklocal, uniquelocal). */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of the list: a named range, an address, or an address with a prefix length. */
function validEntry(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: unset or `false` trusts nobody; `true` every hop (the left-most X-Forwarded-For wins — only
 * behind a proxy that replaces the header); a whole number trusts that many hops nearest the server; else a
 * comma list of proxy addresses or CIDRs. Returns null for anything else (config reports it).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    // Fastify fails a bare number closed (it cannot check the peer), so the hop count is given as
    // proxy-addr's own trust function: hop 0 is the socket's address, hop n-1 the last one trusted.
    return (_address: string, hop: number) => hop < hops;
  }
  const entries = text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!entries.length || !entries.every(validEntry)) return null;
  return entries.join(',');
}

/** The TRUST_PROXY variable in the configuration schema: Fastify's `trustProxy`, false when unset. */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const parsed = parseTrustProxy(value);
    if (parsed !== null) return parsed;
    ctx.addIssue({ code: 'custom', message: 'must be true, a hop count or a comma list of addresses/CIDRs' });
    return z.NEVER;
  });
