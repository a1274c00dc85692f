import {
  RESEARCH_COLUMN_MISSING,
  RESEARCH_CREATED,
  RESEARCH_FILE_MISSING,
  RESEARCH_INSTRUCTIONS_MISSING,
  RESEARCH_INSUFFICIENT_CREDITS,
  RESEARCH_SOURCE_FILTER_MISSING,
  RESEARCH_UPLOAD_TYPES,
} from '@leadsift/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../testing/render-with-query';
import type { ApiCall } from '../../filter/testing/mock-api';
import { configReply, estimate, json, mockApi, uploadReply, usageStatsReply } from '../testing/research-fixtures';
import { ResearchForm } from './research-form';
import { viewerReason } from '../../workspaces';
import { InRole } from '../../workspaces/testing/workspace-fixtures';

type Routes = Parameters<typeof mockApi>[0];

function setup(routes: Routes = {}, onJobCreated = vi.fn()) {
  const api = mockApi({
    'GET /api/research/config': () => configReply(),
    'GET /api/usage/stats': usageStatsReply,
    'POST /api/research/upload': () => json(uploadReply),
    'POST /api/research/estimate': (call: ApiCall) => {
      const web = (call.body as { enableWebSearch?: boolean }).enableWebSearch;
      return json({ success: true, data: estimate(web ? { creditsPerWebsite: 2, creditsNeeded: 6 } : {}) });
    },
    'POST /api/usage/check-credits': () => json({ success: true, data: { hasCredits: true, creditsAvailable: 5_000 } }),
    ...routes,
  });
  renderWithQuery(<ResearchForm onJobCreated={onJobCreated} />);
  return { api, user: userEvent.setup({ applyAccept: false }), onJobCreated };
}

const csv = (name = 'farms.csv') => new File(['Company,Website URL\nA,a.example\n'], name, { type: 'text/csv' });
const start = () => screen.getByRole('button', { name: /Start Research|Starting/ });
const reason = () => screen.getByTestId('start-blocked-reason');

async function uploadAndDescribe(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('Website list file'), csv());
  await screen.findByText(/3 websites \(1 duplicate merged, 1 invalid skipped\)/);
  await user.type(screen.getByLabelText(/Research Instructions/), 'Vegetable farms that sell direct');
}

