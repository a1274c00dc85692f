import { describe, expect, it } from 'vitest';
import { isDryRun, REDECIDE_NOTHING, redecideMessage, rerunQuery, rerunRefusal, RETRY_NOTHING, retryMessage } from './rerun.ts';

describe('Re-running only what failed', () => {
  it('refuses a job still working, and a paused one with work of its own left', () => {
    for (const kind of ['filter', 'research'] as const) {
      expect(rerunRefusal(kind, 'processing', null)).toMatch(/still running/);
      expect(rerunRefusal(kind, 'created', null)).toMatch(/still running/);
      expect(rerunRefusal(kind, 'completed', null)).toBeNull();
      expect(rerunRefusal(kind, 'failed', null)).toBeNull();
      expect(rerunRefusal(kind, 'paused', 'user')).toMatch(/paused: resume it/);
      expect(rerunRefusal(kind, 'paused', 'budget')).toMatch(/paused: resume it/);
    }
    // A List Cleaner job stopped at its "Stop at" limit has results of the rows it covers: those may be decided again.
    expect(rerunRefusal('filter', 'paused', 'limit')).toBeNull();
    expect(rerunRefusal('research', 'paused', 'limit')).toMatch(/visit the websites it has not started/);
  });

  it('says what it asks and what it costs, in the unit each product charges by', () => {
    expect(redecideMessage(12, 1500, false)).toBe('Asks the model again for 12 values in 1,500 rows — 1,500 credits.');
    expect(redecideMessage(1, 1, true)).toBe('Asking the model again for 1 value in 1 row — 1 credit.');
    expect(redecideMessage(0, 0, false)).toBe(REDECIDE_NOTHING);
    expect(retryMessage(3, 6, true)).toBe(
      'Retrying 3 websites not visited — at most 6 credits; a website that still cannot be visited is refunded.',
    );
    expect(retryMessage(0, 0, false)).toBe(RETRY_NOTHING);
  });

  it('reads dryRun as the other boolean query parameters are read', () => {
    expect(isDryRun(rerunQuery.parse({ dryRun: 'true' }))).toBe(true);
    expect(isDryRun(rerunQuery.parse({ dryRun: '1' }))).toBe(true);
    expect(isDryRun(rerunQuery.parse({ dryRun: 'false' }))).toBe(false);
    expect(isDryRun(rerunQuery.parse({}))).toBe(false);
    expect(rerunQuery.safeParse({ dryRun: 'yes' }).success).toBe(false);
  });
});
