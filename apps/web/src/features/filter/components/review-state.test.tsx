import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, offlineStatus } from '../testing/mock-api';
import { renderFilter } from '../testing/render-filter';
import { completedResults, decisionsPage, filterId } from '../testing/results-fixtures';
import { FilterResultsView } from './filter-results-view';

// The Review state on the results page (ADR 0058): its own chip, decided from a menu, undone back to REVIEW,
// counted in the stat cards, and the CSV's choice of rows.

beforeAll(async () => {
  await import('./decisions-grid');
});

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET /api/results/${filterId}`]: () => json(completedResults({ valuesNeedingReview: 1 })),
    [`GET /api/results/${filterId}/decisions`]: () => json(decisionsPage),
    'GET /api/ai/status': () => json(offlineStatus),
    'POST /api/overrides': () => json({ success: true, applied: 1 }),
    ...routes,
  });
  renderFilter(<FilterResultsView filterId={filterId} onBack={() => undefined} />);
  return { api, user: userEvent.setup() };
}

const chip = (value: string) => screen.findByRole('button', { name: new RegExp(`for ${value}\\b`) });

describe('Review state on the results page', () => {
  it('shows an undecided value as REVIEW, not as the guess, with its warning', async () => {
    setup();
    const review = await chip('Narnia');
    expect(review).toHaveTextContent('REVIEW');
    expect(review).toHaveAccessibleName('REVIEW (needs review) for Narnia. Click to decide.');
    expect(await chip('Chile')).toHaveTextContent('EXCLUDE');
    const row = screen.getByRole('row', { name: /Narnia/ });
    expect(within(row).getByRole('img', { name: 'Needs review' })).toBeInTheDocument();
    expect(within(row).getByText('30%')).toBeInTheDocument();
  });

  it('decides a REVIEW value from its menu, drops the warning and bar, and Undo puts it back to REVIEW', async () => {
    const { user, api } = setup();
    await user.click(await chip('Narnia'));
    await user.click(screen.getByRole('menuitem', { name: 'Exclude Narnia' }));
    expect(await chip('Narnia')).toHaveTextContent('EXCLUDE');
    const row = screen.getByRole('row', { name: /Narnia/ });
    expect(within(row).getByText('Changed by you')).toBeInTheDocument();
    expect(within(row).getByText('Decided by you')).toBeInTheDocument();
    expect(within(row).queryByText('30%')).not.toBeInTheDocument();
    expect(within(row).queryByRole('img', { name: 'Needs review' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/overrides')[0]?.body).toEqual({
      filterId,
      overrides: [{ column: 'Country', value: 'Narnia', decision: 'EXCLUDE' }],
    });
    await user.click(within(row).getByRole('button', { name: 'Undo the change to Narnia: back to REVIEW (needs review)' }));
    expect(await chip('Narnia')).toHaveTextContent('REVIEW');
    await waitFor(() => expect(api.callsTo('POST', '/api/overrides')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/overrides')[1]?.body).toMatchObject({ overrides: [{ value: 'Narnia', decision: 'REVIEW' }] });
  });

  it("counts the values to decide in a stat card whose 'Show them' filters the grid", async () => {
    const { user, api } = setup();
    const card = await screen.findByRole('group', { name: 'Needs review' });
    expect(card).toHaveTextContent('1value to decide');
    await user.click(within(card).getByRole('button', { name: 'Show them' }));
    await waitFor(() =>
      expect(api.callsTo('GET', `/api/results/${filterId}/decisions`).at(-1)?.url.searchParams.get('state')).toBe('REVIEW'),
    );
    expect(screen.getByRole('combobox', { name: 'Decision' })).toHaveTextContent('Needs review');
  });

  it('downloads the CSV of the rows chosen, says which on the button, and explains a header-only file', async () => {
    const { user, api } = setup({
      [`GET /api/results/${filterId}`]: () => json(completedResults({ stats: { totalRows: 3, keptRowCount: 0, excludedRowCount: 3 } })),
      [`GET /api/export/${filterId}`]: () =>
        new Response('Name\r\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="x.csv"' } }),
    });
    expect(await screen.findByRole('button', { name: 'Download as CSV: qualified rows' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No qualified rows: the CSV will hold only the column names.');
    await user.click(screen.getByRole('combobox', { name: 'CSV rows' }));
    await user.click(screen.getByRole('option', { name: 'Disqualified rows (3)' }));
    expect(screen.queryByText(/will hold only the column names/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download as CSV: disqualified rows' }));
    await waitFor(() => expect(api.callsTo('GET', `/api/export/${filterId}`)).toHaveLength(1));
    const url = api.callsTo('GET', `/api/export/${filterId}`)[0]!.url;
    expect([url.searchParams.get('format'), url.searchParams.get('rows')]).toEqual(['csv', 'disqualified']);
  });
});
