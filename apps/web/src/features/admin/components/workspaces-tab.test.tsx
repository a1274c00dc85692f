import type { AdminWorkspace } from '@leadsift/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '../../../testing/axe';
import { renderWithQuery } from '../../../testing/render-with-query';
import { bodiesSent, mockAdminApi, sampleTiers } from '../testing/mock-admin-api';
import { AdminPanel } from './admin-panel';
import { parseGrantAmount } from './grant-workspace-credits-dialog';
import { WorkspacesTab, workspaceTierChangeText } from './workspaces-tab';

vi.setConfig({ testTimeout: 20_000 });

const acme: AdminWorkspace = {
  id: 'ws-acme',
  name: 'Acme Sales',
  personal: false,
  tier: 'beta_tester',
  memberCount: 4,
  ownerEmail: 'alice@example.com',
  creditsRemaining: 12_500,
};
const alicePersonal: AdminWorkspace = {
  id: 'u-alice',
  name: 'Alice',
  personal: true,
  tier: 'internal',
  memberCount: 1,
  ownerEmail: 'alice@example.com',
  creditsRemaining: -1,
};
const orphan: AdminWorkspace = {
  id: 'ws-orphan',
  name: 'Orphan team',
  personal: false,
  tier: 'retired_plan',
  memberCount: 0,
  ownerEmail: null,
  creditsRemaining: null,
};

const list = (workspaces: AdminWorkspace[]) => ({ body: { workspaces } });
const cellsOf = (name: string) =>
  // MUI's select draws a zero-width space beside its value.
  Array.from(screen.getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('th, td'), (c) =>
    c.textContent?.replace(/\u200b/g, ''),
  );

function show(answers: Parameters<typeof mockAdminApi>[0] = {}) {
  const fetchMock = mockAdminApi({ 'GET /api/admin/workspaces': list([acme, alicePersonal, orphan]), ...answers });
  const onResult = vi.fn();
  renderWithQuery(<WorkspacesTab onResult={onResult} />);
  return { fetchMock, onResult };
}

