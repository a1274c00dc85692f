import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { FetchError } from './errors.ts';

/**
 * Addresses the server must never visit for a user-supplied URL: loopback, private, link-local (cloud
 * metadata 169.254.169.254), CGNAT, "this network", documentation, benchmarking, multicast and reserved
 * ranges, and the IPv6 forms that embed IPv4 (mapped ::ffff:0:0/96 is matched by BlockList against the
 * IPv4 ranges; compatible ::/96, NAT64 and 6to4 are refused whole).
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 96],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** True for an address the fetcher refuses; anything that is not an IP address counts as blocked. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family === 6) return blocked.check(bare, 'ipv6');
  return true;
}

/** The host of a URL without IPv6 brackets. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** Refuses an IP-literal host up front (the connection's DNS lookup is skipped for those). */
export function assertAllowedLiteral(url: URL, isBlocked: (address: string) => boolean = isBlockedAddress): void {
  const host = bareHost(url);
  if (isIP(host) && isBlocked(host)) throw blockedError(url, host);
}

/**
 * The message names the host, never where it resolved (docs/security.md): it reaches users (a webhook's delivery log,
 * a research result), and internal addresses are for the server log only — `blockedAddress` carries it there.
 */
function blockedError(url: URL, address: string): FetchError {
  const err = new FetchError('blocked-address', `${url.hostname} is a private or reserved address and cannot be visited`, url.href);
  err.blockedAddress = address;
  return err;
}

type LookupAddress = { address: string; family: number };

/**
 * A `lookup` for the connection itself: resolves every address of the host and refuses the connection if
 * any is blocked, so the address connected to is the address checked (no DNS-rebinding window).
 */
export function guardedLookup(
  resolve: typeof dnsLookup = dnsLookup,
  isBlocked: (address: string) => boolean = isBlockedAddress,
): LookupFunction {
  return ((hostname: string, options: { all?: boolean; family?: number | string }, callback: (...args: unknown[]) => void) => {
    resolve(hostname, { all: true, verbatim: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err);
      const bad = addresses.find((a) => isBlocked(a.address));
      if (bad || addresses.length === 0) {
        const url = new URL(`http://${hostname.includes(':') ? `[${hostname}]` : hostname}/`);
        return callback(blockedError(url, bad?.address ?? 'no address'));
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  }) as LookupFunction;
}
