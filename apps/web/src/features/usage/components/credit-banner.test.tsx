import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { betaTier, callsTo, makeStats, mockUsageApi, ok, renderWithQuery, type UsageApi } from '../test-utils';
import { CreditBanner } from './credit-banner';

function renderBanner(percentUsed: number, creditsAvailable = 1_000) {
  const api: UsageApi = { stats: ok(makeStats({ percentUsed, creditsAvailable })), tier: ok(betaTier) };
  const fetchMock = mockUsageApi(api);
  return { api, fetchMock, ...renderWithQuery(<CreditBanner />) };
}

describe('CreditBanner', () => {
  it('stays hidden below 75%', async () => {
    const { fetchMock } = renderBanner(74);
    await waitFor(() => expect(callsTo(fetchMock, '/api/usage/stats')).toBe(1));
    // Let the answer render before asserting that nothing shows.
    await act(() => Promise.resolve());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns at 75%', async () => {
    renderBanner(75, 1_250);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Consider monitoring usage');
    expect(alert).toHaveTextContent('You have used 75% of your monthly credits (1.3k remaining).');
    expect(alert).toHaveClass('MuiAlert-colorWarning');
  });

  it('shows an error banner at 90% without the low-balance note while 10 or more remain', async () => {
    renderBanner(90, 10);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Credits running low!');
    expect(alert).toHaveClass('MuiAlert-colorError');
    expect(alert).not.toHaveTextContent('Fewer than 10 credits remain');
  });

  it('adds the note when under 10 credits remain', async () => {
    renderBanner(99, 9);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fewer than 10 credits remain: new jobs cannot start until your credits reset on Jul 1, 2099.',
    );
  });

  it('never shows for unlimited credits', async () => {
    const fetchMock = mockUsageApi({
      stats: ok(makeStats({ creditsAvailable: -1, creditsTotal: -1, percentUsed: 95 })),
      tier: ok(betaTier),
    });
    renderWithQuery(<CreditBanner />);
    await waitFor(() => expect(callsTo(fetchMock, '/api/usage/stats')).toBe(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('remembers a dismissal for the same level and percent, and shows again when either changes', async () => {
    const first = renderBanner(80);
    await userEvent.click(await within(await screen.findByRole('alert')).findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();
    vi.restoreAllMocks();

    // A fresh mount (page reload) at the same figures stays dismissed.
    const second = renderBanner(80);
    await waitFor(() => expect(callsTo(second.fetchMock, '/api/usage/stats')).toBe(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // One more percent used: the banner is back.
    second.api.stats = ok(makeStats({ percentUsed: 81 }));
    await second.client.refetchQueries();
    expect(await screen.findByRole('alert')).toHaveTextContent('You have used 81%');
  });

  it('re-checks usage every 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, fetchMock } = renderBanner(50);
    await waitFor(() => expect(callsTo(fetchMock, '/api/usage/stats')).toBe(1));

    api.stats = ok(makeStats({ percentUsed: 91 }));
    await act(() => vi.advanceTimersByTimeAsync(299_000));
    expect(callsTo(fetchMock, '/api/usage/stats')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(callsTo(fetchMock, '/api/usage/stats')).toBe(2);
    expect(await screen.findByRole('alert')).toHaveTextContent('Credits running low!');
  });
});
