import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '../../../testing/axe';
import { ada, renderInApp } from '../../workspaces/testing/render-in-app';
import { json, mockWorkspaceApi, personal, team } from '../../workspaces/testing/workspace-fixtures';
import { AcceptInvitationPage } from './accept-invitation-page';

const wsToken = 'wsi_0123456789abcdef';
const workspaceStatus =
  (extra: object = {}) =>
  () =>
    json({ valid: true, email: 'ada@example.com', workspaceName: 'Acme Sales', workspaceRole: 'member', ...extra });
const signedIn = (headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ token: 'session-2' }), { status: 201, headers: { 'Content-Type': 'application/json', ...headers } });
const completeSignIn = () => vi.fn(() => Promise.resolve({ data: { user: ada, profile: null, sessionToken: 'session-2' }, error: null }));

const fillAccountForm = async () => {
  await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('New password'), 'analytical');
  await userEvent.type(screen.getByLabelText('Repeat the new password'), 'analytical');
};

describe('AcceptInvitationPage', () => {
  it('creates the account of an account invitation as before, and opens the app', async () => {
    const server = mockWorkspaceApi({
      'GET /api/invitations/status': () => json({ valid: true, email: 'new@example.com' }),
      'POST /api/invitations/accept': () => signedIn(),
    });
    const signIn = completeSignIn();
    renderInApp(<AcceptInvitationPage />, {
      user: null,
      auth: { completeSignIn: signIn },
      path: '/invite?token=acct_0123456789',
      scope: false,
    });
    expect(await screen.findByText(/You were invited as/)).toHaveTextContent('You were invited as new@example.com.');
    expect(screen.getByRole('heading', { name: 'Join LeadSift' })).toBeInTheDocument();
    await fillAccountForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/));
    expect(signIn).toHaveBeenCalledWith('session-2');
    expect(server.callsTo('POST', '/api/invitations/accept').map((c) => c.body)).toEqual([
      { token: 'acct_0123456789', name: 'Ada Lovelace', password: 'analytical' },
    ]);
  });

  it('lets the signed-in invitee join the workspace, then switches to it', async () => {
    const server = mockWorkspaceApi({
      'GET /api/invitations/status': workspaceStatus(),
      'POST /api/invitations/accept': () => json({ workspaceId: 'ws-team' }),
      'POST /api/workspaces/ws-team/select': () => new Response(null, { status: 204 }),
    });
    renderInApp(<AcceptInvitationPage />, { path: `/invite?token=${wsToken}`, scope: false });
    expect(await screen.findByRole('heading', { name: 'Join Acme Sales as Member' })).toBeInTheDocument();
    expect(screen.getByText(/You were invited to join/)).toHaveTextContent(
      'You were invited to join Acme Sales as Member (upload, run, override, save templates and export).',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await seriousA11yViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Join Acme Sales' }));
    await waitFor(() => expect(localStorage.getItem('leadsift.workspaceId')).toBe('ws-team'));
    expect(server.callsTo('POST', '/api/invitations/accept').map((c) => c.body)).toEqual([{ token: wsToken }]);
    await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/));
  });

  it("shows the server's refusal of a join", async () => {
    mockWorkspaceApi({
      'GET /api/invitations/status': workspaceStatus(),
      'POST /api/invitations/accept': () => json({ error: 'This invitation is for another email address' }, 403),
    });
    renderInApp(<AcceptInvitationPage />, { path: `/invite?token=${wsToken}`, scope: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Join Acme Sales' }));
    expect(await screen.findByText('This invitation is for another email address')).toBeInTheDocument();
    expect(localStorage.getItem('leadsift.workspaceId')).toBeNull();
  });

  it('asks someone signed in with another address to sign out first', async () => {
    mockWorkspaceApi({ 'GET /api/invitations/status': workspaceStatus({ email: 'bea@example.com' }) });
    const signOut = vi.fn(() => Promise.resolve());
    renderInApp(<AcceptInvitationPage />, { auth: { signOut }, path: `/invite?token=${wsToken}`, scope: false });
    expect(await screen.findByText(/This invitation is for/)).toHaveTextContent(
      'This invitation is for bea@example.com, and you are signed in as ada@example.com.',
    );
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('sends a signed-out invitee who has an account to sign in, and back here afterwards', async () => {
    mockWorkspaceApi({ 'GET /api/invitations/status': workspaceStatus({ hasAccount: true, workspaceRole: 'viewer' }) });
    renderInApp(<AcceptInvitationPage />, { user: null, path: `/invite?token=${wsToken}`, scope: false });
    const link = await screen.findByRole('link', { name: 'Sign in as ada@example.com to join' });
    expect(link).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/invite?token=${wsToken}`)}`);
    expect(screen.getByRole('heading', { name: 'Join Acme Sales as Viewer' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('creates the account of a signed-out invitee without one, signs in and switches to the workspace joined', async () => {
    const server = mockWorkspaceApi({
      'GET /api/invitations/status': workspaceStatus({ hasAccount: false }),
      'POST /api/invitations/accept': () => signedIn(),
      'GET /api/workspaces': () => json({ currentId: 'user-1', workspaces: [personal, team({ role: 'member' })] }),
      'POST /api/workspaces/ws-team/select': () => new Response(null, { status: 204 }),
    });
    const signIn = completeSignIn();
    renderInApp(<AcceptInvitationPage />, { user: null, auth: { completeSignIn: signIn }, path: `/invite?token=${wsToken}`, scope: false });
    const form = await screen.findByText(/Create your account for/);
    expect(form).toHaveTextContent('Create your account for ada@example.com: choose your name and a password.');
    await fillAccountForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account and join' }));
    await waitFor(() => expect(localStorage.getItem('leadsift.workspaceId')).toBe('ws-team'));
    expect(signIn).toHaveBeenCalledWith('session-2');
    expect(server.callsTo('POST', '/api/invitations/accept').map((c) => c.body)).toEqual([
      { token: wsToken, name: 'Ada Lovelace', password: 'analytical' },
    ]);
    await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/));
  });
});
