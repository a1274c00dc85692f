import { z } from 'zod';
import { redecideJob } from '../filter/redecide.service.ts';
import { retryWebsites } from '../research/retry.service.ts';
import { defineTool } from './mcp-tool.ts';

// Re-running only what failed (ADR 0066), as the REST routes POST /api/filter/jobs/:id/redecide and
// POST /api/research/jobs/:id/retry do: the same services, the same answers and refusals.

const dryRun = z
  .boolean()
  .default(false)
  .describe('true: only say how many would be asked again and what it would cost; nothing is charged or started');

const redecide = defineTool({
  name: 'decide_undecided',
  title: 'Decide the undecided values of a List Cleaner job',
  description:
    'Asks the model again only for the values a finished (or failed) List Cleaner job left undecided or for review; values ' +
    'decided by rules, the model or an override are not touched. Costs 1 credit per row holding such a value (answered as ' +
    'credits; call with dryRun true first to see it). Fails while the job runs or when no model is configured. ' +
    'Next: wait_for_job, then get_list_results.',
  scope: 'full',
  input: z.object({ jobId: z.string().min(1).max(100).describe('A List Cleaner job id (filter_…)'), dryRun }),
  run: async ({ runtime, caller }, args) => {
    const answer = await redecideJob(runtime, caller, args.jobId, { dryRun: args.dryRun });
    const next = answer.started ? ' Call wait_for_job with this jobId.' : '';
    return { summary: `${answer.dryRun && answer.values > 0 ? 'Dry run: ' : ''}${answer.message}${next}`, data: answer };
  },
});

const retry = defineTool({
  name: 'retry_websites_not_visited',
  title: 'Retry the websites a Research job could not visit',
  description:
    'Visits again only the websites of a finished Research job that could not be visited; the others are not touched. ' +
    'Each is charged as its visit starts and refunded if it still fails (answered as the most it can cost; call with ' +
    'dryRun true first to see it). Fails while the job runs. Next: wait_for_job, then get_research_results.',
  scope: 'full',
  input: z.object({ jobId: z.string().min(1).max(100).describe('A Research job id'), dryRun }),
  run: async ({ runtime, caller }, args) => {
    const answer = await retryWebsites(runtime, caller, args.jobId, { dryRun: args.dryRun });
    const next = answer.started ? ' Call wait_for_job with this jobId.' : '';
    return { summary: `${answer.dryRun && answer.websites > 0 ? 'Dry run: ' : ''}${answer.message}${next}`, data: answer };
  },
});

export const rerunTools = [redecide, retry];
