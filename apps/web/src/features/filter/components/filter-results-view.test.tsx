import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockApi, offlineStatus } from '../testing/mock-api';
import { renderFilter } from '../testing/render-filter';
import { completedResults, decisionsPage, filterId } from '../testing/results-fixtures';
import { FilterResultsView } from './filter-results-view';

// The grid is a lazy chunk; loading it once up front keeps each test's waits short.
beforeAll(async () => {
  await import('./decisions-grid');
});

type Routes = Parameters<typeof mockApi>[0];

function setup(routes: Routes = {}) {
  const api = mockApi({
    [`GET /api/results/${filterId}`]: () => json(completedResults()),
    [`GET /api/results/${filterId}/decisions`]: () => json(decisionsPage),
    'GET /api/ai/status': () => json(offlineStatus),
    ...routes,
  });
  const onBack = vi.fn();
  renderFilter(<FilterResultsView filterId={filterId} onBack={onBack} />);
  return { api, onBack, user: userEvent.setup() };
}

const stat = (label: string) => within(screen.getByRole('group', { name: label })).getByText(/\d/);
const chip = (value: string) => screen.findByRole('button', { name: new RegExp(`for ${value}`) });

describe('FilterResultsView', () => {
  it('shows the stat cards, the decisions with the offline label, and goes back', async () => {
    const { user, onBack, api } = setup();
    expect(await screen.findByRole('group', { name: 'Total Rows' })).toBeInTheDocument();
    expect(stat('Total Rows')).toHaveTextContent('3');
    expect(stat('Qualified')).toHaveTextContent('1');
    expect(stat('Disqualified')).toHaveTextContent('2');
    expect(await chip('Chile')).toHaveTextContent('EXCLUDE');
    expect(screen.getByText('Offline keyword matcher (no AI model configured)')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Decisions' })).toHaveAttribute('aria-selected', 'true');
    const query = api.callsTo('GET', `/api/results/${filterId}/decisions`)[0]?.url.searchParams;
    expect(query?.get('pageSize')).toBe('100');
    expect(query?.get('sort')).toBe('-frequency');
    await user.click(screen.getByRole('button', { name: 'Back to Lists' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('flips a decision at once, saves it and shows the new counts', async () => {
    const after = { totalRows: 3, keptRowCount: 3, excludedRowCount: 0 };
    let saved = false;
    const { user, api } = setup({
      [`GET /api/results/${filterId}`]: () => json(completedResults(saved ? { stats: after } : {})),
      'POST /api/overrides': () => {
        saved = true;
        return json({ success: true, applied: 1, stats: after });
      },
    });
    await user.click(await chip('Chile'));
    expect(await chip('Chile')).toHaveTextContent('KEEP');
    await waitFor(() => expect(stat('Qualified')).toHaveTextContent('3'));
    expect(stat('Disqualified')).toHaveTextContent('0');
    expect(api.callsTo('POST', '/api/overrides')[0]?.body).toEqual({
      filterId,
      overrides: [{ column: 'Country', value: 'Chile', decision: 'KEEP' }],
    });
  });

  it("labels a changed value 'Changed by you' with the original decision and reason, and undoes it", async () => {
    const { user, api } = setup({ 'POST /api/overrides': () => json({ success: true, applied: 1 }) });
    expect(screen.queryByText('Changed by you')).not.toBeInTheDocument();
    await user.click(await chip('Chile'));
    expect(await chip('Chile')).toHaveTextContent('KEEP');
    const row = screen.getByRole('row', { name: /Chile/ });
    expect(within(row).getByText('Changed by you')).toBeInTheDocument();
    expect(within(row).getByText('Originally EXCLUDE: Outside Europe')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Undo the change to Chile: back to EXCLUDE' }));
    expect(await chip('Chile')).toHaveTextContent('EXCLUDE');
    expect(screen.queryByText('Changed by you')).not.toBeInTheDocument();
    expect(screen.getByText('Outside Europe')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/overrides')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/overrides')[1]?.body).toMatchObject({ overrides: [{ value: 'Chile', decision: 'EXCLUDE' }] });
  });

  it('puts the decision back and says so when saving fails', async () => {
    let release: (response: Response) => void = () => undefined;
    const { user } = setup({ 'POST /api/overrides': () => new Promise<Response>((resolve) => (release = resolve)) });
    await user.click(await chip('France'));
    expect(await chip('France')).toHaveTextContent('EXCLUDE');
    release(json({ error: 'boom' }, 500));
    await waitFor(async () => expect(await chip('France')).toHaveTextContent('KEEP'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save decision to database. Please try again.');
    expect(stat('Qualified')).toHaveTextContent('1');
  });

  it('filters by column, search and decision (Needs review) on the server', async () => {
    const { user, api } = setup();
    await chip('Chile');
    await user.click(screen.getByRole('combobox', { name: 'Decision' }));
    await user.click(screen.getByRole('option', { name: 'Needs review' }));
    await user.type(screen.getByPlaceholderText('Search values...'), 'chi');
    await user.click(screen.getByRole('combobox', { name: 'Column' }));
    expect(screen.getByRole('option', { name: 'All Columns' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Country' }));
    await waitFor(() => {
      const last = api.callsTo('GET', `/api/results/${filterId}/decisions`).at(-1)?.url.searchParams;
      expect(last?.get('state')).toBe('REVIEW');
      expect(last?.get('search')).toBe('chi');
      expect(last?.get('column')).toBe('Country');
    });
  });

  it('shows the criteria tab', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Qualification Criteria' }));
    expect(screen.getByText('We sell payroll software.')).toBeInTheDocument();
    expect(screen.getByText('AND: matches all criteria')).toBeInTheDocument();
    expect(screen.getByText('Keep European countries')).toBeInTheDocument();
  });

  it("shows on the criteria tab how the job read each column's instructions (ADR 0034)", async () => {
    const reading = { source: 'model', text: 'keep countries in Europe — 51 members', restatement: 'Keep Europe', asked: true };
    const { user } = setup({
      [`GET /api/results/${filterId}`]: () =>
        json({ ...completedResults(), columnConfig: { Country: { instructions: 'Where our trains go', reading } } }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Qualification Criteria' }));
    expect(screen.getByText('Where our trains go')).toBeInTheDocument();
    expect(screen.getByTestId('job-reading-Country')).toHaveTextContent(
      'Read as: keep countries in Europe — 51 members (read by the model; the rules decide)',
    );
  });

  it('says the job is gone when an older job answers 404', async () => {
    setup({
      [`GET /api/results/${filterId}`]: () => json({ error: 'Filter job not found' }, 404),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Previous filter process was not found. Please configure your filters again.',
    );
  });

  it('shows the progress overlay while the job processes', async () => {
    setup({
      [`GET /api/results/${filterId}`]: () => json({ filterId, status: 'processing' }),
      [`GET /api/progress/${filterId}`]: () =>
        json({ filterId, status: 'processing', progress: { progress: 42.4, status: 'processing', message: 'Deciding Country' } }),
    });
    expect(await screen.findByText('Filter Processing: 42%')).toBeInTheDocument();
    expect(screen.getByText('Deciding Country')).toBeInTheDocument();
  });

  it('shows a job stopped at its Stop-at limit with its covered rows, and resumes it with a new limit or for the rest', async () => {
    const stopped = completedResults({
      status: 'paused',
      message: 'Stopped at the limit you set — 3 of 10 done',
      coverage: { rows: 3, of: 10 },
    });
    let resumes = 0;
    const { user, api } = setup({
      [`GET /api/results/${filterId}`]: () => json(stopped),
      [`POST /api/filter/jobs/${filterId}/resume`]: () =>
        ++resumes === 1
          ? json(
              {
                error:
                  'Insufficient credits to start this filter job. Please reduce the dataset size or ask your administrator for more credits.',
              },
              402,
            )
          : json({ success: true, status: 'processing' }),
    });
    const section = await screen.findByRole('region', { name: 'Stopped at your limit' });
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Stopped at the limit you set — 3 of 10 done. These results cover the first 3 of 10 rows only.',
    );
    expect(stat('Total Rows')).toHaveTextContent('3');
    const field = within(section).getByLabelText('Stop at (credits)');
    await user.type(field, '3');
    expect(within(section).getByRole('button', { name: 'Resume' })).toBeDisabled();
    await user.type(field, '0');
    await user.click(within(section).getByRole('button', { name: 'Resume' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(/Insufficient credits/);
    expect(api.callsTo('POST', `/api/filter/jobs/${filterId}/resume`)[0]?.body).toEqual({ creditLimit: 30 });
    await user.clear(field);
    await user.click(within(section).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/filter/jobs/${filterId}/resume`)[1]?.body).toEqual({}));
  });

  it('shows the load failure banner', async () => {
    setup({ [`GET /api/results/${filterId}`]: () => json({ error: 'db down' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load filter results. Please try again.');
  });
});
