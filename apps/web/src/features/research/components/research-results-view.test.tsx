import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousA11yViolations } from '../../../testing/axe';
import { renderWithQuery } from '../../../testing/render-with-query';
import type { ApiCall } from '../../filter/testing/mock-api';
import { json, mockApi, resultsPage, website } from '../testing/research-fixtures';
import { ResearchResultsView } from './research-results-view';

const farms = {
  qualified: [website('alpha-farm.test', { qualityRanking: 'EXCELLENT', bonusScore: 12 }), website('beta-farm.test')],
  disqualified: [website('gamma-dealer.test', { decision: 'EXCLUDE', qualityRanking: 'ACCEPTABLE', bonusScore: 0 })],
};

/** A server that filters by tab and search and sorts like the real one, so the view's requests decide what shows. */
function results(call: ApiCall) {
  const q = call.url.searchParams;
  const tab = q.get('tab');
  let list =
    tab === 'qualified' ? farms.qualified : tab === 'disqualified' ? farms.disqualified : [...farms.qualified, ...farms.disqualified];
  const search = q.get('search');
  if (search) list = list.filter((w) => w.host.includes(search));
  if (q.get('sort') === 'website') list = [...list].sort((a, b) => a.host.localeCompare(b.host)).reverse();
  return json(resultsPage(list));
}

function setup(handler = results) {
  const api = mockApi({ 'GET /api/research/jobs/job-1/results': handler });
  const onBack = vi.fn();
  renderWithQuery(<ResearchResultsView jobId="job-1" onBack={onBack} />);
  return { api, onBack, user: userEvent.setup() };
}

const hosts = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
const lastQuery = (api: ReturnType<typeof mockApi>) => api.calls.at(-1)!.url.searchParams;

