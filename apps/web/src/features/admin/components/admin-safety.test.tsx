import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { usageKeys } from '../../usage';
import { bodiesSent, mockAdminApi, sampleUsers } from '../testing/mock-admin-api';
import { renderWithQuery } from '../../../testing/render-with-query';
import { AdminPanel } from './admin-panel';
import { ChangeTierForm } from './change-tier-form';
import { UsersTable } from './users-table';

// Admin actions that cannot go wrong by one click. A grid with its menus and dialogs takes a
// while to render on a busy machine: these tests get 20 s.
vi.setConfig({ testTimeout: 20_000 });

const alice = sampleUsers[0]!;

function renderTable(onResult = vi.fn()) {
  renderWithQuery(<UsersTable users={sampleUsers} loading={false} search="" onDelete={vi.fn()} onResult={onResult} />);
  return onResult;
}

async function openMenuItem(email: string, item: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${email}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('row actions ask first, with a reason for the audit log', () => {
  it.each([
    ['Disable sign-in', 'Disable sign-in for alice@example.com?', 'POST /api/admin/users/u-alice/disable', { revokeApiKeys: true }],
    [
      'Sign out everywhere',
      'Sign alice@example.com out everywhere?',
      'POST /api/admin/users/u-alice/sign-out-everywhere',
      { revokeApiKeys: false },
    ],
    ['Make administrator', 'Make alice@example.com an administrator?', 'POST /api/admin/users/u-alice/role', { role: 'admin' }],
  ])('%s: nothing happens until confirmed; the reason is sent', async (item, title, call, body) => {
    const fetchMock = mockAdminApi({ [call]: { body: { success: true, data: {} } } });
    const onResult = renderTable();
    await openMenuItem(alice.email, item);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(bodiesSent(fetchMock, call)).toEqual([]);
    // Pasted rather than typed key by key: the dialog re-renders per key, which a busy machine makes slow.
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }));
    await userEvent.paste('Left the company');
    await userEvent.click(within(dialog).getByRole('button', { name: item }));
    await waitFor(() => expect(bodiesSent(fetchMock, call)).toEqual([{ ...body, reason: 'Left the company' }]));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('success', expect.stringContaining(alice.email)));
  });

  it.each([
    ['Sign out everywhere', 'Sign alice@example.com out everywhere?', 'POST /api/admin/users/u-alice/sign-out-everywhere', true],
    ['Disable sign-in', 'Disable sign-in for alice@example.com?', 'POST /api/admin/users/u-alice/disable', false],
  ])('%s offers "Also revoke their API keys"; the choice is sent', async (item, title, call, revokeApiKeys) => {
    const fetchMock = mockAdminApi({ [call]: { body: { success: true, data: {} } } });
    renderTable();
    await openMenuItem(alice.email, item);
    const dialog = await screen.findByRole('dialog', { name: title });
    const box = within(dialog).getByRole('checkbox', { name: 'Also revoke their API keys' });
    expect(box).toHaveProperty('checked', !revokeApiKeys);
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: item }));
    await waitFor(() => expect(bodiesSent(fetchMock, call)).toEqual([{ revokeApiKeys }]));
  });

  it('does nothing on Cancel', async () => {
    const fetchMock = mockAdminApi();
    const onResult = renderTable();
    await openMenuItem(alice.email, 'Disable sign-in');
    const dialog = await screen.findByRole('dialog', { name: 'Disable sign-in for alice@example.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, 'POST /api/admin/users/u-alice/disable')).toEqual([]);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('sends no reason when none is typed', async () => {
    const call = 'POST /api/admin/users/u-bob/role';
    const fetchMock = mockAdminApi({ [call]: { body: { success: true, data: {} } } });
    renderTable();
    await openMenuItem('bob@example.com', 'Remove administrator role');
    const dialog = await screen.findByRole('dialog', { name: 'Remove the administrator role from bob@example.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove administrator role' }));
    await waitFor(() => expect(bodiesSent(fetchMock, call)).toEqual([{ role: 'user' }]));
  });
});

