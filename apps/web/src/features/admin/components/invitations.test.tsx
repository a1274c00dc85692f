import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodiesSent, mockAdminApi } from '../testing/mock-admin-api';
import { renderWithQuery } from '../../../testing/render-with-query';
import { InviteUserDialog } from './invite-user-dialog';
import { PendingInvitations } from './pending-invitations';
import { UsersTab } from './users-tab';

const pending = {
  id: 'inv-1',
  email: 'ivy@example.com',
  tier: 'beta_tester',
  role: 'user',
  invitedByEmail: 'admin@example.com',
  expiresAt: '2099-01-08T10:00:00.000Z',
  createdAt: '2099-01-01T10:00:00.000Z',
  expired: false,
};

describe('Invitations in the Admin panel', () => {
  it('lists pending invitations; Copy link shows a new link; Revoke reports success', async () => {
    const fetchMock = mockAdminApi({
      'GET /api/admin/invitations': { body: { invitations: [pending] } },
      'POST /api/admin/invitations/inv-1/resend': { body: { id: 'inv-1', link: 'http://x/invite?token=abc' } },
      'DELETE /api/admin/invitations/inv-1': { body: null },
    });
    const onResult = vi.fn();
    const onLink = vi.fn();
    renderWithQuery(<PendingInvitations email={false} onResult={onResult} onLink={onLink} />);
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(await screen.findByRole('row', { name: /ivy@example.com/ })).toBeInTheDocument();
    expect(table).toBeInTheDocument();
    // Without SMTP there is nothing to resend by email.
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link for ivy@example.com (a new one)' }));
    await waitFor(() => expect(onLink).toHaveBeenCalledWith(expect.objectContaining({ link: 'http://x/invite?token=abc' })));
    expect(bodiesSent(fetchMock, 'POST /api/admin/invitations/inv-1/resend')).toEqual([{ copy: true }]);
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the invitation to ivy@example.com' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('success', 'Invitation to ivy@example.com revoked'));
  });

  it('invites with email, tier and role; without SMTP the answer is a link to copy', async () => {
    const fetchMock = mockAdminApi({
      'POST /api/admin/invitations': { status: 201, body: { id: 'inv-2', link: 'http://x/invite?token=xyz' } },
    });
    const onLink = vi.fn();
    renderWithQuery(<InviteUserDialog open onClose={() => {}} onResult={vi.fn()} onLink={onLink} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(onLink).toHaveBeenCalledWith(expect.objectContaining({ link: 'http://x/invite?token=xyz' })));
    expect(bodiesSent(fetchMock, 'POST /api/admin/invitations')).toEqual([{ email: 'new@example.com', tier: 'beta_tester', role: 'user' }]);
  });

  it('in the Users tab: Invite user, then the new invitation is listed and its link shown to copy', async () => {
    let listed: unknown[] = [];
    const fetchMock = mockAdminApi({
      'GET /api/auth-config': { body: { needsSetup: false, providers: { google: false, sso: false }, baseUrlMissing: true, email: false } },
      'POST /api/admin/invitations': { status: 201, body: { id: 'inv-1', link: 'http://x/invite?token=xyz' } },
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      if (String(input) === '/api/admin/invitations' && (init?.method ?? 'GET') === 'GET')
        return Promise.resolve(new Response(JSON.stringify({ invitations: listed }), { headers: { 'Content-Type': 'application/json' } }));
      if (String(input) === '/api/admin/invitations') listed = [pending];
      return base(input, init);
    });
    renderWithQuery(<UsersTab onResult={vi.fn()} />);
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ivy@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('dialog', { name: 'Invitation link' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue('http://x/invite?token=xyz');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('row', { name: /ivy@example.com/ })).toBeInTheDocument();
  });
});
