import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewerReason } from '../../workspaces';
import { InRole } from '../../workspaces/testing/workspace-fixtures';
import { json, mockApi, uploadAnswer } from '../testing/mock-api';
import { renderFilter } from '../testing/render-filter';
import { completedResults, decisionsPage, filterId } from '../testing/results-fixtures';
import { FilterResultsView } from './filter-results-view';
import { ListCleaner } from './list-cleaner';

// A viewer of a team workspace (docs/product.md#workspaces-in-the-app) reads results and exports them; starting
// work, uploads and overrides wait for the member role, and the screen says so.

beforeAll(async () => {
  await import('./decisions-grid');
});

describe('The List Cleaner for a viewer', () => {
  it('reads the decisions without changing them; Save Template and Decide the undecided are held back; Export stays', async () => {
    const api = mockApi({
      [`GET /api/results/${filterId}`]: () => json(completedResults({ valuesNeedingReview: 1 })),
      [`GET /api/results/${filterId}/decisions`]: () => json(decisionsPage),
      'GET /api/ai/status': () => json({ provider: 'openai', model: 'gpt-4o', models: ['gpt-4o'], offline: false, label: 'gpt-4o' }),
    });
    renderFilter(
      <InRole role="viewer">
        <FilterResultsView filterId={filterId} onBack={() => undefined} />
      </InRole>,
    );
    const row = await screen.findByRole('row', { name: /Narnia/ });
    expect(within(row).getByText('REVIEW')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toContain(viewerReason);
    expect(screen.getByRole('button', { name: 'Save Template' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Decide the undecided' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export to spreadsheet (.xlsx)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Download as CSV/ })).toBeEnabled();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('holds back the upload, and says why, where a member uploads', async () => {
    mockApi({ 'GET /api/saved-filters': () => json({ success: true, filters: [] }), 'POST /api/upload': () => json(uploadAnswer) });
    const { unmount } = renderFilter(
      <InRole role="viewer">
        <ListCleaner />
      </InRole>,
    );
    expect(screen.getByRole('button', { name: 'Browse Files' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(viewerReason);
    unmount();
    renderFilter(
      <InRole role="member">
        <ListCleaner />
      </InRole>,
    );
    expect(screen.getByRole('button', { name: 'Browse Files' })).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
