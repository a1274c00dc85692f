import type { ResearchJob } from '@leadsift/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../auth/testing/mock-fetch';
import { seriousA11yViolations } from '../../../testing/axe';
import { renderWithQuery } from '../../../testing/render-with-query';
import { windowWidth } from '../../../testing/window-width';
import type { FilterJob } from '../api/get-filter-jobs';
import { rowOf } from '../testing/job-rows';
import { AuthContext } from '../../auth/auth-context';
import { othersJobReason } from '../../workspaces';
import { ada, authAs } from '../../workspaces/testing/render-in-app';
import { InRole, team } from '../../workspaces/testing/workspace-fixtures';
import { ActivityHistory } from './activity-history';

const filterJob = (id: string, patch: Partial<FilterJob> = {}): FilterJob => ({
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

const researchJob = (jobId: string, patch: Partial<ResearchJob> = {}): ResearchJob => ({
  jobId,
  name: `Research ${jobId}`,
  instructions: 'Farms',
  status: 'completed',
  createdAt: '2026-01-15T10:00:00.000Z',
  completedAt: '2026-01-15T10:05:00.000Z',
  totalWebsites: 10,
  processedWebsites: 10,
  keptCount: 4,
  avgRelevanceScore: 7,
  totalRows: 10,
  enableWebSearch: false,
  message: null,
  ...patch,
});

const alice = { id: 'u-alice', name: 'Alice' };

const listCleaner = (jobs: FilterJob[]) => {
  mockFetch({ 'GET /api/filter/jobs': () => json({ success: true, jobs }) });
  return renderWithQuery(<ActivityHistory initialTab={1} onViewFilterResults={vi.fn()} onViewResearchResults={vi.fn()} />);
};
const research = (jobs: ResearchJob[]) => {
  mockFetch({ 'GET /api/research/jobs': () => json({ success: true, jobs }) });
  return renderWithQuery(<ActivityHistory onViewFilterResults={vi.fn()} onViewResearchResults={vi.fn()} />);
};
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('Activity History: who ran each job', () => {
  it("is a 'Run by' column on a wide screen: the name, or a deleted account", async () => {
    windowWidth(1440);
    listCleaner([filterJob('a', { name: 'Mine', createdBy: alice }), filterJob('b', { name: 'Orphan', createdBy: null })]);
    await screen.findByRole('rowheader', { name: 'Mine' });
    expect(headers()).toEqual(['List Name', 'Status', 'Created', 'Completion', 'Qualified/Total', 'Run by', 'Actions']);
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Status, Created, Completion, Qualified/Total, Run by, Actions.
    expect(cells('Mine')[4]).toBe('Alice');
    expect(cells('Orphan')[4]).toBe('a deleted account');
    expect(screen.queryByText(/^Run by /)).toBeNull();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it("is a line under 'Created' on a phone, with no extra column", async () => {
    windowWidth(390);
    research([researchJob('a', { name: 'Farms', createdBy: alice }), researchJob('b', { name: 'Gone', createdBy: null })]);
    await screen.findByRole('rowheader', { name: 'Farms' });
    expect(headers()).toEqual(['List Name', 'Status', 'Created', 'Completion', 'Qualified/Total', 'Avg. Relevance', 'Actions']);
    const created = (name: string) => within(rowOf(name)).getAllByRole('cell')[1]!;
    expect(within(created('Farms')).getByText('Run by Alice')).toBeInTheDocument();
    expect(within(created('Gone')).getByText('Run by a deleted account')).toBeInTheDocument();
    expect(await seriousA11yViolations()).toEqual([]);
  });

  it('research jobs get the column on a wide screen too', async () => {
    windowWidth(1440);
    research([researchJob('a', { name: 'Farms', createdBy: alice })]);
    await screen.findByRole('rowheader', { name: 'Farms' });
    expect(headers()).toEqual(['List Name', 'Status', 'Created', 'Completion', 'Qualified/Total', 'Avg. Relevance', 'Run by', 'Actions']);
    expect(within(rowOf('Farms')).getByRole('cell', { name: 'Alice' })).toBeInTheDocument();
  });

  it('says nothing when the answers do not say who (a server older than workspaces)', async () => {
    windowWidth(1440);
    listCleaner([filterJob('a', { name: 'Old' })]);
    await screen.findByRole('rowheader', { name: 'Old' });
    expect(headers()).not.toContain('Run by');
    expect(screen.queryByText(/Run by/)).toBeNull();
  });

  it("holds Delete of another's job back from a member unless the workspace lets members manage every job", async () => {
    const jobs = [
      filterJob('a', { name: 'Mine', createdBy: { id: ada.id, name: 'Ada Owner' } }),
      filterJob('b', { name: 'Theirs', createdBy: alice }),
    ];
    const deleteOf = (name: string) => within(rowOf(name)).getByRole('button', { name: `Delete: ${name}` });
    const asMember = (membersManageAllJobs: boolean) => {
      mockFetch({ 'GET /api/filter/jobs': () => json({ success: true, jobs }) });
      return renderWithQuery(
        <AuthContext value={authAs(ada)}>
          <InRole role="member" workspace={team({ role: 'member', membersManageAllJobs })}>
            <ActivityHistory initialTab={1} onViewFilterResults={vi.fn()} onViewResearchResults={vi.fn()} />
          </InRole>
        </AuthContext>,
      );
    };
    const { unmount } = asMember(false);
    await screen.findByRole('rowheader', { name: 'Theirs' });
    expect(deleteOf('Mine')).toBeEnabled();
    expect(deleteOf('Theirs')).toBeDisabled();
    expect(deleteOf('Theirs').parentElement).toHaveAccessibleDescription(othersJobReason);
    unmount();
    asMember(true);
    await screen.findByRole('rowheader', { name: 'Theirs' });
    expect(deleteOf('Theirs')).toBeEnabled();
  });
});
