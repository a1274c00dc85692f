import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../../../testing/axe';
import { betaTier, makeStats, mockUsageApi, ok, renderWithQuery, teamWorkspace, workspacesReply, type UsageApi } from '../test-utils';
import { limitPercent } from './member-spend';
import { UsageWidget } from './usage-widget';

const memberUsage = {
  body: {
    pool: makeStats(),
    members: [
      { userId: 'u-alice', name: 'Alice', used: 1_200, limit: 2_000 },
      { userId: 'u-bob', name: 'Bob', used: 300, limit: null },
      { userId: 'u-carol', name: 'Carol', used: 50, limit: 50 },
    ],
  },
};

const usageCalls = (fetchMock: ReturnType<typeof mockUsageApi>) =>
  fetchMock.mock.calls.filter(([input]) => /^\/api\/workspaces\/[^/]+\/usage$/.test(String(input))).map(([input]) => String(input));

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Usage details' }));
  return screen.findByRole('dialog', { name: 'Usage & Billing Details' });
}

describe("Usage: a team workspace's shared pool", () => {
  it("says the credits are the workspace's pool, on the card and in the dialog, for every role", async () => {
    const fetchMock = mockUsageApi({ stats: ok(makeStats()), tier: ok(betaTier), workspaces: workspacesReply(teamWorkspace('member')) });
    renderWithQuery(<UsageWidget />);
    expect(await screen.findByText('Acme Sales — shared credits')).toBeInTheDocument();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Acme Sales — shared credits')).toBeInTheDocument();
    // A member is not shown the others' spend, and it is not asked for.
    expect(within(dialog).queryByRole('region', { name: 'Spend per member' })).toBeNull();
    expect(usageCalls(fetchMock)).toEqual([]);
  });

  it('names the pool in the credits chip’s tooltip', async () => {
    mockUsageApi({ stats: ok(makeStats()), tier: ok(betaTier), workspaces: workspacesReply(teamWorkspace('viewer')) });
    renderWithQuery(<UsageWidget compact />);
    const chip = await screen.findByRole('button', { name: '3.8k' });
    await waitFor(() => expect(chip).toHaveAttribute('title', '3.8k credits remaining (Beta Tester) · Acme Sales — shared credits'));
    await userEvent.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('3.8k credits remaining (Beta Tester) · Acme Sales — shared credits');
  });

  it("shows owners and admins each member's spend against their limit", async () => {
    const fetchMock = mockUsageApi({
      stats: ok(makeStats()),
      tier: ok(betaTier),
      workspaces: workspacesReply(teamWorkspace('admin')),
      workspaceUsage: memberUsage,
    });
    renderWithQuery(<UsageWidget />);
    await screen.findByText('Acme Sales — shared credits');
    const dialog = await openDialog();
    const section = within(dialog).getByRole('region', { name: 'Spend per member' });
    const table = await within(section).findByRole('table', { name: 'Spend per member in Acme Sales' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('th, td'), (c) => c.textContent));
    expect(rows).toEqual([
      ['Alice', '1,200', '2,000'],
      ['Bob', '300', 'No limit'],
      ['Carol', '50', '50'],
    ]);
    expect(within(table).getByRole('progressbar', { name: 'Alice: 1,200 of 2,000 credits used' })).toHaveAttribute('aria-valuenow', '60');
    expect(within(table).getByRole('progressbar', { name: 'Carol: 50 of 50 credits used' })).toHaveAttribute('aria-valuenow', '100');
    // No limit, no bar.
    expect(within(table).queryByRole('progressbar', { name: /^Bob/ })).toBeNull();
    expect(usageCalls(fetchMock)).toEqual(['/api/workspaces/ws-acme/usage']);
    expect(await seriousA11yViolations(dialog)).toEqual([]);
  });

  it("Refresh reloads the members' spend with the pool", async () => {
    const api: UsageApi = {
      stats: ok(makeStats()),
      tier: ok(betaTier),
      workspaces: workspacesReply(teamWorkspace('owner')),
      workspaceUsage: memberUsage,
    };
    const fetchMock = mockUsageApi(api);
    renderWithQuery(<UsageWidget />);
    await screen.findByText('Acme Sales — shared credits');
    const dialog = await openDialog();
    await within(dialog).findByRole('table', { name: 'Spend per member in Acme Sales' });
    api.workspaceUsage = { body: { ...memberUsage.body, members: [{ userId: 'u-alice', name: 'Alice', used: 1_900, limit: 2_000 }] } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('progressbar', { name: 'Alice: 1,900 of 2,000 credits used' })).toBeInTheDocument(),
    );
    expect(usageCalls(fetchMock)).toHaveLength(2);
  });

  it('reads as before in a personal workspace, and with a server older than workspaces', async () => {
    const fetchMock = mockUsageApi({ stats: ok(makeStats()), tier: ok(betaTier) });
    const first = renderWithQuery(<UsageWidget />);
    expect(await screen.findByText('3.8k credits remaining')).toBeInTheDocument();
    const dialog = await openDialog();
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => input === '/api/workspaces')).toBe(true));
    expect(within(dialog).queryByText(/shared credits/)).toBeNull();
    expect(within(dialog).queryByRole('region', { name: 'Spend per member' })).toBeNull();
    expect(usageCalls(fetchMock)).toEqual([]);
    first.unmount();

    mockUsageApi({ stats: ok(makeStats()), tier: ok(betaTier), workspaces: { status: 404, body: { error: 'Not Found' } } });
    renderWithQuery(<UsageWidget />);
    expect(await screen.findByText('3.8k credits remaining')).toBeInTheDocument();
    expect(screen.queryByText(/shared credits/)).toBeNull();
  });
});

describe('limitPercent', () => {
  it('is the share of the limit used, capped at 100; a limit of 0 is used up by any spend', () => {
    expect(limitPercent(1_200, 2_000)).toBe(60);
    expect(limitPercent(3_000, 2_000)).toBe(100);
    expect(limitPercent(0, 0)).toBe(0);
    expect(limitPercent(1, 0)).toBe(100);
    expect(limitPercent(-5, 100)).toBe(0);
  });
});
