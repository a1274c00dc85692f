import type { WorkspaceRole, WorkspaceSummary } from '@leadsift/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../../../../testing/axe';
import { renderInApp } from '../../testing/render-in-app';
import { json, member, mockWorkspaceApi, personal, team, type ApiCall } from '../../testing/workspace-fixtures';
import { WorkspaceSettingsPage } from './workspace-settings-page';

const ws = '/api/workspaces/ws-team';
const people = (role: WorkspaceRole, manager: boolean) => [
  member({ userId: 'user-1', name: 'Ada Owner', email: 'ada@example.com', role, usedThisMonth: manager ? 40 : null }),
  member({ usedThisMonth: manager ? 120 : null, monthlyCreditLimit: 500 }),
  member({ userId: 'user-3', name: 'Otto Owner', email: 'otto@example.com', role: 'owner', usedThisMonth: manager ? 0 : null }),
];

/** The server of a team workspace where the caller (Ada, user-1) has `role`; `extra` answers the writes. */
function serve(role: WorkspaceRole, extra: Record<string, (call: ApiCall) => Response> = {}, current: WorkspaceSummary = team({ role })) {
  const manager = role === 'owner' || role === 'admin';
  return mockWorkspaceApi({
    'GET /api/workspaces': () => json({ currentId: current.id, workspaces: [personal, current] }),
    [`GET ${ws}/members`]: () => json({ members: people(role, manager) }),
    [`GET ${ws}/invitations`]: () =>
      json({
        invitations: [
          {
            id: 'inv-1',
            email: 'cy@example.com',
            role: 'viewer',
            invitedBy: 'Ada Owner',
            createdAt: '2026-11-20T10:00:00.000Z',
            expiresAt: '2026-11-27T10:00:00.000Z',
          },
        ],
      }),
    ...extra,
  });
}

const dialogsClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

const open = async () => {
  renderInApp(<WorkspaceSettingsPage />);
  return screen.findByRole('table', { name: 'Members' });
};

