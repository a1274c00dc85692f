import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const API_KEY_PREFIX = 'lsk_';
/** 32 random bytes in base62: 43 characters after the prefix. */
const KEY_CHARS = 43;

/** Base62 of the bytes, left-padded to `length` characters. */
export function base62(bytes: Uint8Array, length: number): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 62n)]! + out;
    n /= 62n;
  }
  return out.padStart(length, '0');
}

/** A new key: `lsk_` + 32 random bytes in base62. */
export function generateApiKey(): string {
  return API_KEY_PREFIX + base62(randomBytes(32), KEY_CHARS);
}

/** What is stored instead of the key. A key carries 256 random bits, so a fast hash is enough (no guessing). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function looksLikeApiKey(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX);
}

/**
 * The API key a request carries: `Authorization: Bearer lsk_…` or `X-API-Key: lsk_…`. A bearer token that is
 * not a key is a session token (null here).
 */
export function apiKeyFromHeaders(headers: Record<string, string | string[] | undefined>): string | null {
  const header = headers['x-api-key'];
  const direct = Array.isArray(header) ? header[0] : header;
  if (direct?.trim()) return direct.trim();
  const authorization = headers.authorization;
  const value = Array.isArray(authorization) ? authorization[0] : authorization;
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match?.[1] && looksLikeApiKey(match[1]) ? match[1] : null;
}
