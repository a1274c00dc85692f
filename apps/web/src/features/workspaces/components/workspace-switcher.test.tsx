import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiJson } from '../../../lib/api-client';
import { setSessionToken } from '../../../lib/session-token';
import { seriousA11yViolations } from '../../../testing/axe';
import { json, mockWorkspaceApi, personal, team, type ApiCall } from '../testing/workspace-fixtures';
import { WorkspaceScope } from './workspace-scope';
import { WorkspaceSwitcher } from './workspace-switcher';

const viewerTeam = team({ id: 'ws-view', name: 'Northwind Research', role: 'viewer', memberCount: 8 });
const all = [personal, team(), viewerTeam];

/** Some answer of the current workspace, cached like every screen's: it names the workspace its request named. */
function Probe() {
  const probe = useQuery({ queryKey: ['probe'], queryFn: () => apiJson<{ workspace: string | null }>('GET', '/api/probe') });
  return <output aria-label="probe">{probe.data ? (probe.data.workspace ?? 'none') : ''}</output>;
}

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderSwitcher() {
  setSessionToken('tok-1');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/activity/research']}>
        <WorkspaceScope>
          <WorkspaceSwitcher />
          <Probe />
          <CurrentPath />
        </WorkspaceScope>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The server: the workspace the request names, else the one it remembers (`remembered`). */
function api(extra: Record<string, (call: ApiCall) => Response> = {}, remembered = 'user-1') {
  return mockWorkspaceApi({
    'GET /api/workspaces': (call) => json({ currentId: call.workspace ?? remembered, workspaces: all }),
    'GET /api/probe': (call) => json({ workspace: call.workspace }),
    'POST /api/workspaces/ws-team/select': () => new Response(null, { status: 204 }),
    'POST /api/workspaces/ws-view/select': () => new Response(null, { status: 204 }),
    ...extra,
  });
}

describe('WorkspaceSwitcher', () => {
  it('names the current workspace, lists every one with its role, and keeps the server’s choice on a first load', async () => {
    const server = api({}, 'ws-view');
    renderSwitcher();
    // Not the owner: the role is part of its name (and shown beside it from 600 px).
    const button = await screen.findByRole('button', { name: 'Workspace: Northwind Research · Viewer' });
    expect(button).toHaveTextContent('Northwind Research · Viewer');
    expect(localStorage.getItem('leadsift.workspaceId')).toBe('ws-view');
    expect(server.callsTo('GET', '/api/workspaces')[0]?.workspace).toBeNull();
    await userEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['PersonalOwner · personal', 'Acme SalesOwner', 'Northwind ResearchViewer', 'Create workspace…', 'Workspace settings']);
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('switches: the server remembers it, requests name it, nothing cached of the last one stays, and home opens', async () => {
    localStorage.setItem('leadsift.workspaceId', 'user-1');
    const server = api();
    renderSwitcher();
    expect(await screen.findByRole('button', { name: 'Workspace: Personal' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('probe')).toHaveTextContent('user-1'));
    await userEvent.click(screen.getByRole('button', { name: 'Workspace: Personal' }));
    await userEvent.click(screen.getByRole('menuitem', { name: /Acme Sales/ }));
    expect(await screen.findByRole('button', { name: 'Workspace: Acme Sales' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('probe')).toHaveTextContent('ws-team'));
    expect(server.callsTo('POST', '/api/workspaces/ws-team/select').map((c) => c.workspace)).toEqual(['ws-team']);
    expect(localStorage.getItem('leadsift.workspaceId')).toBe('ws-team');
    await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/));
    // The probe was asked again, in the new workspace, after the switch.
    expect(server.callsTo('GET', '/api/probe').map((c) => c.workspace)).toEqual(['user-1', 'ws-team']);
  });

  it('says why a switch failed and stays where it was', async () => {
    localStorage.setItem('leadsift.workspaceId', 'user-1');
    api({ 'POST /api/workspaces/ws-view/select': () => json({ error: 'Workspace not found' }, 404) });
    renderSwitcher();
    await userEvent.click(await screen.findByRole('button', { name: 'Workspace: Personal' }));
    await userEvent.click(screen.getByRole('menuitem', { name: /Northwind Research/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Workspace not found');
    expect(localStorage.getItem('leadsift.workspaceId')).toBe('user-1');
    expect(screen.getByLabelText('path')).toHaveTextContent('/activity/research');
  });

  it('creates a workspace (a name is required) and switches to it', async () => {
    localStorage.setItem('leadsift.workspaceId', 'user-1');
    const created = team({ id: 'ws-new', name: 'Field Sales', memberCount: 1 });
    const server = api({
      'POST /api/workspaces': () => json(created, 201),
      'POST /api/workspaces/ws-new/select': () => new Response(null, { status: 204 }),
    });
    renderSwitcher();
    await userEvent.click(await screen.findByRole('button', { name: 'Workspace: Personal' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Create workspace…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create workspace' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Give the workspace a name')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/workspaces')).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Workspace name' }), '  Field Sales ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(localStorage.getItem('leadsift.workspaceId')).toBe('ws-new'));
    expect(server.callsTo('POST', '/api/workspaces').map((c) => c.body)).toEqual([{ name: 'Field Sales' }]);
    expect(server.callsTo('POST', '/api/workspaces/ws-new/select')).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/));
  });

  it('drops a stored workspace that is gone (404 "Workspace not found") and loads the server’s choice', async () => {
    localStorage.setItem('leadsift.workspaceId', 'ws-deleted');
    const server = api({
      'GET /api/workspaces': (call) =>
        call.workspace === 'ws-deleted'
          ? json({ error: 'Workspace not found' }, 404)
          : json({ currentId: call.workspace ?? 'user-1', workspaces: all }),
      'GET /api/probe': (call) =>
        call.workspace === 'ws-deleted' ? json({ error: 'Workspace not found' }, 404) : json({ workspace: call.workspace }),
    });
    renderSwitcher();
    expect(await screen.findByRole('button', { name: 'Workspace: Personal' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('leadsift.workspaceId')).toBe('user-1'));
    await waitFor(() => expect(screen.getByLabelText('probe')).not.toBeEmptyDOMElement());
    expect(server.calls.some((c) => c.workspace === 'ws-deleted')).toBe(true);
    expect(server.calls.at(-1)?.workspace).not.toBe('ws-deleted');
  });

  it('follows a switch made in another tab: its requests already name that workspace, so what it shows is loaded again', async () => {
    localStorage.setItem('leadsift.workspaceId', 'user-1');
    const server = api();
    renderSwitcher();
    await waitFor(() => expect(screen.getByLabelText('probe')).toHaveTextContent('user-1'));
    localStorage.setItem('leadsift.workspaceId', 'ws-team');
    window.dispatchEvent(new StorageEvent('storage', { key: 'leadsift.workspaceId', oldValue: 'user-1', newValue: 'ws-team' }));
    expect(await screen.findByRole('button', { name: 'Workspace: Acme Sales' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('probe')).toHaveTextContent('ws-team'));
    expect(server.callsTo('GET', '/api/probe').map((c) => c.workspace)).toEqual(['user-1', 'ws-team']);
  });
});