describe('Admin → Workspaces', () => {
  it('lists every workspace: name, personal or team, tier, members, owner and credits remaining', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Workspaces' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Workspace', 'Type', 'Tier', 'Members', 'Owner', 'Credits remaining', 'Actions']);
    await waitFor(() =>
      expect(cellsOf('Acme Sales')).toEqual(['Acme Sales', 'Team', 'Beta Tester', '4', 'alice@example.com', '12,500', 'Grant credits']),
    );
    expect(cellsOf('Alice')).toEqual(['Alice', 'Personal', 'Internal', '1', 'alice@example.com', 'Unlimited', 'Grant credits']);
    // A tier the server no longer offers is still shown; nothing known is a dash.
    expect(cellsOf('Orphan team')).toEqual(['Orphan team', 'Team', 'retired_plan', '0', '—', '—', 'Grant credits']);
    expect(screen.getByRole('combobox', { name: 'Tier of Acme Sales' })).toHaveTextContent('Beta Tester');
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('searches on the server by name or owner email, and says when nothing matches', async () => {
    const { fetchMock } = show({ 'GET /api/admin/workspaces?search=acme': list([acme]), 'GET /api/admin/workspaces?search=zzz': list([]) });
    await screen.findByRole('rowheader', { name: 'Orphan team' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search workspaces...' }), 'acme');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Orphan team' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Acme Sales' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search workspaces...' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search workspaces...' }), 'zzz');
    expect(await screen.findByText('No workspaces match your search.')).toBeInTheDocument();
    const searched = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('?search='));
    // Debounced: one request per pause, not one per key.
    expect(searched).toEqual(['/api/admin/workspaces?search=acme', '/api/admin/workspaces?search=zzz']);
  });

  it('changes a tier only after confirmation', async () => {
    const { fetchMock, onResult } = show({ 'PATCH /api/admin/workspaces/ws-acme': { body: { ...acme, tier: 'agency_user' } } });
    const pick = async () => {
      await userEvent.click(await screen.findByRole('combobox', { name: 'Tier of Acme Sales' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Agency User' }));
      return screen.findByRole('dialog', { name: 'Change tier?' });
    };
    let dialog = await pick();
    expect(dialog).toHaveTextContent(
      'Change the team workspace Acme Sales from Beta Tester to Agency User? Its monthly credits become 25,000.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSent(fetchMock, 'PATCH /api/admin/workspaces/ws-acme')).toEqual([]);

    dialog = await pick();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Tier' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith('success', 'Successfully changed the tier of Acme Sales to agency_user'));
    expect(bodiesSent(fetchMock, 'PATCH /api/admin/workspaces/ws-acme')).toEqual([{ tier: 'agency_user' }]);
    // The list is asked again after the change.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([input]) => input === '/api/admin/workspaces')).toHaveLength(2));
  });

  it("reports the server's refusal of a tier change", async () => {
    const { onResult } = show({ 'PATCH /api/admin/workspaces/ws-acme': { status: 400, body: { error: 'Unknown tier' } } });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Tier of Acme Sales' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Internal' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change Tier' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith('error', 'Failed to change tier: Unknown tier'));
  });

  it('grants credits to a workspace with a reason, refusing an amount that is not a whole number of at least 1', async () => {
    const { fetchMock, onResult } = show({ 'POST /api/admin/workspaces/ws-acme/credits': { body: { success: true } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Grant credits to Acme Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant credits to Acme Sales' });
    expect(dialog).toHaveTextContent("Bonus credits for this team's shared pool");
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Admin grant');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Credits' }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant Credits' }));
    expect(within(dialog).getByText('Credits must be a whole number of at least 1')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/admin/workspaces/ws-acme/credits')).toEqual([]);
    expect(await seriousA11yViolations(dialog)).toEqual([]);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Credits' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Credits' }), '1500');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Q3 bonus');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant Credits' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith('success', 'Successfully granted 1,500 credits to Acme Sales'));
    expect(bodiesSent(fetchMock, 'POST /api/admin/workspaces/ws-acme/credits')).toEqual([{ amount: 1500, reason: 'Q3 bonus' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the grant dialog open with the server's refusal", async () => {
    const { onResult } = show({ 'POST /api/admin/workspaces/u-alice/credits': { status: 404, body: { error: 'Workspace not found' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Grant credits to Alice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant credits to Alice' });
    expect(dialog).toHaveTextContent('Bonus credits for this personal workspace');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Credits' }), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant Credits' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith('error', 'Failed to grant credits: Workspace not found'));
    expect(screen.getByRole('dialog', { name: 'Grant credits to Alice' })).toBeInTheDocument();
  });

  it('is a tab of the Admin panel', async () => {
    mockAdminApi({
      'GET /api/admin/invitations': { body: { invitations: [] } },
      'GET /api/auth-config': { body: { needsSetup: false, email: false, providers: { google: false, sso: false } } },
      'GET /api/admin/workspaces': list([acme]),
    });
    renderWithQuery(<AdminPanel />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Users',
      'Workspaces',
      'Audit log',
      'API keys',
      'Usage',
      'Demo requests',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Workspaces' }));
    const panel = screen.getByRole('tabpanel', { name: 'Workspaces' });
    expect(await within(panel).findByRole('rowheader', { name: 'Acme Sales' })).toBeInTheDocument();
  });
});

describe('workspace tier change and grant texts', () => {
  it('names the tiers and the monthly credits, or says they change when the tier is unknown', () => {
    expect(workspaceTierChangeText(alicePersonal, 'beta_tester', sampleTiers)).toBe(
      'Change the personal workspace Alice from Internal to Beta Tester? Its monthly credits become 5,000.',
    );
    expect(workspaceTierChangeText(acme, 'internal', sampleTiers)).toBe(
      'Change the team workspace Acme Sales from Beta Tester to Internal? Its monthly credits become Unlimited.',
    );
    expect(workspaceTierChangeText(orphan, 'gold', [])).toBe(
      'Change the team workspace Orphan team from retired_plan to gold? Its monthly credits change with the tier.',
    );
  });

  it('takes a whole number of at least 1', () => {
    expect(parseGrantAmount(' 250 ')).toBe(250);
    expect(parseGrantAmount('+5')).toBe(5);
    for (const text of ['', '0', '-5', '1.5', '1e3', 'ten']) expect(parseGrantAmount(text)).toBeNull();
  });
});