describe('Research results view', () => {
  it("says who ran the job under its name: 'Run by <name>', a deleted account, or nothing when the answer does not say", async () => {
    const api = mockApi({
      'GET /api/research/jobs/job-1/results': () => json(resultsPage(farms.qualified, { createdBy: { id: 'u-alice', name: 'Alice' } })),
      'GET /api/research/jobs/job-2/results': () => json(resultsPage(farms.qualified, { jobId: 'job-2', name: 'Orphan', createdBy: null })),
      'GET /api/research/jobs/job-3/results': () => json(resultsPage(farms.qualified, { jobId: 'job-3', name: 'Older' })),
    });
    const first = renderWithQuery(<ResearchResultsView jobId="job-1" onBack={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Farms' })).toBeInTheDocument();
    expect(screen.getByText('Run by Alice')).toBeInTheDocument();
    expect(await seriousA11yViolations()).toEqual([]);
    first.unmount();
    const second = renderWithQuery(<ResearchResultsView jobId="job-2" onBack={vi.fn()} />);
    expect(await screen.findByText('Run by a deleted account')).toBeInTheDocument();
    second.unmount();
    renderWithQuery(<ResearchResultsView jobId="job-3" onBack={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Older' })).toBeInTheDocument();
    expect(screen.queryByText(/^Run by/)).toBeNull();
    expect(api.calls).toHaveLength(3);
  });

  it('shows the stat cards, the Qualified tab first, quality chips with (+bonus), and the footer', async () => {
    const { api } = setup();
    expect(await screen.findByRole('heading', { name: 'Farms' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Total Accounts' })).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Qualified' })).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Disqualified' })).getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Qualified' })).toHaveAttribute('aria-selected', 'true');
    expect(hosts()).toEqual(['alpha-farm.test', 'beta-farm.test']);
    const alpha = screen.getByRole('article', { name: 'alpha-farm.test' });
    expect(within(alpha).getByText('EXCELLENT (+12)')).toBeInTheDocument();
    expect(within(alpha).queryByText('KEEP')).not.toBeInTheDocument();
    expect(within(alpha).getByRole('link', { name: 'Open alpha-farm.test in a new tab' })).toHaveAttribute('target', '_blank');
    expect(within(alpha).getByText('alpha-farm.test grows vegetables.')).toBeInTheDocument();
    expect(screen.getByText(/^Job ID: job-1 · Completed /)).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery(api))).toEqual({ tab: 'qualified', sort: 'quality', page: '1', pageSize: '25' });
  });

  it('switches tabs; the decision chip and the Decision sort show on All Decisions only', async () => {
    const { api, user } = setup();
    await screen.findByRole('article', { name: 'alpha-farm.test' });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Quality', 'Website']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('tab', { name: 'Disqualified' }));
    await waitFor(() => expect(hosts()).toEqual(['gamma-dealer.test']));
    expect(lastQuery(api).get('tab')).toBe('disqualified');

    await user.click(screen.getByRole('tab', { name: 'All Decisions' }));
    await waitFor(() => expect(hosts()).toHaveLength(3));
    expect(within(screen.getByRole('article', { name: 'gamma-dealer.test' })).getByText('EXCLUDE')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'beta-farm.test' })).getByText('KEEP')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Quality', 'Website', 'Decision']);
    await user.click(screen.getByRole('option', { name: 'Decision' }));
    await waitFor(() => expect(lastQuery(api).get('sort')).toBe('decision'));

    // Leaving the All tab drops the Decision sort it alone offers.
    await user.click(screen.getByRole('tab', { name: 'Qualified' }));
    await waitFor(() => expect(lastQuery(api).get('sort')).toBe('quality'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Quality');
  });

  it('sorts by website through the server', async () => {
    const { api, user } = setup();
    await screen.findByRole('article', { name: 'alpha-farm.test' });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Website' }));
    await waitFor(() => expect(hosts()).toEqual(['beta-farm.test', 'alpha-farm.test']));
    expect(lastQuery(api).get('sort')).toBe('website');
  });

  it('searches from the first page, and says when nothing matches', async () => {
    const { api, user } = setup();
    await screen.findByRole('article', { name: 'alpha-farm.test' });
    await user.type(screen.getByRole('textbox', { name: 'Search websites' }), 'beta');
    await waitFor(() => expect(hosts()).toEqual(['beta-farm.test']));
    expect(lastQuery(api).get('search')).toBe('beta');
    expect(lastQuery(api).get('page')).toBe('1');
    await user.clear(screen.getByRole('textbox', { name: 'Search websites' }));
    await user.type(screen.getByRole('textbox', { name: 'Search websites' }), 'zzz');
    expect(await screen.findByText('No websites match your search.')).toBeInTheDocument();
  });

  it('pages 10/25/50/100 with 25 by default', async () => {
    const many = Array.from({ length: 25 }, (_, i) => website(`farm-${i}.test`));
    const { api, user } = setup((call) =>
      json(resultsPage(many, { total: 60, totalAccounts: 60, qualified: 60, pageSize: Number(call.url.searchParams.get('pageSize')) })),
    );
    await screen.findByRole('article', { name: 'farm-0.test' });
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(lastQuery(api).get('pageSize')).toBe('50'));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastQuery(api).get('page')).toBe('2'));
  });

  it("says 'No Results Available' for a job without websites", async () => {
    setup(() => json(resultsPage([], { totalAccounts: 0, qualified: 0, disqualified: 0, completedAt: null, status: 'processing' })));
    expect(await screen.findByText('No Results Available')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/running/);
    expect(screen.getByText('Job ID: job-1 · Not completed yet')).toBeInTheDocument();
  });

  it('shows why a site could not be visited and that it was not charged', async () => {
    setup(() =>
      json(
        resultsPage([
          website('down.test', {
            status: 'unreachable',
            decision: null,
            qualityRanking: null,
            bonusScore: null,
            reasoning: null,
            error: 'Could not be visited: connection refused',
            creditsCharged: 0,
          }),
        ]),
      ),
    );
    const card = await screen.findByRole('article', { name: 'down.test' });
    expect(within(card).getByText('Could not be visited: connection refused. This website was not charged.')).toBeInTheDocument();
    expect(within(card).getByText('not charged')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Criteria checklist/ })).not.toBeInTheDocument();
  });

  it('adds up: a Not visited card ("not charged") and tab, and opens on All Decisions when nothing qualified', async () => {
    const down = (host: string) =>
      website(host, {
        status: 'unreachable',
        decision: null,
        qualityRanking: null,
        bonusScore: null,
        reasoning: null,
        error: 'Could not be visited: timeout',
        creditsCharged: 0,
      });
    const sites = [down('one.test'), down('two.test')];
    const { api, user } = setup((call) => {
      const tab = call.url.searchParams.get('tab');
      const list = tab === 'qualified' || tab === 'disqualified' ? [] : sites;
      return json(resultsPage(list, { totalAccounts: 2, qualified: 0, disqualified: 0, notVisited: 2 }));
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'All Decisions' })).toHaveAttribute('aria-selected', 'true'));
    expect(lastQuery(api).get('tab')).toBe('all');
    expect(await screen.findByRole('article', { name: 'one.test' })).toBeInTheDocument();
    const card = screen.getByRole('group', { name: 'Not visited' });
    expect(within(card).getByText('2')).toBeInTheDocument();
    expect(within(card).getByText('not charged')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Not visited' }));
    await waitFor(() => expect(lastQuery(api).get('tab')).toBe('not_visited'));
    expect(hosts()).toEqual(['one.test', 'two.test']);
  });

  it('shows quality on qualified websites only, with what it means', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'alpha-farm.test' });
    await user.hover(screen.getByText('EXCELLENT (+12)'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Lead quality of a qualified website/);
    await user.click(screen.getByRole('tab', { name: 'Disqualified' }));
    const gamma = await screen.findByRole('article', { name: 'gamma-dealer.test' });
    expect(within(gamma).queryByText(/ACCEPTABLE/)).not.toBeInTheDocument();
  });

  it('labels offline ratings', async () => {
    setup(() => json(resultsPage(farms.qualified, { offline: true })));
    expect(await screen.findByRole('note')).toHaveTextContent('Offline keyword rater');
  });

  it('reports a job the server does not give this user', async () => {
    setup(() => json({ error: 'Not found' }, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent('This research job was not found.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('goes back to the lists', async () => {
    const { user, onBack } = setup();
    await user.click(await screen.findByRole('button', { name: 'Back to Lists' }));
    expect(onBack).toHaveBeenCalled();
  });

  it("says a job that visited nothing is 'Not visited' and why, and names the rows of an invalid website", async () => {
    const skipped = [
      website('', {
        url: 'n/a',
        status: 'invalid',
        decision: null,
        qualityRanking: null,
        error: 'Invalid website',
        rowCount: 3,
        rowNumbers: [2, 5, 9],
      }),
      website('', {
        url: '',
        status: 'invalid',
        decision: null,
        qualityRanking: null,
        error: 'Invalid website',
        rowCount: 25,
        rowNumbers: [1, 4],
      }),
    ];
    setup(() =>
      json(
        resultsPage(skipped, {
          qualified: 0,
          disqualified: 0,
          notVisited: 2,
          outcome: 'not_visited',
          outcomeMessage: 'No website could be reached — this server may have no internet access',
        }),
      ),
    );
    expect(await screen.findByTestId('not-visited-outcome')).toHaveTextContent(
      'Not visited: No website could be reached — this server may have no internet access. Nothing was charged.',
    );
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('rows 2, 5 and 9')).toBeInTheDocument();
    expect(within(second!).getByText('rows 1, 4 and 23 more')).toBeInTheDocument();
  });
});
