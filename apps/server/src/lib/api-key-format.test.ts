import { describe, expect, it } from 'vitest';
import { apiKeyFromHeaders, base62, generateApiKey, hashApiKey } from './api-key-format.ts';

describe('API key format', () => {
  it('is lsk_ + 43 base62 characters, different every time', () => {
    const a = generateApiKey();
    const b = generateApiKey();
    expect(a).toMatch(/^lsk_[0-9A-Za-z]{43}$/);
    expect(b).not.toBe(a);
  });

  it('encodes bytes in base62', () => {
    expect(base62(new Uint8Array([0]), 1)).toBe('0');
    expect(base62(new Uint8Array([61]), 1)).toBe('z');
    expect(base62(new Uint8Array([62]), 2)).toBe('10');
    expect(base62(new Uint8Array(32).fill(255), 43)).toHaveLength(43);
  });

  it('hashes to hex SHA-256, never the key itself', () => {
    const key = generateApiKey();
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).not.toContain(key.slice(4, 12));
  });

  it('reads the key from X-API-Key or a Bearer header, and leaves session tokens alone', () => {
    expect(apiKeyFromHeaders({ 'x-api-key': ' lsk_abc ' })).toBe('lsk_abc');
    expect(apiKeyFromHeaders({ authorization: 'Bearer lsk_abc' })).toBe('lsk_abc');
    expect(apiKeyFromHeaders({ authorization: 'bearer  lsk_abc' })).toBe('lsk_abc');
    expect(apiKeyFromHeaders({ authorization: 'Bearer sessiontoken123' })).toBeNull();
    expect(apiKeyFromHeaders({})).toBeNull();
  });
});
