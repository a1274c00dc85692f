import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodiesSent, mockAdminApi, sampleModelBudget } from '../testing/mock-admin-api';
import { renderWithQuery } from '../../../testing/render-with-query';
import { ModelBudgetCard } from './model-budget-card';

describe('ModelBudgetCard', () => {
  it("shows this month's spend against the budget and where the budget comes from", async () => {
    mockAdminApi();
    renderWithQuery(<ModelBudgetCard onResult={vi.fn()} />);
    const card = within(screen.getByRole('form', { name: 'Monthly model budget' }));
    expect(await card.findByText(/Model spend in November 2026 \(UTC\)/)).toHaveTextContent('The default from AI_MONTHLY_BUDGET_USD');
    expect(card.getByText(/^Spent:/)).toHaveTextContent('Spent: ≈ $12.35 of $50.00');
    expect(card.getByText(/^Tokens:/)).toHaveTextContent('Tokens: 1,234,567 (no limit)');
    expect(card.getByRole('progressbar', { name: 'Spent used' })).toHaveAttribute('aria-valuenow', '25');
    expect(card.getByRole('textbox', { name: 'Budget (USD)' })).toHaveValue('50');
    expect(card.getByRole('textbox', { name: 'Budget (tokens)' })).toHaveValue('');
    expect(card.queryByText(/used up/)).not.toBeInTheDocument();
  });

  it('says when the budget is used up and which models count toward tokens only', async () => {
    mockAdminApi({
      'GET /api/admin/model-budget': {
        body: {
          success: true,
          data: { ...sampleModelBudget, spend: { usd: 51, tokens: 10, unpricedModels: ['llama3'] }, usedUp: true },
        },
      },
    });
    renderWithQuery(<ModelBudgetCard onResult={vi.fn()} />);
    expect(await screen.findByText(/The model budget for this month is used up/)).toBeInTheDocument();
    expect(screen.getByText(/No price known for llama3: counted toward the token budget only/)).toBeInTheDocument();
  });

  it('saves a raised budget (an empty field is no limit) and reports the result', async () => {
    const fetchMock = mockAdminApi({
      'PUT /api/admin/model-budget': {
        body: { success: true, data: { ...sampleModelBudget, source: 'database', budget: { usd: 80, tokens: 2_000_000 } } },
      },
    });
    const onResult = vi.fn();
    renderWithQuery(<ModelBudgetCard onResult={onResult} />);
    const usd = await screen.findByRole('textbox', { name: 'Budget (USD)' });
    await userEvent.clear(usd);
    await userEvent.type(usd, '80');
    await userEvent.type(screen.getByRole('textbox', { name: 'Budget (tokens)' }), '2,000,000');
    await userEvent.click(screen.getByRole('button', { name: 'Save budget' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith('success', 'Model budget saved'));
    expect(bodiesSent(fetchMock, 'PUT /api/admin/model-budget')).toEqual([{ usd: 80, tokens: 2_000_000 }]);

    await userEvent.clear(usd);
    await userEvent.click(screen.getByRole('button', { name: 'Save budget' }));
    await waitFor(() => expect(bodiesSent(fetchMock, 'PUT /api/admin/model-budget')).toHaveLength(2));
    expect(bodiesSent(fetchMock, 'PUT /api/admin/model-budget')[1]).toMatchObject({ usd: null });
  });

  it('refuses a budget that is not a positive number, and shows the server’s refusal', async () => {
    const fetchMock = mockAdminApi({ 'PUT /api/admin/model-budget': { status: 403, body: { error: 'Forbidden' } } });
    const onResult = vi.fn();
    renderWithQuery(<ModelBudgetCard onResult={onResult} />);
    const usd = await screen.findByRole('textbox', { name: 'Budget (USD)' });
    await userEvent.clear(usd);
    await userEvent.type(usd, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save budget' }));
    expect(onResult).toHaveBeenLastCalledWith('error', 'Failed to save the model budget: the USD budget must be a number above 0');
    expect(bodiesSent(fetchMock, 'PUT /api/admin/model-budget')).toEqual([]);

    await userEvent.clear(usd);
    await userEvent.type(usd, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save budget' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith('error', 'Failed to save the model budget: Forbidden'));
  });
});
