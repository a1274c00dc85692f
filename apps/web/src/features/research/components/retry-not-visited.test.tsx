import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '../../../testing/render-with-query';
import { json, mockApi, resultsPage, website } from '../testing/research-fixtures';
import { ResearchResultsView } from './research-results-view';

const gone = website('gone.test', {
  status: 'unreachable',
  decision: null,
  qualityRanking: null,
  creditsCharged: 0,
  error: 'Could not be visited: HTTP 404',
});
const answer = (dryRun: boolean) => ({
  success: true,
  dryRun,
  started: !dryRun,
  websites: 1,
  creditsPerWebsite: 2,
  credits: 2,
  status: dryRun ? 'completed' : 'processing',
  message: `${dryRun ? 'Retries' : 'Retrying'} 1 website not visited — at most 2 credits; a website that still cannot be visited is refunded.`,
});

describe('Retry websites not visited', () => {
  it('is offered for the websites not visited, shows the most it can cost, and runs only when confirmed', async () => {
    let retried = false;
    const api = mockApi({
      'GET /api/research/jobs/job-1/results': () =>
        json(resultsPage([website('farm.test'), gone], retried ? { status: 'processing', notVisited: 0 } : { notVisited: 1 })),
      'POST /api/research/jobs/job-1/retry': (call) => {
        const dryRun = call.url.searchParams.get('dryRun') === 'true';
        retried ||= !dryRun;
        return json(answer(dryRun));
      },
    });
    renderWithQuery(<ResearchResultsView jobId="job-1" onBack={() => undefined} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Visit the 1 website not visited again; only those are charged.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry websites not visited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry websites not visited?' });
    expect(
      await within(dialog).findByText(
        'Retries 1 website not visited — at most 2 credits; a website that still cannot be visited is refunded.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/research/jobs/job-1/retry').map((c) => c.url.search)).toEqual(['?dryRun=true']);
    await user.click(within(dialog).getByRole('button', { name: 'Retry them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/research/jobs/job-1/retry').map((c) => c.url.search)).toEqual(['?dryRun=true', '']);
    expect(await screen.findByText('This research is running: results appear here as each website is finished.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry websites not visited' })).not.toBeInTheDocument();
  });

  it('is not offered when every website was visited', async () => {
    mockApi({ 'GET /api/research/jobs/job-1/results': () => json(resultsPage([website('farm.test')])) });
    renderWithQuery(<ResearchResultsView jobId="job-1" onBack={() => undefined} />);
    expect(await screen.findByRole('article', { name: 'farm.test' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry websites not visited' })).not.toBeInTheDocument();
  });
});
