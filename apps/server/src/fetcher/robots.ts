import robotsParserModule from 'robots-parser';

/**
 * robots.txt read by the `robots-parser` library (RFC 9309: the group naming our product token, else `*`;
 * the most specific rule wins, Allow on a tie; `*` and `$` patterns; percent-encodings compared decoded).
 * `allow-all` stands for a missing file (4xx), `disallow-all` for a failing one (5xx).
 */
type Robot = {
  isAllowed(url: string, ua?: string): boolean | undefined;
};
type RobotsParser = (url: string, robotstxt: string) => Robot;
// A CommonJS module whose types declare an ES default export: at run time the default import is the function.
const robotsParser = ((robotsParserModule as unknown as { default?: RobotsParser }).default ??
  robotsParserModule) as unknown as RobotsParser;
export type RobotsPolicy = { robot: Robot; productToken: string } | 'allow-all' | 'disallow-all';

/** The rules are origin-free: the file is parsed against a placeholder origin and paths are checked on it. */
const ORIGIN = 'http://robots.invalid';

export function parseRobots(text: string, productToken: string): RobotsPolicy {
  if (!text.trim()) return 'allow-all';
  return { robot: robotsParser(`${ORIGIN}/robots.txt`, decodeUnreserved(text)), productToken };
}

/** Whether `pathAndQuery` (e.g. "/a/b?c=1") may be visited; /robots.txt itself always may. */
export function robotsAllows(policy: RobotsPolicy, pathAndQuery: string): boolean {
  if (pathAndQuery === '/robots.txt') return true;
  if (policy === 'allow-all') return true;
  if (policy === 'disallow-all') return false;
  const path = pathAndQuery.startsWith('/') ? pathAndQuery : `/${pathAndQuery}`;
  return policy.robot.isAllowed(`${ORIGIN}${decodeUnreserved(path)}`, policy.productToken) !== false;
}

/** RFC 3986 §6.2.2.2: %7E and ~ are the same path; the library compares raw, so both sides are decoded first. */
function decodeUnreserved(text: string): string {
  return text.replace(/%([0-9a-fA-F]{2})/g, (match, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : match;
  });
}

/** Policies per origin for an hour, at most `max` origins (oldest dropped first). */
export class RobotsCache {
  readonly #entries = new Map<string, { policy: RobotsPolicy; expires: number }>();
  readonly #max: number;
  readonly #ttlMs: number;
  constructor(max = 1000, ttlMs = 3_600_000) {
    this.#max = max;
    this.#ttlMs = ttlMs;
  }

  get(origin: string, now = Date.now()): RobotsPolicy | undefined {
    const entry = this.#entries.get(origin);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.#entries.delete(origin);
      return undefined;
    }
    return entry.policy;
  }

  set(origin: string, policy: RobotsPolicy, now = Date.now()): void {
    this.#entries.delete(origin);
    this.#entries.set(origin, { policy, expires: now + this.#ttlMs });
    while (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
