import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { filterStateKey } from '../../../lib/storage-keys';
import type { WizardState } from '../state/wizard-state';
import { creditsOk, json, mockApi, offlineStatus } from '../testing/mock-api';
import { renderFilter } from '../testing/render-filter';
import { seedWizard } from '../testing/wizard-fixtures';
import { ListCleaner } from './list-cleaner';

type Routes = Parameters<typeof mockApi>[0];

function setup(state: Partial<WizardState> = {}, routes: Routes = {}) {
  seedWizard({ activeStep: 2, selectedColumns: ['Country', 'Industry'], ...state });
  const api = mockApi({
    'GET /api/saved-filters': () => json({ success: true, filters: [] }),
    'GET /api/ai/status': () => json(offlineStatus),
    'POST /api/usage/check-credits': () => json(creditsOk),
    'POST /api/filter': () => json({ filterId: 'filter_1700000000000_abcd' }),
    'POST /api/filter/estimate': () => json({ error: 'File data is missing or incomplete. Please upload your file again.' }, 404),
    ...routes,
  });
  const onJobStarted = vi.fn();
  renderFilter(<ListCleaner onJobStarted={onJobStarted} />);
  return { api, onJobStarted, user: userEvent.setup() };
}

const modelStatus = { provider: 'openai', model: 'gpt-4o', models: ['gpt-4o'], offline: false, label: 'OpenAI' };
const withModel = { 'GET /api/ai/status': () => json(modelStatus) };
const run = () => screen.getByRole('button', { name: 'Run' });
const alert = () => screen.getByRole('alert');
const filled = {
  filterConfig: { columnConfig: { Country: { instructions: 'Keep France' }, Industry: { instructions: 'Software only' } } },
};

async function clickRun(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(run()).toBeEnabled());
  await user.click(run());
}

