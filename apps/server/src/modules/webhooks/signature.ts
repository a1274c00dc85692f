import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Standard Webhooks (https://www.standardwebhooks.com): `webhook-signature: v1,<base64 HMAC-SHA256>` of
// `${webhook-id}.${webhook-timestamp}.${body}`, keyed with the base64-decoded part of the `whsec_` secret.

export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` + base64 of 24 random bytes (what Standard Webhooks libraries accept). */
export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

function secretKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

/** The `webhook-signature` header value for one attempt. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * What a receiver does: true when one of the space-separated `v1,` signatures matches and the timestamp is
 * within `toleranceSeconds` of now (a replayed old delivery is refused).
 */
export function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  options: { now?: number; toleranceSeconds?: number } = {},
): boolean {
  const timestamp = Number(headers.timestamp);
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(signWebhook(secret, headers.id, timestamp, body));
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
