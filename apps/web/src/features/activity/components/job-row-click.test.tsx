import type { ResearchJob } from '@leadsift/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../auth/testing/mock-fetch';
import { renderWithQuery } from '../../../testing/render-with-query';
import type { FilterJob } from '../api/get-filter-jobs';
import { ActivityHistory } from './activity-history';
import { viewerReason } from '../../workspaces';
import { InRole } from '../../workspaces/testing/workspace-fixtures';

const filterJob: FilterJob = {
  id: 'f1',
  filterId: 'f1',
  name: 'Leads of March',
  status: 'completed',
  createdAt: '2026-01-15T10:00:00.000Z',
  completedAt: '2026-01-15T10:05:00.000Z',
  progress: 100,
  totalRows: 1000,
  keptCount: 250,
  message: null,
  error: null,
};
const researchJob: ResearchJob = {
  jobId: 'r1',
  name: 'Farms of Kent',
  instructions: 'Farms',
  status: 'completed',
  createdAt: '2026-01-15T10:00:00.000Z',
  completedAt: '2026-01-15T10:05:00.000Z',
  totalWebsites: 12,
  processedWebsites: 12,
  keptCount: 4,
  avgRelevanceScore: 7,
  totalRows: 12,
  enableWebSearch: false,
  message: null,
};

// On a phone the row is the target a thumb finds; tapping it opens the job's results.
describe("Activity History's rows", () => {
  it('open their List Cleaner results when tapped anywhere; a button in the row does only its own action', async () => {
    mockFetch({ 'GET /api/filter/jobs': () => json({ success: true, jobs: [filterJob] }) });
    const onView = vi.fn();
    renderWithQuery(<ActivityHistory initialTab={1} onViewFilterResults={onView} onViewResearchResults={vi.fn()} />);
    await userEvent.click(await screen.findByRole('rowheader', { name: 'Leads of March' }));
    expect(onView).toHaveBeenCalledExactlyOnceWith('f1');

    await userEvent.click(screen.getByRole('button', { name: 'Delete: Leads of March' }));
    expect(await screen.findByRole('dialog', { name: 'Delete list?' })).toBeInTheDocument();
    expect(onView).toHaveBeenCalledTimes(1);
  });

  it('open their research results when tapped', async () => {
    mockFetch({ 'GET /api/research/jobs': () => json({ success: true, jobs: [researchJob] }) });
    const onView = vi.fn();
    renderWithQuery(<ActivityHistory onViewFilterResults={vi.fn()} onViewResearchResults={onView} />);
    await userEvent.click(await screen.findByRole('rowheader', { name: 'Farms of Kent' }));
    expect(onView).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(onView.mock.calls[0])).toContain('r1');
  });

  it("hold a viewer's Pause, Resume and Delete back with the reason; View results stays", async () => {
    mockFetch({
      'GET /api/filter/jobs': () =>
        json({ success: true, jobs: [filterJob, { ...filterJob, id: 'f2', filterId: 'f2', name: 'Paused list', status: 'paused' }] }),
    });
    renderWithQuery(
      <InRole role="viewer">
        <ActivityHistory initialTab={1} onViewFilterResults={vi.fn()} onViewResearchResults={vi.fn()} />
      </InRole>,
    );
    const remove = await screen.findByRole('button', { name: 'Delete: Leads of March' });
    expect(remove).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resume: Paused list' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'View results: Leads of March' })).toBeVisible();
    await userEvent.hover(remove.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(viewerReason);
  });
});
