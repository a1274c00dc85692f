import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session-token';
import { betaTier, callsTo, makeStats, mockUsageApi, ok, type Reply } from '../test-utils';
import { useCreditCheck } from './use-credit-check';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function mockCheck(check: Reply) {
  return mockUsageApi({ stats: ok(makeStats()), tier: ok(betaTier), check });
}

beforeEach(() => setSessionToken('test-token'));

describe('useCreditCheck', () => {
  it('reports the answer and the credits left after the job', async () => {
    mockCheck(ok({ hasCredits: true, creditsAvailable: 500 }));
    const { result } = renderHook(() => useCreditCheck(120), { wrapper });
    await waitFor(() => expect(result.current.check).toEqual({ hasCredits: true, creditsAvailable: 500, remainingAfter: 380 }));
  });

  it('reports a shortfall as a negative remainder', async () => {
    mockCheck(ok({ hasCredits: false, creditsAvailable: 50 }));
    const { result } = renderHook(() => useCreditCheck(120), { wrapper });
    await waitFor(() => expect(result.current.check).toEqual({ hasCredits: false, creditsAvailable: 50, remainingAfter: -70 }));
  });

  it('treats unlimited credits as never running short', async () => {
    mockCheck(ok({ hasCredits: true, creditsAvailable: -1 }));
    const { result } = renderHook(() => useCreditCheck(10_000), { wrapper });
    await waitFor(() => expect(result.current.check).toEqual({ hasCredits: true, creditsAvailable: -1, remainingAfter: null }));
  });

  it('exposes the failure so the caller can show Credit Check Unavailable', async () => {
    mockCheck({ status: 500, body: {} });
    const { result } = renderHook(() => useCreditCheck(5), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('Failed to check credits: 500'));
    expect(result.current.check).toBeNull();
  });

  it('does not call the server for a count it would reject', async () => {
    const fetchMock = mockCheck(ok({ hasCredits: true, creditsAvailable: 5 }));
    const { result } = renderHook(() => useCreditCheck(-1), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, '/api/usage/check-credits')).toBe(0);
    expect(result.current.check).toBeNull();
    expect(result.current.isChecking).toBe(false);
  });
});
