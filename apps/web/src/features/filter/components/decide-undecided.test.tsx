import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, offlineStatus } from '../testing/mock-api';
import { renderFilter } from '../testing/render-filter';
import { completedResults, decisionsPage, filterId } from '../testing/results-fixtures';
import { DecideUndecided } from './decide-undecided';
import { FilterResultsView } from './filter-results-view';

beforeAll(async () => {
  await import('./decisions-grid');
});

const modelStatus = { provider: 'openai', model: 'gpt-4o', models: ['gpt-4o'], offline: false, label: 'gpt-4o' };
const plan = (dryRun: boolean, status = 'completed') => ({
  success: true,
  dryRun,
  started: !dryRun,
  values: 2,
  byColumn: { Country: 2 },
  rows: 3,
  credits: 3,
  status,
  message: `${dryRun ? 'Asks' : 'Asking'} the model again for 2 values in 3 rows — 3 credits.`,
});

function setup(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    [`GET /api/results/${filterId}/decisions`]: () => json(decisionsPage),
    'GET /api/ai/status': () => json(modelStatus),
    ...routes,
  });
  renderFilter(<FilterResultsView filterId={filterId} onBack={() => undefined} />);
  return { api, user: userEvent.setup() };
}

describe('Decide the undecided', () => {
  it('shows the count and the credits of a dry run first, then asks the model and shows the job working', async () => {
    let started = false;
    const { api, user } = setup({
      [`GET /api/results/${filterId}`]: () =>
        json(started ? { filterId, status: 'processing' } : completedResults({ valuesNeedingReview: 2 })),
      [`GET /api/progress/${filterId}`]: () =>
        json({ filterId, status: 'processing', progress: { progress: 50, status: 'processing', message: 'Deciding 2 values again' } }),
      [`POST /api/filter/jobs/${filterId}/redecide`]: (call) => {
        const dryRun = call.url.searchParams.get('dryRun') === 'true';
        started ||= !dryRun;
        return json(plan(dryRun, dryRun ? 'completed' : 'processing'));
      },
    });
    expect(
      await screen.findByText('Ask the model again for the 2 values needing review; only their rows are charged.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decide the undecided' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide the undecided?' });
    expect(await within(dialog).findByText('Asks the model again for 2 values in 3 rows — 3 credits.')).toBeInTheDocument();
    // Nothing is spent before the confirmation: only the dry run was asked.
    expect(api.callsTo('POST', `/api/filter/jobs/${filterId}/redecide`).map((c) => c.url.search)).toEqual(['?dryRun=true']);
    await user.click(within(dialog).getByRole('button', { name: 'Decide them' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Decide the undecided?' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', `/api/filter/jobs/${filterId}/redecide`).map((c) => c.url.search)).toEqual(['?dryRun=true', '']);
    expect(await screen.findByText('Deciding 2 values again')).toBeInTheDocument();
  });

  it('is not offered by the offline matcher', async () => {
    setup({
      [`GET /api/results/${filterId}`]: () => json(completedResults({ valuesNeedingReview: 2 })),
      'GET /api/ai/status': () => json(offlineStatus),
    });
    // The label shows once the status is known: by then the button would show too.
    expect(await screen.findByText(offlineStatus.label)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decide the undecided' })).not.toBeInTheDocument();
  });

  it('is not offered when no value needs review', async () => {
    mockApi({ 'GET /api/ai/status': () => json(modelStatus) });
    renderFilter(
      <>
        <DecideUndecided filterId="filter_none" values={0} />
        <DecideUndecided filterId="filter_two" values={2} />
      </>,
    );
    expect(await screen.findAllByRole('button', { name: 'Decide the undecided' })).toHaveLength(1);
  });

  it('offers a failed job its undecided values, and says why a run was refused', async () => {
    const refused =
      'Insufficient credits to start this filter job. Please reduce the dataset size or ask your administrator for more credits.';
    const { user } = setup({
      [`GET /api/results/${filterId}`]: () => json({ filterId, status: 'failed' }),
      [`GET /api/progress/${filterId}`]: () =>
        json({ filterId, status: 'failed', progress: { progress: 40, status: 'failed', message: 'Failed: the model refused the key' } }),
      [`POST /api/filter/jobs/${filterId}/redecide`]: (call) =>
        call.url.searchParams.get('dryRun') === 'true' ? json(plan(true, 'failed')) : json({ error: refused }, 402),
    });
    await user.click(await screen.findByRole('button', { name: 'Decide the undecided' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide the undecided?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Decide them' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
  });
});
