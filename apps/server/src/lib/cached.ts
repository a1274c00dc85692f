/**
 * `read` answered from memory for `ttlMs` after each call (docs/security.md: /metrics ran whole-table aggregates on
 * every scrape). Concurrent callers share one read; a failed read is not kept.
 */
export function cachedFor<T>(ttlMs: number, read: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | null = null;
  return () => {
    const t = now();
    if (kept && t - kept.at < ttlMs) return kept.value;
    const value = read();
    const entry = { at: t, value };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
}
