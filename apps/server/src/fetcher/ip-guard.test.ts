import type { lookup } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { FetchError } from './errors.ts';
import { assertAllowedLiteral, guardedLookup, isBlockedAddress } from './ip-guard.ts';

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    '[::1]',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );
});

describe('assertAllowedLiteral', () => {
  it('refuses literal and encoded private hosts as the URL parser normalises them', () => {
    for (const href of [
      'http://127.0.0.1/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      expect(() => assertAllowedLiteral(new URL(href))).toThrow(FetchError);
    }
    expect(() => assertAllowedLiteral(new URL('http://8.8.8.8/'))).not.toThrow();
    expect(() => assertAllowedLiteral(new URL('http://example.com/'))).not.toThrow();
  });
});

describe('guardedLookup', () => {
  const fakeDns = (addresses: Array<{ address: string; family: number }>) =>
    ((_host: string, _options: unknown, callback: (err: Error | null, addresses: unknown) => void) =>
      callback(null, addresses)) as unknown as typeof lookup;

  const run = (dns: typeof lookup, all: boolean) =>
    new Promise<unknown>((resolve, reject) =>
      guardedLookup(dns)('site.test', { all }, (err: Error | null, address: unknown) => (err ? reject(err) : resolve(address))),
    );

  it('passes public addresses through, in both callback forms', async () => {
    const dns = fakeDns([{ address: '93.184.216.34', family: 4 }]);
    await expect(run(dns, true)).resolves.toEqual([{ address: '93.184.216.34', family: 4 }]);
    await expect(run(dns, false)).resolves.toBe('93.184.216.34');
  });

  it('refuses a host when any of its addresses is private', async () => {
    const dns = fakeDns([
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ]);
    await expect(run(dns, true)).rejects.toMatchObject({
      code: 'blocked-address',
      blockedAddress: '10.0.0.5',
      message: expect.not.stringContaining('10.0.0.5'),
    });
  });
});
