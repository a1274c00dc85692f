import { createHash } from 'node:crypto';

/**
 * A few seconds of memory for session lookups. Each lookup costs better-auth two queries; a results page or
 * a polling client asks many times a second. Only found sessions are kept (a new sign-in works at once),
 * sign-out on this node forgets at once, and a session revoked elsewhere stays usable here for at most `ttlMs`.
 */
export type SessionCache<T> = ReturnType<typeof createSessionCache<T>>;

export function createSessionCache<T>(ttlMs = 5_000, maxEntries = 10_000) {
  const entries = new Map<string, { value: T; expires: number }>();
  const keyOf = (credentials: string) => createHash('sha256').update(credentials).digest('base64url');
  return {
    get(credentials: string, now = Date.now()): T | undefined {
      const key = keyOf(credentials);
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires > now) return hit.value;
      entries.delete(key);
      return undefined;
    },
    set(credentials: string, value: T, now = Date.now()): void {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(keyOf(credentials), { value, expires: now + ttlMs });
    },
    forget(credentials: string): void {
      entries.delete(keyOf(credentials));
    },
    /** After a change that may end sessions we cannot name (a deleted user): forget them all. */
    clear(): void {
      entries.clear();
    },
  };
}
