import type { AuditEntry } from '@leadsift/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAdminApi } from '../testing/mock-admin-api';
import { renderWithQuery } from '../../../testing/render-with-query';
import { AuditLog } from './audit-log';

const entry = (id: number, overrides: Partial<AuditEntry>): AuditEntry => ({
  id,
  createdAt: '2026-11-23T10:00:00.000Z',
  actorId: 'u-admin',
  actorEmail: 'root@example.com',
  action: 'change_tier',
  targetUserId: 'u-alice',
  targetEmail: 'alice@example.com',
  before: { tier: 'beta_tester' },
  after: { tier: 'internal' },
  reason: null,
  ip: '10.0.0.1',
  ...overrides,
});

const page = (data: AuditEntry[], total = data.length) => ({ body: { success: true, data, total, page: 1, pageSize: 25 } });

describe('AuditLog', () => {
  it('shows who did what to whom, before → after, and asks the server again when a filter changes', async () => {
    const fetchMock = mockAdminApi({
      'GET /api/admin/audit?page=1&pageSize=25': page([
        entry(2, {}),
        entry(1, { action: 'grant_credits', before: { bonus_credits: 0 }, after: { bonus_credits: 50 }, reason: 'Goodwill' }),
      ]),
      'GET /api/admin/audit?page=1&pageSize=25&target=alice': page([entry(2, {})]),
      'GET /api/admin/audit?page=1&pageSize=25&target=alice&action=delete_user': page([]),
    });
    renderWithQuery(<AuditLog />);
    const grid = await screen.findByRole('grid', { name: 'Audit log' });
    const tierRow = await within(grid).findByRole('row', { name: /Change tier/ });
    expect(tierRow).toHaveTextContent('root@example.com');
    expect(tierRow).toHaveTextContent('alice@example.com');
    expect(tierRow).toHaveTextContent('tier: beta_tester → internal');
    expect(within(grid).getByRole('row', { name: /Grant credits/ })).toHaveTextContent('bonus_credits: 0 → 50');
    expect(within(grid).getByRole('row', { name: /Grant credits/ })).toHaveTextContent('Goodwill');

    await userEvent.type(screen.getByRole('textbox', { name: 'User' }), 'alice');
    await waitFor(() => expect(within(grid).queryByRole('row', { name: /Grant credits/ })).not.toBeInTheDocument());
    const calls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/audit'));
    expect(calls.at(-1)).toBe('/api/admin/audit?page=1&pageSize=25&target=alice');

    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Delete user' }));
    await waitFor(() => expect(within(grid).queryByRole('row', { name: /Change tier/ })).not.toBeInTheDocument());
    // The DataGrid chunk is heavy for jsdom on a busy machine.
  }, 30_000);
});
