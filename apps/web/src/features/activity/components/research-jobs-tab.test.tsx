import type { ResearchJob } from '@leadsift/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../auth/testing/mock-fetch';
import { actionLabels, rowOf } from '../testing/job-rows';
import { renderWithQuery } from '../../../testing/render-with-query';
import { ActivityHistory } from './activity-history';

const job = (jobId: string, patch: Partial<ResearchJob> = {}): ResearchJob => ({
  jobId,
  name: `Research ${jobId}`,
  instructions: 'Farms',
  status: 'completed',
  createdAt: '2026-01-15T10:00:00.000Z',
  completedAt: '2026-01-15T10:05:00.000Z',
  totalWebsites: 120,
  processedWebsites: 120,
  keptCount: 45,
  avgRelevanceScore: 7.24,
  totalRows: 130,
  enableWebSearch: false,
  message: null,
  ...patch,
});
const render = (onView = vi.fn()) => renderWithQuery(<ActivityHistory onViewFilterResults={vi.fn()} onViewResearchResults={onView} />);

describe("Activity History's Research Agent tab", () => {
  it('lists research jobs with progress, Avg. Relevance and why a job stopped', async () => {
    mockFetch({
      'GET /api/research/jobs': () =>
        json({
          success: true,
          jobs: [
            job('a', { name: 'Done' }),
            job('z', { name: 'Unreachable', totalWebsites: 7, processedWebsites: 7, keptCount: 0, notVisited: 7, creditsCharged: 0 }),
            job('b', {
              name: 'Running',
              status: 'processing',
              completedAt: null,
              processedWebsites: 37,
              avgRelevanceScore: null,
              keptCount: 12,
            }),
            job('c', {
              name: 'Broke',
              status: 'paused',
              completedAt: null,
              processedWebsites: 50,
              message: 'Out of credits: 50 of 120 websites researched',
            }),
          ],
        }),
    });
    render();
    expect(screen.getByText('Loading lists...')).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Done' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'List Name',
      'Status',
      'Created',
      'Completion',
      'Qualified/Total',
      'Avg. Relevance',
      'Actions',
    ]);
    expect(within(rowOf('Done')).getByText('72%')).toBeInTheDocument();
    expect(within(rowOf('Done')).getByText('45 / 120')).toBeInTheDocument();
    expect(within(rowOf('Running')).getByText('37 of 120 websites')).toBeInTheDocument();
    expect(within(rowOf('Running')).getByRole('progressbar', { name: 'Progress of Running' })).toHaveAttribute('aria-valuenow', '31');
    expect(within(rowOf('Running')).getByText('—')).toBeInTheDocument();
    expect(within(rowOf('Broke')).getByText('Out of credits: 50 of 120 websites researched')).toBeInTheDocument();
    expect(within(rowOf('Broke')).getByText('Paused')).toBeInTheDocument();
    expect(within(rowOf('Unreachable')).getByText('Completed — 7 of 7 not visited, 0 credits')).toBeInTheDocument();
    expect(within(rowOf('Done')).queryByText(/not visited/)).not.toBeInTheDocument();
  });

  it('offers the actions each status allows, views results, and deletes after confirmation', async () => {
    let jobs = [job('p', { name: 'Live', status: 'processing', completedAt: null }), job('d', { name: 'Old' })];
    const fetchMock = mockFetch({
      'GET /api/research/jobs': () => json({ jobs }),
      'POST /api/research/jobs/p/pause': () => json({ success: true }),
      'DELETE /api/research/jobs/d': () => {
        jobs = jobs.filter((j) => j.jobId !== 'd');
        return json({ success: true });
      },
    });
    const onView = vi.fn();
    render(onView);
    await screen.findByRole('rowheader', { name: 'Live' });
    expect(actionLabels('Live')).toEqual(['View results', 'Pause', 'Delete']);
    expect(actionLabels('Old')).toEqual(['View results', 'Delete']);
    await userEvent.click(screen.getByRole('link', { name: 'View results: Old' }));
    expect(onView).toHaveBeenCalledWith('d');
    await userEvent.click(screen.getByRole('button', { name: 'Pause: Live' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Old' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete list?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Old' })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual(
      expect.arrayContaining(['POST /api/research/jobs/p/pause', 'DELETE /api/research/jobs/d']),
    );
  });

  it("reports 'Failed to resume job: {name}. Please try again.'", async () => {
    mockFetch({
      'GET /api/research/jobs': () => json({ jobs: [job('f', { name: 'Stuck', status: 'failed', completedAt: null })] }),
      'POST /api/research/jobs/f/resume': () => json({ error: 'x' }, 500),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Resume: Stuck' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to resume job: Stuck. Please try again.');
  });

  it('polls every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({ 'GET /api/research/jobs': () => json({ jobs: [job('a')] }) });
    render();
    await screen.findByRole('rowheader', { name: 'Research a' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
