import { WORKSPACE_HEADER, type WorkspaceMember, type WorkspaceRole, type WorkspaceSummary } from '@leadsift/shared';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { WorkspaceContext } from '../hooks/use-workspace';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const team = (overrides: Partial<WorkspaceSummary> = {}): WorkspaceSummary => ({
  id: 'ws-team',
  name: 'Acme Sales',
  personal: false,
  role: 'owner',
  tier: 'agency_user',
  memberCount: 3,
  membersManageAllJobs: false,
  ...overrides,
});

export const personal: WorkspaceSummary = team({ id: 'user-1', name: 'Personal', personal: true, memberCount: 1, tier: 'beta_tester' });

export const member = (overrides: Partial<WorkspaceMember> = {}): WorkspaceMember => ({
  userId: 'user-2',
  name: 'Bea Member',
  email: 'bea@example.com',
  role: 'member',
  monthlyCreditLimit: null,
  usedThisMonth: 120,
  joinedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export type ApiCall = { method: string; path: string; search: string; body: unknown; workspace: string | null };
type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Stubs fetch with handlers keyed "METHOD /path" (the query string is the handler's to read); an unexpected
 * request fails loudly. Every call is recorded with the workspace its `X-Workspace` header named.
 */
export function mockWorkspaceApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    const call = { method, path: url.pathname, search: url.search, body, workspace: new Headers(init.headers).get(WORKSPACE_HEADER) };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected request ${method} ${url.pathname}`);
    return handler(call);
  });
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/** Puts `ui` in a workspace where the caller has `role` (what `WorkspaceScope` would provide), for a gated control's test. */
export function InRole({
  role,
  workspace = team({ role }),
  children,
}: {
  role: WorkspaceRole;
  workspace?: WorkspaceSummary;
  children: ReactNode;
}) {
  return (
    <WorkspaceContext value={{ workspaces: [workspace], current: workspace, role, isLoading: false, error: null, restart: () => {} }}>
      {children}
    </WorkspaceContext>
  );
}
