import type { AdminApiKey } from '@leadsift/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockAdminApi } from '../../admin/testing/mock-admin-api';
import { renderWithQuery } from '../../../testing/render-with-query';
import { AllApiKeys } from './all-api-keys';

const key = (overrides: Partial<AdminApiKey>): AdminApiKey => ({
  id: 'k1',
  name: 'CRM sync',
  scope: 'full',
  lastFour: 'ab12',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-24T09:30:00.000Z',
  expiresAt: null,
  revokedAt: null,
  userId: 'u-alice',
  ownerEmail: 'alice@example.com',
  ...overrides,
});

describe('AllApiKeys (Admin panel)', () => {
  it("lists every user's keys with owner and last use, and revokes one through the admin route", async () => {
    const fetchMock = mockAdminApi({
      'GET /api/admin/api-keys': {
        body: {
          keys: [
            key({}),
            key({
              id: 'k2',
              name: 'Old script',
              ownerEmail: 'bob@example.com',
              userId: 'u-bob',
              lastUsedAt: null,
              revokedAt: '2026-11-21T00:00:00.000Z',
            }),
          ],
        },
      },
      'DELETE /api/admin/api-keys/k1': {
        body: { ...key({ revokedAt: '2026-11-25T12:00:00.000Z' }), userId: undefined, ownerEmail: undefined },
      },
    });
    renderWithQuery(<AllApiKeys />);
    const table = await screen.findByRole('table', { name: "All users' API keys" });
    const alice = within(table).getByRole('row', { name: /alice@example\.com/ });
    expect(within(alice).getByText('CRM sync')).toBeInTheDocument();
    expect(within(alice).getByText('lsk_…ab12')).toBeInTheDocument();
    const bob = within(table).getByRole('row', { name: /bob@example\.com/ });
    expect(within(bob).getAllByText('Never')).toHaveLength(2); // never used, never expires
    expect(within(bob).getByText('revoked')).toBeInTheDocument();
    expect(within(bob).queryByRole('button', { name: /Revoke/ })).toBeNull();

    await userEvent.click(within(alice).getByRole('button', { name: 'Revoke CRM sync of alice@example.com' }));
    // A second look that names the key and its owner; Cancel revokes nothing.
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API key?' });
    expect(dialog).toHaveTextContent(
      'Revoke "CRM sync" (lsk_…ab12) of alice@example.com? Every script or integration that uses it stops working at once; this cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(alice).getByRole('button', { name: 'Revoke CRM sync of alice@example.com' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Revoke API key?' })).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Key "CRM sync" revoked')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([input]) => String(input))).toEqual([
        '/api/admin/api-keys/k1',
      ]),
    );
    // The list is asked again after the revoke.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([input]) => String(input) === '/api/admin/api-keys').length).toBe(2));
  });

  it('says so when nobody has a key, and shows the server error when the list fails', async () => {
    mockAdminApi({ 'GET /api/admin/api-keys': { body: { keys: [] } } });
    const { unmount } = renderWithQuery(<AllApiKeys />);
    expect(await screen.findByText('No user has an API key yet.')).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    mockAdminApi({ 'GET /api/admin/api-keys': { status: 403, body: { success: false, error: 'Admin access required' } } });
    renderWithQuery(<AllApiKeys />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin access required');
  });
});