describe('Step 3: Create your qualification criteria', () => {
  it('names every column without criteria and marks its field', async () => {
    const { user, api } = setup({ filterConfig: { columnConfig: { Country: { instructions: 'Keep France' } } } });
    await clickRun(user);
    expect(alert()).toHaveTextContent('Please provide criteria for the following columns: Industry');
    expect(screen.getByLabelText(/^Industry/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Country/)).toHaveAttribute('aria-invalid', 'false');
    expect(api.callsTo('POST', '/api/filter')).toHaveLength(0);
  });

  it('shows both logic options and the badge between fields follows the choice', async () => {
    const { user } = setup(filled);
    expect(screen.getByText('A qualified lead:')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Matches all criteria below' })).toBeChecked();
    expect(screen.getByText('AND')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Matches at least one criterion below' }));
    expect(screen.getByText('OR')).toBeInTheDocument();
  });

  it('needs the job name and the file data before Run', async () => {
    const { user } = setup({ ...filled, jobName: '  ' });
    await clickRun(user);
    expect(alert()).toHaveTextContent('Job name is missing. Please go back to the upload page and provide a job name.');
  });

  it('needs an uploaded file with an id', async () => {
    const { user } = setup({ ...filled, fileData: { ...seedWizard().fileData!, fileId: '' } });
    await clickRun(user);
    expect(alert()).toHaveTextContent('File data is missing or incomplete. Please upload your file again.');
  });

  it.each([
    [
      'the server error',
      () =>
        json(
          {
            error:
              'Insufficient credits to start this filter job. Please reduce the dataset size or ask your administrator for more credits.',
          },
          402,
        ),
      'Insufficient credits to start this filter job. Please reduce the dataset size or ask your administrator for more credits.',
    ],
    ['the status', () => new Response('oops', { status: 500 }), 'Filter failed with status: 500'],
    ['the network failure', () => Promise.reject(new TypeError('offline')), 'An error occurred while applying filters'],
  ])('shows %s when Run fails', async (_label, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onJobStarted } = setup(filled, { 'POST /api/filter': answer });
    await clickRun(user);
    await waitFor(() => expect(alert()).toHaveTextContent(message));
    expect(onJobStarted).not.toHaveBeenCalled();
  });

  it('starts the job, resets the wizard and hands the id over', async () => {
    const { user, api, onJobStarted } = setup({
      ...filled,
      filterParams: { model: '', reasoningText: ' We sell CRM ', logicMode: 'OR', chunkSize: 300 },
    });
    await clickRun(user);
    await waitFor(() => expect(onJobStarted).toHaveBeenCalledWith('filter_1700000000000_abcd'));
    expect(api.callsTo('POST', '/api/filter')[0]?.body).toEqual({
      jobName: 'Q3 leads',
      fileId: 'file-1',
      selectedColumns: ['Country', 'Industry'],
      reasoningText: 'We sell CRM',
      chunkSize: 300,
      logicMode: 'OR',
      filterConfig: { columnConfig: { Country: { instructions: 'Keep France' }, Industry: { instructions: 'Software only' } } },
      rowCount: 1000,
    });
    expect(screen.getByRole('heading', { name: 'Step 1: Upload your list' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(filterStateKey('user-1'))).toBeNull());
  });

  it('shows the cost, the remaining credits, the offline label and gates Run on credits', async () => {
    setup(filled, { 'POST /api/usage/check-credits': () => json({ success: true, data: { hasCredits: false, creditsAvailable: 50 } }) });
    const cost = screen.getByRole('region', { name: 'Credit cost' });
    expect(within(cost).getByText(/1,000 credits/)).toBeInTheDocument();
    expect(within(cost).getByText('Your plan counts credits per row, however each value is decided.')).toBeInTheDocument();
    expect(await within(cost).findByText('Insufficient credits: Need 1,000, have 50 available.')).toBeInTheDocument();
    expect(within(cost).getByText('Short by 950 credits')).toBeInTheDocument();
    expect(run()).toBeDisabled();
    expect(await screen.findByText('Offline keyword matcher (no AI model configured)')).toBeInTheDocument();
    // No model: nothing speaks of one deciding, only of rules, keywords and review.
    expect(
      within(cost).getByText(
        /No model is set up: rules decide what they understand; the other values are guessed by keywords or left for review\./,
      ),
    ).toBeInTheDocument();
    expect(cost).not.toHaveTextContent(/decides once per distinct value|cached/);
  });

  it('Stop at: the panel says what the limit covers, the credit check asks for those credits, and Run sends it', async () => {
    const { user, api, onJobStarted } = setup(filled);
    const field = screen.getByLabelText('Stop at (credits)');
    await user.type(field, '2.5');
    expect(screen.getByText('Enter a whole number of credits, or leave it blank')).toBeInTheDocument();
    expect(screen.queryByTestId('stop-at-line')).toBeNull();
    await user.clear(field);
    await user.type(field, '250');
    expect(screen.getByTestId('stop-at-line')).toHaveTextContent('Stops after 250 of 1,000 rows — 250 credits');
    await waitFor(() => expect(api.callsTo('POST', '/api/usage/check-credits').at(-1)?.body).toMatchObject({ creditsNeeded: 250 }));
    await clickRun(user);
    await waitFor(() => expect(onJobStarted).toHaveBeenCalled());
    expect(api.callsTo('POST', '/api/filter')[0]?.body).toMatchObject({ creditLimit: 250, rowCount: 1000 });
  });

  it('a Stop-at limit at or above the rows changes nothing', async () => {
    const { user } = setup(filled);
    await user.type(screen.getByLabelText('Stop at (credits)'), '5000');
    expect(screen.queryByTestId('stop-at-line')).toBeNull();
  });

  it('estimates model calls when the distinct counts are known', async () => {
    setup({ ...filled, fileData: { ...seedWizard().fileData!, distinctCounts: { Country: 241, Industry: 646 } } }, withModel);
    expect(
      await screen.findByText(/887 distinct values across 2 columns → about 4 model calls \(300 values per call\)/),
    ).toBeInTheDocument();
  });

  it('asks the server for the distinct values of the chosen columns and shows the model calls they take', async () => {
    const { api } = setup(filled, {
      ...withModel,
      'POST /api/filter/estimate': () =>
        json({ rowCount: 1000, credits: 1000, distinctCounts: { Country: 241, Industry: 146 }, modelCalls: 2 }),
    });
    expect(await screen.findByText(/387 distinct values across 2 columns → about 2 model calls/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/filter/estimate')[0]?.body).toMatchObject({
      selectedColumns: ['Country', 'Industry'],
      chunkSize: 300,
    });
  });

  it("says 'no model calls' when every value is already decided, and offline speaks of keywords and review instead", async () => {
    const estimate = { rowCount: 1000, credits: 1000, distinctCounts: { Country: 1, Industry: 146 }, modelCalls: 0, cachedValues: 147 };
    setup(filled, { ...withModel, 'POST /api/filter/estimate': () => json(estimate) });
    expect(
      await screen.findByText(
        /147 distinct values across 2 columns → no model calls \(all decided already, by rules or an earlier run\)\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/about 0 model calls/)).not.toBeInTheDocument();
  });

  it('offline, the distinct values are guessed by keywords or left for review, never "cached"', async () => {
    setup(filled, {
      'POST /api/filter/estimate': () =>
        json({ rowCount: 1000, credits: 1000, distinctCounts: { Country: 1, Industry: 146 }, modelCalls: 0 }),
    });
    expect(
      await screen.findByText(
        '147 distinct values across 2 columns → no model is set up: values the rules do not settle are guessed by keywords or left for review.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Credit cost' })).not.toHaveTextContent(/cached|model call/);
  });

  it('shows on each field how the offline matcher reads its instructions', async () => {
    const { user } = setup({ filterConfig: { columnConfig: { Country: { instructions: 'Keep France, Spain; exclude Chile' } } } });
    const country = screen.getByLabelText(/^Country/);
    await waitFor(() => expect(country).toHaveAccessibleDescription(/Offline matcher reads: keep: France, Spain · exclude: Chile/));
    const industry = screen.getByLabelText(/^Industry/);
    expect(industry).toHaveAccessibleDescription(/Offline matcher: write the words to keep and to exclude/);
    await user.type(industry, 'not agencies');
    expect(industry).toHaveAccessibleDescription(/Offline matcher reads: exclude: agencies/);
  });

  it("offline, a field the rules read shows the rules' reading, not the keyword matcher's words", async () => {
    const size = 'Keep companies with 50-500 employees';
    setup(
      { filterConfig: { columnConfig: { Country: { instructions: 'Keep France' }, Industry: { instructions: size } } } },
      {
        'POST /api/filter/estimate': () =>
          json({
            rowCount: 1000,
            credits: 1000,
            distinctCounts: { Country: 3, Industry: 4 },
            modelCalls: 0,
            readings: {
              Country: { source: 'none', text: null, asked: false },
              Industry: { source: 'rules', text: 'keep companies with 50–500 employees', asked: false },
            },
          }),
      },
    );
    const industry = screen.getByLabelText(/^Industry/);
    await waitFor(() => expect(industry).toHaveAccessibleDescription(/Read as: keep companies with 50–500 employees \(rules\)/));
    expect(industry).not.toHaveAccessibleDescription(/Offline matcher reads/);
    // Where the rules read nothing, the keyword matcher's words are what runs: they stay.
    expect(screen.getByLabelText(/^Country/)).toHaveAccessibleDescription(/Offline matcher reads: keep: France/);
  });

  it('shows how each column is read, lets the user ask the model and take its reading (ADR 0034)', async () => {
    const estimate = { rowCount: 1000, credits: 1000, distinctCounts: { Country: 241, Industry: 146 }, modelCalls: 2 };
    const refused = 'Where our Frankfurt team reaches by train';
    let asked = false;
    const { user, api } = setup(
      { filterConfig: { columnConfig: { Country: { instructions: refused }, Industry: { instructions: 'Software only' } } } },
      {
        'GET /api/ai/status': () => json(modelStatus),
        'POST /api/filter/estimate': () =>
          json({
            ...estimate,
            readings: {
              Country: asked
                ? { source: 'model', text: 'keep Germany, France', restatement: 'Keep: Germany, France', asked: true }
                : { source: 'none', text: null, asked: false },
              Industry: { source: 'rules', text: 'keep companies in software (NAICS 5112, 5182, 51913)', asked: false },
            },
          }),
        'POST /api/filter/reading': () => {
          asked = true;
          return json({
            readings: { Country: { source: 'model', text: 'keep Germany, France', restatement: 'Keep: Germany, France', asked: true } },
            modelCalls: 1,
          });
        },
      },
    );
    const industry = await screen.findByTestId('reading-Industry');
    expect(industry).toHaveTextContent('Read as: keep companies in software (NAICS 5112, 5182, 51913) (rules)');
    const country = screen.getByTestId('reading-Country');
    expect(country).toHaveTextContent('Not read by the rules — the model will decide each value');
    await user.click(within(country).getByRole('button', { name: 'Ask the model to read it' }));
    expect(api.callsTo('POST', '/api/filter/reading')[0]?.body).toMatchObject({
      fileId: expect.any(String),
      selectedColumns: ['Country'],
      filterConfig: { columnConfig: { Country: { instructions: refused } } },
    });
    await waitFor(() =>
      expect(screen.getByTestId('reading-Country')).toHaveTextContent(
        'Read as: keep Germany, France (read by the model; the rules decide)',
      ),
    );
    await user.click(within(screen.getByTestId('reading-Country')).getByRole('button', { name: 'Use this reading' }));
    expect(screen.getByLabelText(/^Country/)).toHaveValue('Keep: Germany, France');
  });

  it('the Preview shows how each column was read, and the values the rules decided from it', async () => {
    const value = (v: string, decision: 'KEEP' | 'EXCLUDE', reason: string, byRules: boolean, confidence = 0.95) => ({
      value: v,
      frequency: 3,
      decision,
      reason,
      confidence,
      state: confidence < 0.6 ? 'REVIEW' : decision,
      cached: false,
      byRules,
    });
    const { user } = setup(filled, {
      'GET /api/ai/status': () => json({ provider: 'openai', model: 'gpt-4o', models: ['gpt-4o'], offline: false, label: 'OpenAI' }),
      'POST /api/filter/preview': () =>
        json({
          rowCount: 6,
          previewsLeft: 9,
          modelCalls: 2,
          columns: [
            {
              column: 'Country',
              values: [value('France', 'KEEP', 'KEEP — France is France (FR), in France (instruction read by the model)', true)],
              coveredRows: 3,
              coverage: 0.5,
              reading: { source: 'model', text: 'keep France', restatement: 'Keep: France', asked: true },
            },
            {
              column: 'Industry',
              values: [
                value('Plastics', 'EXCLUDE', 'Not software', false),
                value('Widgets', 'EXCLUDE', 'Needs review: it mentions none of the words to keep ("software")', false, 0.3),
              ],
              coveredRows: 3,
              coverage: 0.5,
              reading: { source: 'none', text: null, asked: true },
            },
          ],
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('preview-reading-Country')).toHaveTextContent(
      'Read as: keep France (read by the model; the rules decide)',
    );
    expect(screen.getByTestId('preview-reading-Industry')).toHaveTextContent(
      'Not read by the rules, and the model could not restate it — the model will decide each value',
    );
    expect(screen.getByText(/\(instruction read by the model\)$/)).toBeInTheDocument();
    // An unsure value shows REVIEW, not its guess (ADR 0058).
    const industry = within(screen.getByRole('table', { name: 'Preview of Industry' }));
    expect(industry.getByRole('row', { name: /Widgets/ })).toHaveTextContent(/REVIEW/);
    expect(industry.getAllByText('REVIEW')).toHaveLength(1);
    expect(industry.getByRole('row', { name: /Plastics/ })).toHaveTextContent(/EXCLUDE/);
  });

  it('warns when the credit check is unavailable', async () => {
    setup(filled, { 'POST /api/usage/check-credits': () => json({}, 500) });
    expect(await screen.findByText('Credit Check Unavailable')).toBeInTheDocument();
    expect(screen.getByText(/Failed to check credit availability/)).toBeInTheDocument();
  });

  it('analyzes a website: needs a URL, adds https:// and fills the context and empty criteria', async () => {
    const { user, api } = setup(
      { filterConfig: { columnConfig: { Country: { instructions: 'Mine' } } } },
      {
        'POST /api/analyze-website-context': () =>
          json({ context: 'Acme sells payroll software.', columnExamples: { Country: 'x', Industry: 'Keep software' } }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(alert()).toHaveTextContent('Please enter a website URL');
    await user.type(screen.getByLabelText('Website URL'), 'acme.com');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    await waitFor(() => expect(screen.getByLabelText('Product / service context')).toHaveValue('Acme sells payroll software.'));
    expect(api.callsTo('POST', '/api/analyze-website-context')[0]?.body).toEqual({
      url: 'https://acme.com',
      selectedColumns: ['Country', 'Industry'],
    });
    expect(screen.getByLabelText(/^Country/)).toHaveValue('Mine');
    expect(screen.getByLabelText(/^Industry/)).toHaveValue('Keep software');
  });

  it('reports a failed analysis', async () => {
    const { user } = setup(filled, {
      'POST /api/analyze-website-context': () => json({ error: 'No context could be extracted from the website' }, 422),
    });
    await user.type(screen.getByLabelText('Website URL'), 'https://acme.com');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    await waitFor(() => expect(alert()).toHaveTextContent('Website analysis failed: No context could be extracted from the website'));
  });

  it("says 'Website analysis failed' once, not the server's own prefix again", async () => {
    const { user } = setup(filled, {
      'POST /api/analyze-website-context': () => json({ error: 'Failed to analyze website: acme.com answered HTTP 404' }, 502),
    });
    await user.type(screen.getByLabelText('Website URL'), 'https://acme.com');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    await waitFor(() => expect(alert()).toHaveTextContent('Website analysis failed: acme.com answered HTTP 404'));
    expect(alert()).not.toHaveTextContent(/Failed to analyze/);
  });

  it('Reset asks first, then clears the criteria but keeps the columns', async () => {
    const { user } = setup(filled);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Reset?' })).getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText(/^Country/)).toHaveValue('');
    expect(screen.getByLabelText(/^Industry/)).toHaveValue('');
  });
});
