import type { UsageStats, UserTier, WorkspaceList, WorkspaceSummary } from '@leadsift/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { setSessionToken } from '../../lib/session-token';

export const betaTier: UserTier = {
  name: 'beta_tester',
  displayName: 'Beta Tester',
  credits_per_month: 5_000,
  max_websites_per_job: 1_000,
};
export const internalTier: UserTier = { name: 'internal', displayName: 'Internal', credits_per_month: -1, max_websites_per_job: -1 };

export function makeStats(overrides: Partial<UsageStats> = {}): UsageStats {
  return {
    creditsUsed: 1_250,
    creditsAvailable: 3_750,
    creditsTotal: 5_000,
    percentUsed: 25,
    resetDate: '2099-07-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A canned answer: a JSON body with a status (200 by default), or a promise to answer later. */
export type Reply = { status?: number; body: unknown } | Promise<Response>;

export type UsageApi = {
  stats: Reply;
  tier: Reply;
  check?: Reply;
  /** GET /api/uploads (its `storage`); 1.5 MB of 1 GB by default. */ uploads?: Reply;
  /** GET /api/usage/history (the dialog's charts); no usage by default. */ history?: Reply;
  /** GET /api/workspaces; the caller's personal workspace by default. */ workspaces?: Reply;
  /** GET /api/workspaces/:id/usage, any id. */ workspaceUsage?: Reply;
};

export const personalWorkspace: WorkspaceSummary = {
  id: 'u-ada',
  name: 'Ada Lovelace',
  personal: true,
  role: 'owner',
  tier: 'beta_tester',
  memberCount: 1,
  membersManageAllJobs: false,
};
export const teamWorkspace = (role: WorkspaceSummary['role']): WorkspaceSummary => ({
  id: 'ws-acme',
  name: 'Acme Sales',
  personal: false,
  role,
  tier: 'agency_user',
  memberCount: 3,
  membersManageAllJobs: false,
});
/** GET /api/workspaces answered in `current`. */
export const workspacesReply = (current: WorkspaceSummary): Reply => {
  const body: WorkspaceList = {
    currentId: current.id,
    workspaces: [personalWorkspace, current].filter((w, i, all) => all.indexOf(w) === i),
  };
  return { body };
};

const defaultUploads: Reply = { body: { uploads: [], storage: { usedBytes: 1.5 * 1024 ** 2, quotaBytes: 1024 ** 3 } } };

/** No usage this cycle: the dialog's charts section says so. */
const defaultHistory: Reply = {
  body: {
    success: true,
    data: {
      cycleStart: '2099-06-01T00:00:00.000Z',
      resetDate: '2099-07-01T00:00:00.000Z',
      days: [],
      byKind: { listCleaner: 0, research: 0, webSearch: 0 },
      total: 0,
    },
  },
};

function toResponse(reply: Reply): Promise<Response> {
  if (reply instanceof Promise) return reply;
  return Promise.resolve(
    new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } }),
  );
}

/** Mocks fetch for /api/usage/*. `api` may be mutated between calls to change later answers. */
export function mockUsageApi(api: UsageApi) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/usage/stats') return toResponse(api.stats);
    if (url === '/api/usage/tier') return toResponse(api.tier);
    if (url === '/api/usage/check-credits' && api.check) return toResponse(api.check);
    if (url === '/api/uploads') return toResponse(api.uploads ?? defaultUploads);
    if (url === '/api/usage/history') return toResponse(api.history ?? defaultHistory);
    if (url === '/api/workspaces') return toResponse(api.workspaces ?? workspacesReply(personalWorkspace));
    if (/^\/api\/workspaces\/[^/]+\/usage$/.test(url) && api.workspaceUsage) return toResponse(api.workspaceUsage);
    return Promise.reject(new Error(`Unexpected fetch ${url}`));
  });
}

export function ok<T>(data: T): Reply {
  return { body: { success: true, data } };
}

export function callsTo(fetchMock: ReturnType<typeof mockUsageApi>, path: string): number {
  return fetchMock.mock.calls.filter(([input]) => input === path).length;
}

export function renderWithQuery(ui: ReactElement) {
  // A signed-in session, so the api client does not warn about a missing token on every call.
  setSessionToken('test-token');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
