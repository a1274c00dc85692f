import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { hitAccountLimit } from '../auth/account-limit.ts';

// Open dynamic client registration (RFC 7591) without a way to fill the database (docs/security.md): every
// field and list has a cap, registrations are counted per address and in total per day, a redirect must go to
// an allowed host when the administrator names some, and clients nobody connected are purged (purge.ts).

/** Most characters of a registration's string fields; any field not named here gets `defaultLength`. */
export const fieldLengths: Record<string, number> = { client_name: 100, scope: 200, software_id: 200, software_version: 100 };
const defaultLength = 2000;
/** Most entries of a registration's lists; any list not named here gets `defaultItems`. */
export const listLengths: Record<string, number> = { redirect_uris: 10, contacts: 5, post_logout_redirect_uris: 10 };
const defaultItems = 10;
/** A nested value (jwks and the like) as JSON. */
const objectLength = 10_000;

const day = 24 * 60 * 60;

/** RFC 7591 §3.2.2 error answer. */
export type RegistrationRefusal = { status: 400 | 429; error: string; error_description: string };

const invalid = (description: string): RegistrationRefusal => ({
  status: 400,
  error: 'invalid_client_metadata',
  error_description: description,
});

/** The first field of a registration body over its cap, as a 400 naming it; null when every field fits. */
export function oversizedField(body: unknown): RegistrationRefusal | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string') {
      const max = fieldLengths[field] ?? defaultLength;
      if (value.length > max) return invalid(`${field} is too long (at most ${max} characters)`);
    } else if (Array.isArray(value)) {
      const max = listLengths[field] ?? defaultItems;
      if (value.length > max) return invalid(`${field} has too many entries (at most ${max})`);
      const long = value.find((item) => typeof item !== 'string' || item.length > defaultLength);
      if (long !== undefined) return invalid(`${field} has an entry that is not a text of at most ${defaultLength} characters`);
    } else if (value !== null && typeof value === 'object' && JSON.stringify(value).length > objectLength) {
      return invalid(`${field} is too large (at most ${objectLength} characters as JSON)`);
    }
  }
  return null;
}

/** OAUTH_REDIRECT_HOSTS as lower-case host names (`*.example.com` allows its subdomains); empty = any host. */
export function redirectHostsOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether `host` is one of `allowed` (or below a `*.` entry); every host when the list is empty. */
export function hostAllowed(host: string, allowed: string[]): boolean {
  if (allowed.length === 0) return true;
  const h = host.toLowerCase();
  return allowed.some((a) => (a.startsWith('*.') ? h.endsWith(a.slice(1)) : h === a));
}

/** The first redirect URI of a registration whose host the allow-list does not name, as a 400; else null. */
export function redirectOutsideAllowList(body: unknown, allowed: string[]): RegistrationRefusal | null {
  if (allowed.length === 0 || !body || typeof body !== 'object') return null;
  const uris = (body as { redirect_uris?: unknown }).redirect_uris;
  for (const uri of Array.isArray(uris) ? uris : []) {
    let host: string;
    try {
      host = new URL(String(uri)).hostname.replace(/^\[|\]$/g, '');
    } catch {
      continue; // the plugin refuses it as it always did
    }
    if (!hostAllowed(host, allowed)) {
      return {
        status: 400,
        error: 'invalid_redirect_uri',
        error_description: `redirect_uris: ${host} is not an allowed redirect host on this server`,
      };
    }
  }
  return null;
}

/**
 * Everything a registration must pass before the plugin stores it: field caps, the allow-list, then the
 * per-address and installation-wide daily counts (counted only for a registration that passed the rest).
 */
export async function checkRegistration(
  db: Db,
  config: Pick<Config, 'OAUTH_REDIRECT_HOSTS' | 'OAUTH_REGISTRATIONS_PER_ADDRESS' | 'OAUTH_REGISTRATIONS_PER_DAY'>,
  body: unknown,
  ip: string,
): Promise<RegistrationRefusal | null> {
  const refused = oversizedField(body) ?? redirectOutsideAllowList(body, redirectHostsOf(config.OAUTH_REDIRECT_HOSTS));
  if (refused) return refused;
  const tooMany = (description: string): RegistrationRefusal => ({
    status: 429,
    error: 'too_many_requests',
    error_description: description,
  });
  if (await hitAccountLimit(db, `oauth-register:${ip}`, { window: day, max: config.OAUTH_REGISTRATIONS_PER_ADDRESS })) {
    return tooMany(`Too many app registrations from this address today (${config.OAUTH_REGISTRATIONS_PER_ADDRESS}). Try again tomorrow.`);
  }
  if (await hitAccountLimit(db, 'oauth-register:*', { window: day, max: config.OAUTH_REGISTRATIONS_PER_DAY })) {
    return tooMany('This server takes no more app registrations today. Try again tomorrow.');
  }
  return null;
}
