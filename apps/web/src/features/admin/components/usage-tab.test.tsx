import type { AdminUsageHistory } from '@leadsift/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockAdminApi } from '../testing/mock-admin-api';
import { renderWithQuery } from '../../../testing/render-with-query';
import { AdminPanel } from './admin-panel';

vi.setConfig({ testTimeout: 20_000 });

/** What the Users tab (shown first) asks for, so the panel renders without network errors. */
const usersTab = {
  'GET /api/admin/invitations': { body: { invitations: [] } },
  'GET /api/auth-config': { body: { needsSetup: false, email: false, providers: { google: false, sso: false } } },
};

function usage(periodDays: 30 | 90, credits: number): AdminUsageHistory {
  const days = Array.from({ length: periodDays }, (_, i) => ({
    date: new Date(Date.UTC(2026, 8, 1) + i * 86_400_000).toISOString().slice(0, 10),
    credits: i === periodDays - 1 ? credits : 0,
    costUsd: i === periodDays - 1 ? 0.45 : 0,
    tokens: i === periodDays - 1 ? 3_000_000 : 0,
  }));
  return {
    periodDays,
    days,
    topUsers: [
      { userId: 'u-alice', label: 'Alice', credits, costUsd: 0.15, modelCalls: 2 },
      { userId: 'u-bob', label: 'Bob', credits: 7, costUsd: null, modelCalls: 2 },
    ],
    models: [
      { model: 'gpt-4o-mini', modelCalls: 3, failedCalls: 1, failureRate: 1 / 3, inputTokens: 3_000_000, outputTokens: 0, costUsd: 0.45 },
      { model: 'llama3', modelCalls: 1, failedCalls: 0, failureRate: 0, inputTokens: 1_000_000, outputTokens: 0, costUsd: null },
    ],
    unpricedModels: ['llama3'],
    totals: { credits: credits + 7, costUsd: 0.45, modelCalls: 4 },
  };
}

describe('Admin panel Usage tab', () => {
  it('charts credits and model cost per day, top users and models, with a model table and a 30/90 day toggle', async () => {
    const fetchMock = mockAdminApi({
      ...usersTab,
      'GET /api/usage/admin/history?days=30': { body: { success: true, data: usage(30, 50) } },
      'GET /api/usage/admin/history?days=90': { body: { success: true, data: usage(90, 350) } },
    });
    renderWithQuery(<AdminPanel />);
    await userEvent.click(screen.getByRole('tab', { name: 'Usage' }));
    const panel = screen.getByRole('tabpanel', { name: 'Usage' });

    const perDay = await within(panel).findByRole('figure', { name: 'Credits used per day' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(31);
    expect(within(perDay).getByRole('row', { name: /Sep 30, 2026/ })).toHaveTextContent('50');
    const cost = within(panel).getByRole('figure', { name: 'Model cost per day' });
    expect(within(cost).getByRole('row', { name: /Sep 30, 2026/ })).toHaveTextContent('≈ $0.45');
    const users = within(panel).getByRole('figure', { name: 'Top users by credits used' });
    expect(within(users).getByRole('row', { name: /Bob/ })).toHaveTextContent('price unknown');
    expect(within(panel).getByRole('figure', { name: 'Model cost by model' })).toBeInTheDocument();
    expect(within(panel).getByText(/No price is known for llama3/)).toBeInTheDocument();

    const models = within(panel).getByRole('table', { name: 'Models' });
    const mini = within(models).getByRole('row', { name: /gpt-4o-mini/ });
    expect(
      within(mini)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '1', '33.3%', '3,000,000', '0', '≈ $0.45']);
    await vi.waitFor(() => expect(perDay.querySelector('svg')).not.toBeNull(), { timeout: 5000 });

    await userEvent.click(within(panel).getByRole('button', { name: 'Last 90 days' }));
    expect(await within(panel).findByText(/^357 credits used/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/usage/admin/history?days=90')).toBe(true);
  });

  it('shows the error when the server refuses', async () => {
    mockAdminApi({
      ...usersTab,
      'GET /api/usage/admin/history?days=30': { status: 403, body: { error: 'Administrator access required' } },
    });
    renderWithQuery(<AdminPanel />);
    await userEvent.click(screen.getByRole('tab', { name: 'Usage' }));
    expect(await screen.findByText('Usage could not be loaded: Administrator access required')).toBeInTheDocument();
  });
});
