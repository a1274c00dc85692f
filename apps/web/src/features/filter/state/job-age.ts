/** docs/product.md#states: a 404 for a job this young means "not stored yet", not "gone". */
export const recentJobMs = 2_000;
/** docs/product.md#states: a job younger than this waits before its first results request. */
export const firstFetchDelayMs = 300;

/** Age of a job from its id (`filter_{timestamp}...`, docs/product.md#entities); Infinity when the id carries no time. */
export function filterJobAgeMs(filterId: string, now = Date.now()): number {
  const match = /^filter_(\d{10,})/.exec(filterId);
  if (!match?.[1]) return Number.POSITIVE_INFINITY;
  return Math.max(0, now - Number(match[1]));
}

export function isRecentJob(filterId: string, now = Date.now()): boolean {
  return filterJobAgeMs(filterId, now) < recentJobMs;
}
