import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session-token';
import { betaTier, makeStats, mockUsageApi, ok } from '../test-utils';
import { checkCredits } from './check-credits';
import { getUsageStats } from './get-usage-stats';
import { getUserTier } from './get-user-tier';

beforeEach(() => setSessionToken('test-token'));

describe('usage API calls', () => {
  it('return the data of a successful answer', async () => {
    mockUsageApi({ stats: ok(makeStats()), tier: ok(betaTier), check: ok({ hasCredits: true, creditsAvailable: 3_750 }) });
    await expect(getUsageStats()).resolves.toEqual(makeStats());
    await expect(getUserTier()).resolves.toEqual(betaTier);
    await expect(checkCredits(120)).resolves.toEqual({ hasCredits: true, creditsAvailable: 3_750 });
  });

  it('leave the data unset when the server answers success false', async () => {
    const failed = { body: { success: false, error: 'No profile' } };
    mockUsageApi({ stats: failed, tier: failed, check: failed });
    await expect(getUsageStats()).resolves.toBeNull();
    await expect(getUserTier()).resolves.toBeNull();
    await expect(checkCredits(1)).resolves.toBeNull();
  });

  it('throw the messages of docs/product.md#messages on a non-OK status', async () => {
    mockUsageApi({ stats: { status: 500, body: {} }, tier: { status: 503, body: {} }, check: { status: 400, body: { error: 'bad' } } });
    await expect(getUsageStats()).rejects.toThrow('Failed to fetch usage stats: 500');
    await expect(getUserTier()).rejects.toThrow('Failed to fetch user tier: 503');
    await expect(checkCredits(-3)).rejects.toThrow('Failed to check credits: 400');
  });

  it('rejects an answer that does not match the shared schema', async () => {
    mockUsageApi({ stats: ok({ ...makeStats(), creditsUsed: 'many' }), tier: ok(betaTier) });
    await expect(getUsageStats()).rejects.toThrow();
  });

  it('posts the needed credits as JSON', async () => {
    const fetchMock = mockUsageApi({ stats: ok(makeStats()), tier: ok(betaTier), check: ok({ hasCredits: true, creditsAvailable: 10 }) });
    await checkCredits(42);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/usage/check-credits');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"creditsNeeded":42}');
  });
});
