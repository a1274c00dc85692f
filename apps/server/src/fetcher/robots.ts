/**
 * robots.txt as RFC 9309 reads it: the groups naming our product token (else the `*` groups) apply;
 * the longest matching rule wins, Allow on a tie; `*` and `$` are supported; an empty Disallow allows.
 */
export type RobotsRule = { allow: boolean; pattern: string };
export type RobotsPolicy = { rules: RobotsRule[] } | 'allow-all' | 'disallow-all';

export function parseRobots(text: string, productToken: string): RobotsPolicy {
  const token = productToken.toLowerCase();
  const groups: Array<{ agents: string[]; rules: RobotsRule[] }> = [];
  let current: { agents: string[]; rules: RobotsRule[] } | undefined;
  let lastWasAgent = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
    } else if ((key === 'allow' || key === 'disallow') && current) {
      if (value) current.rules.push({ allow: key === 'allow', pattern: value });
      lastWasAgent = false;
    } else {
      lastWasAgent = false;
    }
  }
  const ours = groups.filter((g) => g.agents.some((a) => a.split('/')[0]?.trim() === token));
  const chosen = ours.length > 0 ? ours : groups.filter((g) => g.agents.includes('*'));
  const rules = chosen.flatMap((g) => g.rules);
  return rules.length > 0 ? { rules } : 'allow-all';
}

/** Whether `pathAndQuery` (e.g. "/a/b?c=1") may be visited. */
export function robotsAllows(policy: RobotsPolicy, pathAndQuery: string): boolean {
  if (policy === 'allow-all') return true;
  if (policy === 'disallow-all') return pathAndQuery === '/robots.txt';
  if (pathAndQuery === '/robots.txt') return true;
  const path = safeDecode(pathAndQuery);
  let best: RobotsRule | undefined;
  for (const rule of policy.rules) {
    if (!patternMatches(safeDecode(rule.pattern), path)) continue;
    if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow)) best = rule;
  }
  return best ? best.allow : true;
}

function patternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const regex = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${regex}${anchored ? '$' : ''}`).test(path);
}

/** Compares paths in one form: percent-encodings of unreserved characters decoded, the rest kept. */
function safeDecode(path: string): string {
  return path.replace(/%([0-9a-fA-F]{2})/g, (match, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : match.toUpperCase();
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
