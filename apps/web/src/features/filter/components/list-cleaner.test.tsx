import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditsOk, json, mockApi, offlineStatus } from '../testing/mock-api';
import { renderFilter } from '../testing/render-filter';
import { completedResults, decisionsPage } from '../testing/results-fixtures';
import { seedWizard } from '../testing/wizard-fixtures';
import { ListCleaner } from './list-cleaner';

beforeAll(async () => {
  await import('./decisions-grid');
});

const oldJob = 'filter_1700000000000_abcd';

describe('ListCleaner', () => {
  it('goes back to the criteria step with the alert when a restored job is gone', async () => {
    seedWizard({ activeStep: 3, filterId: oldJob, selectedColumns: ['Country'] });
    mockApi({
      [`GET /api/progress/${oldJob}`]: () => json({ error: 'Filter job not found' }, 404),
      [`GET /api/results/${oldJob}`]: () => json({ error: 'Filter job not found' }, 404),
      'GET /api/saved-filters': () => json({ success: true, filters: [] }),
      'GET /api/ai/status': () => json(offlineStatus),
      'POST /api/usage/check-credits': () => json(creditsOk),
    });
    renderFilter(<ListCleaner />);
    expect(await screen.findByRole('heading', { name: 'Step 3: Create your qualification criteria' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Previous filter process was not found. Please configure your filters again.');
  });

  it('without a success handler, Run shows the results as step 4 and Back to Lists starts over', async () => {
    seedWizard({ activeStep: 2, selectedColumns: ['Country'], filterConfig: { columnConfig: { Country: { instructions: 'Europe' } } } });
    mockApi({
      'GET /api/saved-filters': () => json({ success: true, filters: [] }),
      'GET /api/ai/status': () => json(offlineStatus),
      'POST /api/usage/check-credits': () => json(creditsOk),
      'POST /api/filter': () => json({ filterId: oldJob }),
      [`GET /api/results/${oldJob}`]: () => json(completedResults({ filterId: oldJob })),
      [`GET /api/results/${oldJob}/decisions`]: () => json(decisionsPage),
    });
    renderFilter(<ListCleaner />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('heading', { name: 'Step 4: View results' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Qualified' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Lists' }));
    expect(screen.getByRole('heading', { name: 'Step 1: Upload your list' })).toBeInTheDocument();
  });
});