describe('the users grid', () => {
  it('shows credits exactly, never rounded to thousands', () => {
    mockAdminApi();
    const rich = {
      ...alice,
      id: 'u-rich',
      email: 'rich@example.com',
      credits_available: 25_250,
      bonus_credits: 250,
      credits_used_this_month: 200_030,
    };
    renderWithQuery(<UsersTable users={[rich]} loading={false} search="" onDelete={vi.fn()} onResult={vi.fn()} />);
    const row = screen.getByRole('row', { name: /rich@example.com/ });
    expect(within(row).getByRole('gridcell', { name: '25,250' })).toBeInTheDocument();
    expect(within(row).getByRole('gridcell', { name: '200,030' })).toBeInTheDocument();
    expect(within(row).queryByText(/\dk$/)).not.toBeInTheDocument();
  });
});

describe('AdminPanel feedback', () => {
  it('shows the result of a grid action in a snackbar', async () => {
    mockAdminApi({
      'POST /api/admin/users/u-alice/sign-out-everywhere': { body: { success: true, data: {} } },
      'GET /api/auth-config': { body: { needsSetup: false, email: false, providers: { google: false, sso: false } } },
      'GET /api/admin/invitations': { body: { invitations: [] } },
    });
    renderWithQuery(<AdminPanel />);
    await openMenuItem(alice.email, 'Sign out everywhere');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(`Successfully signed out ${alice.email} everywhere`);
    expect(status.closest('.MuiSnackbar-root')).not.toBeNull();
  });
});

describe('ChangeTierForm', () => {
  it("refreshes the credits chip's queries after a tier change (the admin may have changed their own)", async () => {
    mockAdminApi({ 'POST /api/usage/admin/change-tier': { body: { success: true } } });
    const onResult = vi.fn();
    const { client } = renderWithQuery(<ChangeTierForm users={sampleUsers} onResult={onResult} />);
    client.setQueryData(usageKeys.stats, { creditsAvailable: 5000 });
    await userEvent.click(screen.getByRole('combobox', { name: 'User (email)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'bob@example.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change Tier' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Change tier?' })).getByRole('button', { name: 'Change Tier' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith('success', 'Successfully changed tier to beta_tester'));
    expect(client.getQueryState(usageKeys.stats)?.isInvalidated).toBe(true);
  });
});

describe("a user's connected apps and API keys (docs/security.md)", () => {
  it('lists them and revokes one app and one key', async () => {
    const apps = 'GET /api/admin/users/u-alice/connected-apps';
    const keys = 'GET /api/admin/users/u-alice/api-keys';
    const revokeApp = 'DELETE /api/admin/users/u-alice/connected-apps/c-1';
    const revokeKey = 'DELETE /api/admin/api-keys/k-1';
    const fetchMock = mockAdminApi({
      [apps]: {
        body: { connections: [{ clientId: 'c-1', name: 'Claude', uri: null, scope: 'full', connectedAt: '2026-11-01T00:00:00.000Z' }] },
      },
      [keys]: {
        body: {
          keys: [
            {
              id: 'k-1',
              name: 'Zapier',
              scope: 'read',
              lastFour: 'abcd',
              createdAt: '2026-11-01T00:00:00.000Z',
              lastUsedAt: null,
              expiresAt: null,
              revokedAt: null,
              userId: 'u-alice',
              ownerEmail: alice.email,
            },
          ],
        },
      },
      [revokeApp]: { body: null },
      [revokeKey]: { body: { id: 'k-1' } },
    });
    renderTable();
    await openMenuItem(alice.email, 'Connected apps and API keys');
    const dialog = await screen.findByRole('dialog', { name: `Connected apps and API keys of ${alice.email}` });
    expect(await within(dialog).findByText('Claude')).toBeInTheDocument();
    expect(await within(dialog).findByText('Zapier (…abcd, read)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Claude' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Zapier' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u, i]) => `${i?.method} ${String(u)}` === revokeApp)).toBe(true));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u, i]) => `${i?.method} ${String(u)}` === revokeKey)).toBe(true));
  });
});
