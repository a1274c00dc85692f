import type { UsageHistory } from '@leadsift/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { betaTier, makeStats, mockUsageApi, ok, renderWithQuery } from '../test-utils';
import { UsageWidget } from './usage-widget';

const history: UsageHistory = {
  cycleStart: '2026-11-20T09:00:00.000Z',
  resetDate: '2026-12-20T09:00:00.000Z',
  days: [
    { date: '2026-11-20', listCleaner: 120, research: 0, webSearch: 0 },
    { date: '2026-11-21', listCleaner: 0, research: 3, webSearch: 2 },
    { date: '2026-11-22', listCleaner: 0, research: 0, webSearch: 0 },
  ],
  byKind: { listCleaner: 120, research: 3, webSearch: 2 },
  total: 125,
};

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: '3.8k' }));
  return screen.findByRole('dialog', { name: 'Usage & Billing Details' });
}

describe('Usage dialog charts', () => {
  it('shows credits per day and by kind as labelled charts with the same figures in a table', async () => {
    mockUsageApi({ stats: ok(makeStats()), tier: ok(betaTier), history: ok(history) });
    renderWithQuery(<UsageWidget compact />);
    const dialog = await openDialog();
    const section = within(dialog).getByRole('region', { name: 'Usage This Cycle' });

    const perDay = await within(section).findByRole('figure', { name: 'Credits used per day' });
    expect(perDay).toHaveTextContent('since Nov 20, 2026');
    const dayTable = within(perDay).getByRole('table', { name: 'Credits used per day' });
    const nov21 = within(dayTable).getByRole('row', { name: /Nov 21, 2026/ });
    expect(
      within(nov21)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '3', '2']);

    const byKind = within(section).getByRole('figure', { name: 'Credits used by kind' });
    expect(byKind).toHaveTextContent('125 credits this cycle.');
    const kindRows = within(within(byKind).getByRole('table')).getAllByRole('row').slice(1);
    expect(kindRows.map((r) => r.textContent)).toEqual(['List Cleaner120', 'Research3', 'Web search2']);

    // The chart module arrives lazily and draws an SVG in the figure.
    await vi.waitFor(() => expect(perDay.querySelector('svg')).not.toBeNull(), { timeout: 5000 });
  });

  it('says so when nothing was used this cycle', async () => {
    const empty = { ...history, days: history.days.map((d) => ({ ...d, listCleaner: 0, research: 0, webSearch: 0 })), total: 0 };
    mockUsageApi({
      stats: ok(makeStats()),
      tier: ok(betaTier),
      history: ok({ ...empty, byKind: { listCleaner: 0, research: 0, webSearch: 0 } }),
    });
    renderWithQuery(<UsageWidget compact />);
    const dialog = await openDialog();
    expect(await within(dialog).findByText('No credits used since Nov 20, 2026.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('figure')).not.toBeInTheDocument();
  });

  it('keeps the rest of the dialog when the history cannot be loaded', async () => {
    mockUsageApi({ stats: ok(makeStats()), tier: ok(betaTier), history: { status: 500, body: { error: 'boom' } } });
    renderWithQuery(<UsageWidget compact />);
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Usage history could not be loaded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Current Usage' })).toBeInTheDocument();
  });
});
