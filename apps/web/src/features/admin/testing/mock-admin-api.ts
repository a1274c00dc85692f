import type { AdminUser, ModelBudgetStatus } from '@leadsift/shared';
import { vi } from 'vitest';

export const sampleUsers: AdminUser[] = [
  {
    id: 'u-alice',
    email: 'alice@example.com',
    name: 'Alice',
    role: 'user',
    tier: 'beta_tester',
    credits_available: 5000,
    credits_used_this_month: 0,
    bonus_credits: 0,
    month_reset_date: '2099-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    disabled: false,
    storage_used_bytes: 0,
  },
  {
    id: 'u-bob',
    email: 'bob@example.com',
    name: 'Bob',
    role: 'admin',
    tier: 'internal',
    credits_available: -1,
    credits_used_this_month: 12,
    bonus_credits: 0,
    month_reset_date: '2099-01-01T00:00:00.000Z',
    created_at: '2026-01-02T00:00:00.000Z',
    disabled: false,
    storage_used_bytes: 0,
  },
];

export const sampleTiers = [
  { name: 'beta_tester', displayName: 'Beta Tester', credits_per_month: 5000 },
  { name: 'agency_user', displayName: 'Agency User', credits_per_month: 25000 },
  { name: 'internal', displayName: 'Internal', credits_per_month: -1 },
];

export const sampleModelBudget: ModelBudgetStatus = {
  month: '2026-11-01',
  budget: { usd: 50, tokens: null },
  source: 'environment',
  environment: { usd: 50, tokens: null },
  spend: { usd: 12.345, tokens: 1_234_567, unpricedModels: [] },
  usedUp: false,
};

type Answer = { status?: number; body: unknown };
/** Answers by "METHOD path"; the users list and tiers are answered unless overridden. */
export function mockAdminApi(answers: Record<string, Answer> = {}) {
  const defaults: Record<string, Answer> = {
    'GET /api/usage/admin/users': { body: { success: true, data: sampleUsers } },
    'GET /api/admin/tiers': { body: { success: true, data: sampleTiers } },
    'GET /api/admin/model-budget': { body: { success: true, data: sampleModelBudget } },
  };
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const answer = answers[key] ?? defaults[key];
    if (!answer) return Promise.reject(new Error(`Unexpected fetch ${key}`));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } }),
    );
  });
}

/** The JSON bodies sent to `METHOD path`. */
export function bodiesSent(fetchMock: ReturnType<typeof mockAdminApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
