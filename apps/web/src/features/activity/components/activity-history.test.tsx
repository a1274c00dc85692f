import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../auth/testing/mock-fetch';
import { actionLabels, rowOf } from '../testing/job-rows';
import { renderWithQuery } from '../../../testing/render-with-query';
import type { FilterJob } from '../api/get-filter-jobs';
import { ActivityHistory } from './activity-history';

const job = (id: string, patch: Partial<FilterJob> = {}): FilterJob => ({
  id,
  filterId: id,
  name: `List ${id}`,
  status: 'completed',
  createdAt: '2026-01-15T10:00:00.000Z',
  completedAt: '2026-01-15T10:05:00.000Z',
  progress: 100,
  totalRows: 1000,
  keptCount: 250,
  message: null,
  error: null,
  ...patch,
});
const jobsReply = (jobs: FilterJob[]) => () => json({ success: true, jobs });
const renderListCleaner = (onView = vi.fn()) =>
  renderWithQuery(<ActivityHistory initialTab={1} onViewFilterResults={onView} onViewResearchResults={vi.fn()} />);

describe('ActivityHistory', () => {
  it('opens on the Research Agent tab by default with its empty text, and switches tabs', async () => {
    const fetchMock = mockFetch({ 'GET /api/filter/jobs': jobsReply([]), 'GET /api/research/jobs': () => json({ jobs: [] }) });
    renderWithQuery(<ActivityHistory onViewFilterResults={vi.fn()} onViewResearchResults={vi.fn()} />);
    expect(screen.getByRole('tab', { name: 'Research Agent' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No research jobs found. Create a new research job to get started.')).toBeInTheDocument();
    // The List Cleaner's jobs are asked for only when their tab opens.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/research/jobs']);
    await userEvent.click(screen.getByRole('tab', { name: 'List Cleaner' }));
    expect(await screen.findByText('No list cleaner jobs found. Create a new list to get started.')).toBeInTheDocument();
  });

  it("shows 'Loading lists...' and then the jobs table with the documented columns and status chips", async () => {
    mockFetch({
      'GET /api/filter/jobs': jobsReply([
        job('a', { name: 'Done list' }),
        job('b', { name: 'Running list', status: 'processing', completedAt: null, progress: 40, keptCount: null }),
        job('c', { name: 'Odd list', status: 'not_found', completedAt: null }),
      ]),
    });
    renderListCleaner();
    expect(screen.getByText('Loading lists...')).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Done list' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'List Name',
      'Status',
      'Created',
      'Completion',
      'Qualified/Total',
      'Actions',
    ]);
    expect(within(rowOf('Done list')).getByText('Completed')).toBeInTheDocument();
    expect(within(rowOf('Done list')).getByText('250 / 1,000')).toBeInTheDocument();
    expect(within(rowOf('Running list')).getByText('Processing')).toBeInTheDocument();
    expect(within(rowOf('Running list')).getByText('40%')).toBeInTheDocument();
    expect(within(rowOf('Running list')).getByText('— / 1,000')).toBeInTheDocument();
    expect(within(rowOf('Odd list')).getByText('not_found')).toBeInTheDocument();
  });

  it("marks the job the user has just started 'Just started', and no other", async () => {
    mockFetch({
      'GET /api/filter/jobs': jobsReply([job('f2', { name: 'New list', status: 'processing' }), job('f1', { name: 'Old list' })]),
    });
    renderWithQuery(<ActivityHistory initialTab={1} onViewFilterResults={vi.fn()} onViewResearchResults={vi.fn()} startedJobId="f2" />);
    await screen.findByRole('rowheader', { name: /New list/ });
    expect(within(rowOf('New list Just started')).getByText('Just started')).toBeInTheDocument();
    expect(rowOf('New list Just started')).toHaveClass('Mui-selected');
    expect(within(rowOf('Old list')).queryByText('Just started')).toBeNull();
  });

  it('offers the actions each status allows', async () => {
    mockFetch({
      'GET /api/filter/jobs': jobsReply(
        ['created', 'processing', 'paused', 'failed', 'completed'].map((status) => job(status, { name: status, status })),
      ),
    });
    renderListCleaner();
    await screen.findByRole('rowheader', { name: 'completed' });
    expect(actionLabels('processing')).toEqual(['View results', 'Pause', 'Delete']);
    expect(actionLabels('created')).toEqual(['View results', 'Resume', 'Delete']);
    expect(actionLabels('paused')).toEqual(['View results', 'Resume', 'Delete']);
    expect(actionLabels('failed')).toEqual(['View results', 'Resume', 'Delete']);
    expect(actionLabels('completed')).toEqual(['View results', 'Delete']);
  });

  it('views results, pauses and resumes through the API', async () => {
    const onView = vi.fn();
    const fetchMock = mockFetch({
      'GET /api/filter/jobs': jobsReply([
        job('f1', { name: 'Run', status: 'processing' }),
        job('f2', { name: 'Stopped', status: 'paused' }),
      ]),
      'POST /api/filter/jobs/f1/pause': () => json({ success: true, status: 'paused' }),
      'POST /api/filter/jobs/f2/resume': () => json({ success: true, status: 'processing' }),
    });
    renderListCleaner(onView);
    const view = await screen.findByRole('link', { name: 'View results: Run' });
    // A link to the results' own address (it opens in a new tab); a plain click stays in the app.
    expect(view).toHaveAttribute('href', '/activity/list-cleaner/f1');
    await userEvent.click(view);
    expect(onView).toHaveBeenCalledWith('f1');
    await userEvent.click(screen.getByRole('button', { name: 'Pause: Run' }));
    await userEvent.click(screen.getByRole('button', { name: 'Resume: Stopped' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual(
        expect.arrayContaining(['POST /api/filter/jobs/f1/pause', 'POST /api/filter/jobs/f2/resume']),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("reports 'Failed to pause job: {name}. Please try again.' (and resume, delete)", async () => {
    mockFetch({
      'GET /api/filter/jobs': jobsReply([
        job('f1', { name: 'Leads', status: 'processing' }),
        job('f2', { name: 'Held', status: 'paused' }),
      ]),
      'POST /api/filter/jobs/f1/pause': () => json({ error: 'x' }, 500),
      'POST /api/filter/jobs/f2/resume': () => json({ error: 'x' }, 400),
      'DELETE /api/filter/jobs/f1': () => json({ error: 'x' }, 500),
    });
    renderListCleaner();
    await userEvent.click(await screen.findByRole('button', { name: 'Pause: Leads' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to pause job: Leads. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Resume: Held' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to resume job: Held. Please try again.'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Leads' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete list?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete job: Leads. Please try again.'));
  });

  it('deletes only after confirmation', async () => {
    let jobs = [job('f1', { name: 'Old list' })];
    const fetchMock = mockFetch({
      'GET /api/filter/jobs': () => jobsReply(jobs)(),
      'DELETE /api/filter/jobs/f1': () => {
        jobs = [];
        return json({ success: true });
      },
    });
    renderListCleaner();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: Old list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete list?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Old list"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete: Old list' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No list cleaner jobs found. Create a new list to get started.')).toBeInTheDocument();
  });

  it("shows 'Failed to load jobs. Please try again later.' and clears it on window focus", async () => {
    mockFetch({ 'GET /api/filter/jobs': () => json({ error: 'down' }, 500) });
    renderListCleaner();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load jobs. Please try again later.');
    expect(screen.queryByText(/No list cleaner jobs found/)).not.toBeInTheDocument();
    act(() => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('pages 10/25/50 with 10 by default', async () => {
    mockFetch({ 'GET /api/filter/jobs': jobsReply(Array.from({ length: 30 }, (_, i) => job(`j${i}`, { name: `List ${i}` }))) });
    renderListCleaner();
    await screen.findByRole('rowheader', { name: 'List 0' });
    expect(screen.getAllByRole('rowheader')).toHaveLength(10);
    expect(screen.getByText('1–10 of 30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50']);
    await userEvent.click(screen.getByRole('option', { name: '25' }));
    expect(screen.getAllByRole('rowheader')).toHaveLength(25);
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getAllByRole('rowheader')).toHaveLength(5);
  });

  it('polls the job list every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({ 'GET /api/filter/jobs': jobsReply([job('a')]) });
    renderListCleaner();
    await screen.findByRole('rowheader', { name: 'List a' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
