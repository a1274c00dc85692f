import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset or false', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('reads true, a hop count and a list of addresses, CIDRs and named ranges', () => {
    expect(parseTrustProxy('true')).toBe(true);
    const hops = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(parseTrustProxy(' 127.0.0.1, 10.0.0.0/8 ,::1, fd00::/8, loopback ')).toBe('127.0.0.1,10.0.0.0/8,::1,fd00::/8,loopback');
  });

  it('refuses anything else, and config names the variable', () => {
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2', '::1/129', ',']) expect(parseTrustProxy(bad), bad).toBeNull();
    expect(() => loadConfig({ AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/leadsift-config-test', TRUST_PROXY: 'yes' })).toThrow(
      /TRUST_PROXY="yes" must be true, a hop count or a comma list/,
    );
  });
});