describe('WorkspaceSettingsPage', () => {
  it('gives the owner every control: rename, the jobs switch, roles, limits, remove, invite, transfer and delete', async () => {
    const server = serve('owner', {
      [`PATCH ${ws}`]: (call) => json({ ...team(), ...(call.body as object) }),
      [`PATCH ${ws}/members/user-2`]: () => json(member()),
      [`PATCH ${ws}/members/user-1`]: () => json({ error: 'A workspace keeps at least one owner.' }, 409),
      [`DELETE ${ws}/members/user-2`]: () => new Response(null, { status: 204 }),
      [`POST ${ws}/invitations`]: () => json({ id: 'inv-2', link: 'http://localhost/invite?token=wsi_abc', emailed: false }, 201),
      [`DELETE ${ws}/invitations/inv-1`]: () => new Response(null, { status: 204 }),
    });
    const table = await open();
    expect(screen.getByRole('heading', { name: 'Workspace settings' })).toBeInTheDocument();

    const name = screen.getByRole('textbox', { name: 'Workspace name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Sales EU');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await userEvent.click(screen.getByRole('switch', { name: "Members may pause, resume or delete others' jobs" }));
    await waitFor(() =>
      expect(server.callsTo('PATCH', ws).map((c) => c.body)).toEqual([{ name: 'Acme Sales EU' }, { membersManageAllJobs: true }]),
    );

    // The owner may make owners; what each used this month shows; the caller has no Remove (Leave is below).
    const bea = within(table).getByRole('row', { name: /Bea Member/ });
    expect(within(bea).getByText('120')).toBeInTheDocument();
    await userEvent.click(within(bea).getByRole('combobox', { name: 'Role of Bea Member' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Owner', 'Admin', 'Member', 'Viewer']);
    await userEvent.click(screen.getByRole('option', { name: 'Viewer' }));
    const limit = within(bea).getByRole('spinbutton', { name: 'Monthly credit limit of Bea Member' });
    expect(limit).toHaveValue(500);
    await userEvent.clear(limit);
    await userEvent.tab();
    await waitFor(() =>
      expect(server.callsTo('PATCH', `${ws}/members/user-2`).map((c) => c.body)).toEqual([
        { role: 'viewer' },
        { monthlyCreditLimit: null },
      ]),
    );
    expect(within(within(table).getByRole('row', { name: /Ada Owner/ })).queryByRole('button', { name: /Remove/ })).toBeNull();

    // The last owner cannot step down: the server's 409 is shown as it says it.
    await userEvent.click(within(table).getByRole('combobox', { name: 'Role of Ada Owner' }));
    await userEvent.click(screen.getByRole('option', { name: 'Admin' }));
    expect(await screen.findByText('A workspace keeps at least one owner.')).toBeInTheDocument();

    await userEvent.click(within(bea).getByRole('button', { name: 'Remove Bea Member' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove member?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.callsTo('DELETE', `${ws}/members/user-2`)).toHaveLength(1));
    await dialogsClosed();

    // Invite: each role says what it may do; the link is there to copy when no email went out.
    const invite = screen.getByRole('form', { name: 'Invite someone' });
    await userEvent.type(within(invite).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(within(invite).getByRole('button', { name: 'Invite' }));
    expect(within(invite).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(invite).getByText('Upload, run, override, save templates and export')).toBeInTheDocument();
    await userEvent.click(within(invite).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(screen.getByRole('option', { name: /^Viewer/ }));
    expect(within(invite).getByText('Read results and export; nothing that spends credits')).toBeInTheDocument();
    await userEvent.clear(within(invite).getByRole('textbox', { name: 'Email' }));
    await userEvent.type(within(invite).getByRole('textbox', { name: 'Email' }), 'Dee@Example.com');
    await userEvent.click(within(invite).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('textbox', { name: 'Invitation link' })).toHaveValue('http://localhost/invite?token=wsi_abc');
    expect(screen.getByText(/No email was sent/)).toHaveTextContent('dee@example.com');
    expect(server.callsTo('POST', `${ws}/invitations`).map((c) => c.body)).toEqual([{ email: 'dee@example.com', role: 'viewer' }]);

    const pending = screen.getByRole('table', { name: 'Pending invitations' });
    await userEvent.click(within(pending).getByRole('button', { name: 'Revoke the invitation of cy@example.com' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Revoke invitation?' })).getByRole('button', { name: 'Revoke' }),
    );
    await waitFor(() => expect(server.callsTo('DELETE', `${ws}/invitations/inv-1`)).toHaveLength(1));
    await dialogsClosed();
    expect(screen.getByRole('button', { name: 'Delete workspace' })).toBeInTheDocument();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('transfers ownership to a chosen member, and deletes the workspace only once its name is typed', async () => {
    const server = serve('owner', {
      [`PATCH ${ws}`]: () => json(team({ role: 'admin' })),
      [`DELETE ${ws}`]: () => new Response(null, { status: 204 }),
      'POST /api/workspaces/user-1/select': () => new Response(null, { status: 204 }),
    });
    localStorage.setItem('leadsift.workspaceId', 'ws-team');
    await open();
    await userEvent.click(screen.getByRole('combobox', { name: 'New owner' }));
    await userEvent.click(screen.getByRole('option', { name: 'Bea Member (bea@example.com)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Transfer ownership' }));
    const transfer = await screen.findByRole('dialog', { name: 'Transfer ownership?' });
    expect(transfer).toHaveTextContent('Make Bea Member the owner of Acme Sales? You become an admin');
    await userEvent.click(within(transfer).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(server.callsTo('PATCH', ws).map((c) => c.body)).toEqual([{ ownerId: 'user-2' }]));
    await dialogsClosed();

    await userEvent.click(screen.getByRole('button', { name: 'Delete workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete workspace?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete workspace' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type Acme Sales to confirm' }), 'Acme');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type Acme Sales to confirm' }), ' Sales');
    await userEvent.click(confirm);
    await waitFor(() => expect(localStorage.getItem('leadsift.workspaceId')).toBe('user-1'));
    expect(server.callsTo('DELETE', ws)).toHaveLength(1);
    expect(server.callsTo('POST', '/api/workspaces/user-1/select').map((c) => c.workspace)).toEqual(['user-1']);
    await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/));
  });

  it('lets an admin manage members but not owners, invite, and leave — not rename, transfer or delete', async () => {
    serve('admin');
    const table = await open();
    expect(screen.queryByRole('textbox', { name: 'Workspace name' })).toBeNull();
    expect(screen.getByRole('switch', { name: "Members may pause, resume or delete others' jobs" })).toBeInTheDocument();
    const otto = within(table).getByRole('row', { name: /Otto Owner/ });
    expect(within(otto).queryByRole('combobox')).toBeNull();
    expect(within(otto).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(otto).getByText('Owner')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('combobox', { name: 'Role of Bea Member' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Admin', 'Member', 'Viewer']);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('form', { name: 'Invite someone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer ownership' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave workspace' })).toBeInTheDocument();
  });

  it.each(['member', 'viewer'] as const)('shows a %s the workspace read-only, with Leave as the one control', async (role) => {
    serve(role);
    const table = await open();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).queryByRole('columnheader', { name: 'Used this month' })).toBeNull();
    expect(within(table).getByRole('row', { name: /Bea Member/ })).toHaveTextContent('500 credits');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText(/Members may pause, resume or delete others' jobs/)).toHaveTextContent('no');
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Leave workspace']);
  });

  it('leaves for the personal workspace, or says why not (the last owner)', async () => {
    localStorage.setItem('leadsift.workspaceId', 'ws-team');
    let last = true;
    const server = serve('viewer', {
      [`DELETE ${ws}/members/user-1`]: () =>
        last ? json({ error: 'Transfer ownership or delete the workspace: it needs an owner.' }, 409) : new Response(null, { status: 204 }),
      'POST /api/workspaces/user-1/select': () => new Response(null, { status: 204 }),
    });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Leave workspace' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Leave workspace?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Transfer ownership or delete the workspace: it needs an owner.')).toBeInTheDocument();
    await dialogsClosed();
    expect(localStorage.getItem('leadsift.workspaceId')).toBe('ws-team');
    last = false;
    await userEvent.click(screen.getByRole('button', { name: 'Leave workspace' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Leave workspace?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(localStorage.getItem('leadsift.workspaceId')).toBe('user-1'));
    expect(server.callsTo('DELETE', `${ws}/members/user-1`)).toHaveLength(2);
    await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/));
  });

  it('says a personal workspace cannot be shared and offers a team workspace instead', async () => {
    const server = serve('owner', {}, personal);
    renderInApp(<WorkspaceSettingsPage />);
    expect(await screen.findByText(/This is your personal workspace: it is yours alone and cannot be shared/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a team workspace' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Workspace name' })).toHaveValue('Personal');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /Leave|Delete/ })).toBeNull();
    expect(server.calls.filter((c) => c.path.startsWith('/api/workspaces/'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Create a team workspace' }));
    expect(await screen.findByRole('dialog', { name: 'Create workspace' })).toBeInTheDocument();
  });
});