describe('Research Configuration', () => {
  it('shows both sources, an instructions example, and keeps Start Research disabled until a file is uploaded', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { name: 'Research Configuration' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upload File' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'From a List Cleaner job' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Research Instructions/)).toHaveAttribute('placeholder', expect.stringMatching(/^e\.g\. /));
    expect(start()).toBeDisabled();
    expect(reason()).toHaveTextContent(RESEARCH_FILE_MISSING);
    await waitFor(() => expect(api.callsTo('GET', '/api/research/config')).toHaveLength(1));
    expect(screen.queryByLabelText('Enhanced web search (2 credits per website)')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/research/estimate')).toHaveLength(0);
  });

  it('refuses other file types with the documented text, without uploading', async () => {
    const { api, user } = setup();
    await user.upload(screen.getByLabelText('Website list file'), new File(['x'], 'sites.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESEARCH_UPLOAD_TYPES);
    expect(api.callsTo('POST', '/api/research/upload')).toHaveLength(0);
  });

  it("reports a refused upload as 'Failed to upload file: …'", async () => {
    const { user } = setup({ 'POST /api/research/upload': () => json({ error: 'The file has no rows' }, 400) });
    await user.upload(screen.getByLabelText('Website list file'), csv());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload file: The file has no rows');
  });

  it('auto-picks the website column, estimates, and enables Start once instructions are given', async () => {
    const { api, user } = setup();
    await user.upload(screen.getByLabelText('Website list file'), csv());
    expect(await screen.findByText('farms.csv')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Website Column/ })).toHaveTextContent('Website URL');
    expect(await screen.findByTestId('research-estimate')).toHaveTextContent(
      '3 websites (1 duplicate merged, 1 invalid skipped) × 1 credit = 3 credits',
    );
    expect(api.callsTo('POST', '/api/research/estimate')[0]!.body).toEqual({
      sourceType: 'file',
      uploadedFileId: 'up-1',
      columnName: 'Website URL',
      enableWebSearch: false,
    });
    expect(await screen.findByText('Remaining after: 4,997')).toBeInTheDocument();
    expect(screen.getByText(/Your plan allows up to 1,000 websites per job/)).toBeInTheDocument();
    expect(reason()).toHaveTextContent(RESEARCH_INSTRUCTIONS_MISSING);
    expect(start()).toBeDisabled();

    // Leaving the instructions blank says why.
    await user.click(screen.getByLabelText(/Research Instructions/));
    await user.tab();
    expect(screen.getAllByText(RESEARCH_INSTRUCTIONS_MISSING).length).toBeGreaterThan(1);
    await user.type(screen.getByLabelText(/Research Instructions/), '   ');
    expect(start()).toBeDisabled();
    await user.type(screen.getByLabelText(/Research Instructions/), 'Family farms');
    expect(start()).toBeEnabled();
    expect(screen.queryByTestId('start-blocked-reason')).not.toBeInTheDocument();
  });

  it('re-estimates when another column is chosen', async () => {
    const { api, user } = setup();
    await uploadAndDescribe(user);
    await user.click(screen.getByRole('combobox', { name: /Website Column/ }));
    await user.click(screen.getByRole('option', { name: 'Company' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/research/estimate').at(-1)!.body).toMatchObject({ columnName: 'Company' }));
  });

  it('blocks Start with the documented text when the credits do not cover the websites', async () => {
    const { user } = setup({
      'POST /api/usage/check-credits': () => json({ success: true, data: { hasCredits: false, creditsAvailable: 2 } }),
    });
    await uploadAndDescribe(user);
    expect(await screen.findByRole('status')).toHaveTextContent(`${RESEARCH_INSUFFICIENT_CREDITS} Need 3, have 2 available.`);
    expect(screen.getByText('Short by 1 credit')).toBeInTheDocument();
    expect(start()).toBeDisabled();
  });

  it("blocks Start when the list is over the plan's websites-per-job limit", async () => {
    const { user } = setup({
      'POST /api/research/estimate': () => json({ success: true, data: estimate({ websiteCount: 3, maxWebsitesPerJob: 2 }) }),
    });
    await uploadAndDescribe(user);
    expect(await screen.findByText(/This list has 3 websites; your plan allows up to 2 per job/)).toBeInTheDocument();
    expect(start()).toBeDisabled();
  });

  it("warns 'Credit Check Unavailable' but lets the server decide when the check fails", async () => {
    const { user } = setup({ 'POST /api/usage/check-credits': () => json({ error: 'down' }, 500) });
    await uploadAndDescribe(user);
    expect(await screen.findByText('Credit Check Unavailable')).toBeInTheDocument();
    expect(start()).toBeEnabled();
  });

  it('offers enhanced web search only when the server has a search provider, at 2 credits a website', async () => {
    const { api, user } = setup({ 'GET /api/research/config': () => configReply({ webSearchAvailable: true }) });
    await uploadAndDescribe(user);
    const toggle = await screen.findByRole('switch', { name: 'Enhanced web search (2 credits per website)' });
    expect(screen.queryByLabelText('Web Search Instructions')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByTestId('research-estimate')).toHaveTextContent('× 2 credits = 6 credits');
    expect(api.callsTo('POST', '/api/research/estimate').at(-1)!.body).toMatchObject({ enableWebSearch: true });
    expect(screen.getByLabelText('Web Search Instructions')).toBeInTheDocument();
  });

  it("creates the job, says 'Research job created successfully!', resets, and hands over after 1 s", async () => {
    let answer!: (r: Response) => void;
    const { api, user, onJobCreated } = setup({
      'POST /api/research/jobs': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.type(screen.getByLabelText('List Name'), 'Midwest farms');
    await uploadAndDescribe(user);
    await waitFor(() => expect(start()).toBeEnabled());
    await user.click(start());
    expect(await screen.findByRole('button', { name: 'Starting...' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/research/jobs')[0]!.body).toEqual({
      sourceType: 'file',
      columnName: 'Website URL',
      name: 'Midwest farms',
      instructions: 'Vegetable farms that sell direct',
      enableWebSearch: false,
      webSearchInstructions: null,
      configuration: {},
      uploadedFileId: 'up-1',
      filePath: 'research/up-1.csv',
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer(json({ success: true, jobId: 'job-9', job: { jobId: 'job-9' } }));
    expect(await screen.findByText(RESEARCH_CREATED)).toBeInTheDocument();
    expect(screen.getByLabelText('List Name')).toHaveValue('');
    expect(screen.getByLabelText(/Research Instructions/)).toHaveValue('');
    expect(reason()).toHaveTextContent(RESEARCH_FILE_MISSING);
    expect(onJobCreated).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onJobCreated).toHaveBeenCalledWith('job-9');
  });

  it("shows the server's refusal and keeps the form", async () => {
    const { user } = setup({ 'POST /api/research/jobs': () => json({ error: RESEARCH_INSUFFICIENT_CREDITS }, 402) });
    await uploadAndDescribe(user);
    await waitFor(() => expect(start()).toBeEnabled());
    await user.click(start());
    expect(await screen.findByRole('alert')).toHaveTextContent(RESEARCH_INSUFFICIENT_CREDITS);
    expect(screen.getByLabelText(/Research Instructions/)).toHaveValue('Vegetable farms that sell direct');
  });

  it("researches a List Cleaner job's kept rows: pick the job, then its column", async () => {
    const { api, user } = setup({
      'GET /api/filters': () =>
        json({
          success: true,
          filters: [{ id: 'f-1', name: 'Clean farms', keptCount: 42, columns: [{ name: 'Name' }, { name: 'website' }] }],
        }),
      'POST /api/research/jobs': () => json({ jobId: 'job-2' }),
    });
    await user.click(screen.getByRole('tab', { name: 'From a List Cleaner job' }));
    expect(reason()).toHaveTextContent(RESEARCH_SOURCE_FILTER_MISSING);
    expect(screen.queryByLabelText('Website list file')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: /Cleaned list/ }));
    await user.click(screen.getByRole('option', { name: 'Clean farms (42 kept rows)' }));
    expect(api.callsTo('GET', '/api/filters')[0]!.url.search).toBe('?includeCounts=true');
    expect(screen.getByRole('combobox', { name: /Website Column/ })).toHaveTextContent('website');
    await screen.findByTestId('research-estimate');
    expect(api.callsTo('POST', '/api/research/estimate')[0]!.body).toEqual({
      sourceType: 'filter',
      sourceFilterId: 'f-1',
      columnName: 'website',
      enableWebSearch: false,
    });
    await user.type(screen.getByLabelText(/Research Instructions/), 'Farms');
    await waitFor(() => expect(start()).toBeEnabled());
    await user.click(start());
    await screen.findByText(RESEARCH_CREATED);
    expect(api.callsTo('POST', '/api/research/jobs')[0]!.body).toMatchObject({
      sourceType: 'filter',
      sourceFilterId: 'f-1',
      columnName: 'website',
    });
  });

  it('asks for a column when the source has none to pick', async () => {
    setup({ 'POST /api/research/upload': () => json({ ...uploadReply, columns: [] }) });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Website list file'), csv());
    await waitFor(() => expect(reason()).toHaveTextContent(RESEARCH_COLUMN_MISSING));
  });

  it("shows no estimate until the chosen source is complete, and never the other tab's figures", async () => {
    const { api, user } = setup({
      'GET /api/filters': () =>
        json({ success: true, filters: [{ id: 'f-1', name: 'Clean farms', keptCount: 42, columns: [{ name: 'website' }] }] }),
      'POST /api/research/estimate': (call: ApiCall) => {
        const filter = (call.body as { sourceType: string }).sourceType === 'filter';
        return json({ success: true, data: estimate(filter ? { websiteCount: 42, duplicates: 0, invalid: 0, creditsNeeded: 42 } : {}) });
      },
    });
    await user.upload(screen.getByLabelText('Website list file'), csv());
    expect(await screen.findByTestId('research-estimate')).toHaveTextContent(/^3 websites/);
    await user.click(screen.getByRole('tab', { name: 'From a List Cleaner job' }));
    expect(screen.queryByTestId('research-estimate')).not.toBeInTheDocument();
    expect(screen.getByText(/Choose your websites and their column/)).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: /Cleaned list/ }));
    await user.click(screen.getByRole('option', { name: 'Clean farms (42 kept rows)' }));
    await waitFor(() => expect(screen.getByTestId('research-estimate')).toHaveTextContent(/^42 websites/));
    await user.click(screen.getByRole('tab', { name: 'Upload File' }));
    await waitFor(() => expect(screen.getByTestId('research-estimate')).toHaveTextContent(/^3 websites/));
    expect(api.callsTo('POST', '/api/research/estimate').map((c) => (c.body as { sourceType: string }).sourceType)).toContain('filter');
  });

  it('prefers a company-website column, and warns when the chosen column all points to one domain', async () => {
    const { user } = setup({
      'POST /api/research/upload': () => json({ ...uploadReply, columns: ['First Name', 'Profile URL', 'Company Website'] }),
      'POST /api/research/estimate': (call: ApiCall) => {
        const linkedin = (call.body as { columnName: string }).columnName === 'Profile URL';
        const data = linkedin
          ? estimate({ websiteCount: 1, duplicates: 10, invalid: 0, creditsNeeded: 1, commonDomain: { domain: 'linkedin.com', rows: 11 } })
          : estimate({ commonDomain: null });
        return json({ success: true, data });
      },
    });
    await user.upload(screen.getByLabelText('Website list file'), csv());
    expect(screen.getByRole('combobox', { name: /Website Column/ })).toHaveTextContent('Company Website');
    await screen.findByTestId('research-estimate');
    expect(screen.queryByText(/These all point to/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Website Column/ }));
    await user.click(screen.getByRole('option', { name: 'Profile URL' }));
    expect(await screen.findByText(/These all point to linkedin\.com — profile links, not company websites\?/)).toBeInTheDocument();
    expect(screen.getByTestId('research-estimate')).toHaveTextContent('1 website (10 duplicates merged, 0 invalid skipped)');
  });

  it('labels the offline rater and shows how it reads the instructions', async () => {
    setup({ 'GET /api/research/config': () => configReply({ offlineRater: true }) });
    expect(within(await screen.findByRole('note')).getByText(/Offline keyword rater/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Research Instructions/), 'Keep B2B software companies. Exclude bakeries and shops.');
    expect(screen.getByLabelText(/Research Instructions/)).toHaveAccessibleDescription(
      /Offline matcher reads: keep: B2B software · exclude: bakeries, shops/,
    );
  });

  it("holds a viewer's upload and Start Research back, saying why beside the button", async () => {
    mockApi({ 'GET /api/research/config': () => configReply(), 'GET /api/usage/stats': usageStatsReply });
    renderWithQuery(
      <InRole role="viewer">
        <ResearchForm />
      </InRole>,
    );
    expect(start()).toBeDisabled();
    expect(reason()).toHaveTextContent(viewerReason);
    expect(screen.getByRole('button', { name: 'Browse Files' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(viewerReason);
  });
});
