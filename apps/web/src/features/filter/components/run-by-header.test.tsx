import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '../../../testing/axe';
import { json, mockApi, offlineStatus } from '../testing/mock-api';
import { renderFilter } from '../testing/render-filter';
import { completedResults, decisionsPage, filterId } from '../testing/results-fixtures';
import { FilterResultsView } from './filter-results-view';

function show(routes: Parameters<typeof mockApi>[0]) {
  mockApi({
    [`GET /api/results/${filterId}/decisions`]: () => json(decisionsPage),
    'GET /api/ai/status': () => json(offlineStatus),
    ...routes,
  });
  renderFilter(<FilterResultsView filterId={filterId} onBack={vi.fn()} />);
}

describe('The List Cleaner job page: who ran the job', () => {
  it("says 'Run by <name>' under the list's name", async () => {
    show({ [`GET /api/results/${filterId}`]: () => json(completedResults({ createdBy: { id: 'u-alice', name: 'Alice' } })) });
    expect(await screen.findByRole('heading', { name: 'Q3 leads' })).toBeInTheDocument();
    expect(screen.getByText('Run by Alice')).toBeInTheDocument();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("says 'Run by a deleted account' when that account is gone", async () => {
    show({ [`GET /api/results/${filterId}`]: () => json(completedResults({ createdBy: null })) });
    expect(await screen.findByText('Run by a deleted account')).toBeInTheDocument();
  });

  it('says nothing when the answer does not say who (a server older than workspaces)', async () => {
    show({ [`GET /api/results/${filterId}`]: () => json(completedResults()) });
    await screen.findByRole('heading', { name: 'Q3 leads' });
    expect(screen.queryByText(/^Run by/)).toBeNull();
  });

  it('reads it from the progress answer while the job has no results (paused)', async () => {
    show({
      [`GET /api/results/${filterId}`]: () => json({ filterId, status: 'paused' }),
      [`GET /api/progress/${filterId}`]: () =>
        json({
          filterId,
          status: 'paused',
          progress: { progress: 40, status: 'paused', message: 'Paused' },
          createdBy: { id: 'u-bob', name: 'Bob' },
        }),
    });
    expect(await screen.findByText('Run by Bob')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
  });
});
