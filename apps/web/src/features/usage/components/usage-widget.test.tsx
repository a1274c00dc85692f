import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { betaTier, callsTo, internalTier, makeStats, mockUsageApi, ok, renderWithQuery, type UsageApi } from '../test-utils';
import { UsageWidget } from './usage-widget';

function detail(region: HTMLElement, label: string): string | null {
  return within(region).getByText(label).nextElementSibling?.textContent ?? null;
}

describe('UsageWidget', () => {
  it('fires the stats and tier calls in parallel and shows a spinner meanwhile', () => {
    const never = new Promise<Response>(() => {});
    const fetchMock = mockUsageApi({ stats: never, tier: never });
    renderWithQuery(<UsageWidget compact />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading usage' })).toBeInTheDocument();
    // Neither call has answered, yet both went out.
    expect(callsTo(fetchMock, '/api/usage/stats')).toBe(1);
    expect(callsTo(fetchMock, '/api/usage/tier')).toBe(1);
  });

  it('compact: shows the remaining credits with the tooltip after hovering', async () => {
    mockUsageApi({ stats: ok(makeStats()), tier: ok(betaTier) });
    renderWithQuery(<UsageWidget compact />);
    const chip = await screen.findByRole('button', { name: '3.8k' });
    await userEvent.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('3.8k credits remaining (Beta Tester)');
  });

  it("compact: shows 'Unlimited' for an internal user", async () => {
    mockUsageApi({ stats: ok(makeStats({ creditsAvailable: -1, creditsTotal: -1, percentUsed: 0 })), tier: ok(internalTier) });
    renderWithQuery(<UsageWidget compact />);
    const chip = await screen.findByRole('button', { name: 'Unlimited' });
    await userEvent.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Unlimited credits remaining (Internal)');
  });

  it('full: shows the card with remaining line, plan, caption and level text', async () => {
    mockUsageApi({ stats: ok(makeStats({ creditsUsed: 4_600, creditsAvailable: 400, percentUsed: 92 })), tier: ok(betaTier) });
    renderWithQuery(<UsageWidget />);
    expect(await screen.findByText('400 credits remaining')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Usage & Credits' })).toBeInTheDocument();
    expect(screen.getByText('Beta Tester')).toBeInTheDocument();
    expect(screen.getByText('4.6k / 5.0k (92%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Credits used' })).toHaveAttribute('aria-valuenow', '92');
    expect(screen.getByText('Credits running low!')).toBeInTheDocument();
  });

  it("full: says 'Consider monitoring usage' at the low level and nothing below 75%", async () => {
    const api: UsageApi = { stats: ok(makeStats({ percentUsed: 80 })), tier: ok(betaTier) };
    mockUsageApi(api);
    const { client } = renderWithQuery(<UsageWidget />);
    expect(await screen.findByText('Consider monitoring usage')).toBeInTheDocument();
    api.stats = ok(makeStats({ percentUsed: 74 }));
    await client.refetchQueries();
    await waitFor(() => expect(screen.queryByText('Consider monitoring usage')).not.toBeInTheDocument());
    expect(screen.queryByText('Credits running low!')).not.toBeInTheDocument();
  });

  it("shows 'Usage N/A' with 'Usage information unavailable' when the server has no data", async () => {
    mockUsageApi({ stats: { body: { success: false } }, tier: ok(betaTier) });
    renderWithQuery(<UsageWidget />);
    const chip = await screen.findByText('Usage N/A');
    await userEvent.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Usage information unavailable');
  });

  it("compact: shows 'N/A' with 'Failed to load usage information' when the call fails", async () => {
    mockUsageApi({ stats: { status: 500, body: { error: 'boom' } }, tier: ok(betaTier) });
    renderWithQuery(<UsageWidget compact />);
    const chip = await screen.findByText('N/A');
    expect(screen.queryByText('Usage N/A')).not.toBeInTheDocument();
    await userEvent.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Failed to load usage information');
  });

  it('opens the dialog with the figures of all its sections', async () => {
    const stats = makeStats({ creditsUsed: 1_250, creditsAvailable: 3_750, percentUsed: 25, resetDate: '2099-01-31T00:00:00.000Z' });
    mockUsageApi({ stats: ok(stats), tier: ok(betaTier) });
    renderWithQuery(<UsageWidget />);
    await userEvent.click(await screen.findByRole('button', { name: 'Usage details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usage & Billing Details' });

    const current = within(dialog).getByRole('region', { name: 'Current Usage' });
    expect(detail(current, 'Credits Used')).toBe('1.3k');
    expect(detail(current, 'Credits Remaining')).toBe('3.8k');
    expect(detail(current, 'Usage')).toBe('25%');
    expect(within(current).getByRole('progressbar', { name: 'Usage' })).toHaveAttribute('aria-valuenow', '25');

    const plan = within(dialog).getByRole('region', { name: 'Your Plan' });
    expect(detail(plan, 'Plan')).toBe('Beta Tester');
    expect(detail(plan, 'Monthly Credits')).toBe('5.0k');

    const billing = within(dialog).getByRole('region', { name: 'Billing Cycle' });
    expect(detail(billing, 'Next Reset')).toBe('Jan 31, 2099');
    expect(billing).toHaveTextContent('Your credits will reset to 5.0k on this date.');

    // The storage the user's files take of their quota.
    const storage = within(dialog).getByRole('region', { name: 'Storage' });
    await waitFor(() => expect(detail(storage, 'Storage Used')).toBe('1.5 MB of 1 GB'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says how many bonus credits make the remaining credits exceed the monthly ones (ADR 0037)', async () => {
    const plan25k = { ...betaTier, credits_per_month: 25_000 };
    const api: UsageApi = {
      stats: ok(makeStats({ creditsUsed: 0, creditsAvailable: 25_250, creditsTotal: 25_250, percentUsed: 0 })),
      tier: ok(plan25k),
    };
    mockUsageApi(api);
    const { client } = renderWithQuery(<UsageWidget />);
    await userEvent.click(await screen.findByRole('button', { name: 'Usage details' }));
    const current = within(await screen.findByRole('dialog')).getByRole('region', { name: 'Current Usage' });
    expect(detail(current, 'Credits Remaining')).toBe('25.3k');
    expect(current).toHaveTextContent('Includes 250 bonus credits');
    // Without bonus credits there is nothing to explain.
    api.stats = ok(makeStats({ creditsUsed: 100, creditsAvailable: 24_900, creditsTotal: 25_000, percentUsed: 0 }));
    await client.refetchQueries();
    await waitFor(() => expect(detail(current, 'Credits Remaining')).toBe('24.9k'));
    expect(current).not.toHaveTextContent(/bonus/);
  });

  it('shows a past reset date one month later and unlimited plans as unlimited', async () => {
    const stats = makeStats({ creditsAvailable: -1, creditsTotal: -1, percentUsed: 0, resetDate: '2020-01-31T00:00:00.000Z' });
    mockUsageApi({ stats: ok(stats), tier: ok(internalTier) });
    renderWithQuery(<UsageWidget compact />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unlimited' }));
    const dialog = await screen.findByRole('dialog');
    const billing = within(dialog).getByRole('region', { name: 'Billing Cycle' });
    expect(detail(billing, 'Next Reset')).toBe('Feb 29, 2020');
    expect(billing).toHaveTextContent('Your credits will reset to unlimited on this date.');
    expect(detail(within(dialog).getByRole('region', { name: 'Your Plan' }), 'Monthly Credits')).toBe('Unlimited');
  });

  it('Refresh reloads both calls and shows the new figures', async () => {
    const api: UsageApi = { stats: ok(makeStats()), tier: ok(betaTier) };
    const fetchMock = mockUsageApi(api);
    renderWithQuery(<UsageWidget />);
    await userEvent.click(await screen.findByRole('button', { name: 'Usage details' }));
    const dialog = await screen.findByRole('dialog');
    expect(callsTo(fetchMock, '/api/usage/stats')).toBe(1);
    expect(callsTo(fetchMock, '/api/usage/tier')).toBe(1);

    api.stats = ok(makeStats({ creditsUsed: 2_000, creditsAvailable: 3_000, percentUsed: 40 }));
    api.tier = ok({ ...betaTier, displayName: 'Beta Tester Plus' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(detail(within(dialog).getByRole('region', { name: 'Current Usage' }), 'Credits Used')).toBe('2.0k'));
    expect(detail(within(dialog).getByRole('region', { name: 'Your Plan' }), 'Plan')).toBe('Beta Tester Plus');
    expect(callsTo(fetchMock, '/api/usage/stats')).toBe(2);
    expect(callsTo(fetchMock, '/api/usage/tier')).toBe(2);
  });

  it('keeps the figures but names the plan unknown when only the tier call fails', async () => {
    mockUsageApi({ stats: ok(makeStats()), tier: { status: 503, body: {} } });
    renderWithQuery(<UsageWidget />);
    expect(await screen.findByText('3.8k credits remaining')).toBeInTheDocument();
    expect(screen.getByText('Unknown plan')).toBeInTheDocument();
  });

  it.each([
    [25, 'rgb(25, 118, 210)'], // blue
    [80, 'rgb(255, 193, 7)'], // amber
    [95, 'rgb(194, 24, 91)'], // pink
  ])('compact: colours the chip by warning level at %s%%', async (percentUsed, background) => {
    mockUsageApi({ stats: ok(makeStats({ percentUsed })), tier: ok(betaTier) });
    renderWithQuery(<UsageWidget compact />);
    expect(await screen.findByRole('button', { name: '3.8k' })).toHaveStyle({ backgroundColor: background });
  });
});
