import { z } from 'zod';
import { badRequest } from '../../lib/http-error.ts';
import { createExportLink } from '../export-links/export-links.service.ts';
import { getOwnJob } from '../filter/filter.service.ts';
import { createResearchJobBody, researchResultsQuery } from '../research/research.schemas.ts';
import { createResearchJob, getOwnResearchJob } from '../research/research.service.ts';
import { researchResults } from '../research/results.service.ts';
import { ingestBuffer } from '../uploads/upload-slots.ts';
import { defineTool } from './mcp-tool.ts';

/** The research job fields that are not about the source (validated by the REST route's schema). */
const researchFields = createResearchJobBody.pick({ name: true, instructions: true, enableWebSearch: true, webSearchInstructions: true });

const startInput = researchFields
  .extend({
    websites: z.array(z.string().trim().min(1).max(2000)).min(1).max(5000).optional().describe('Website addresses to research'),
    listCleanerJobId: z.string().min(1).max(100).optional().describe('Research the kept rows of this finished List Cleaner job instead'),
    websiteColumn: z.string().min(1).max(1000).optional().describe('With listCleanerJobId: the column holding the website'),
  })
  .refine((v) => (v.websites === undefined) !== (v.listCleanerJobId === undefined), {
    message: 'Give either websites or listCleanerJobId (one of them)',
    path: ['websites'],
  })
  .refine((v) => v.listCleanerJobId === undefined || v.websiteColumn !== undefined, {
    message: 'Name the column that holds the website (websiteColumn) of the List Cleaner job',
    path: ['websiteColumn'],
  });

/** One website a line, the way an uploaded list of websites is read (CSV quoting for commas and quotes). */
const websitesCsv = (websites: string[]) => ['Website', ...websites.map((w) => `"${w.replaceAll('"', '""')}"`)].join('\n');

const startResearch = defineTool({
  name: 'start_research',
  title: 'Start a Research Agent job',
  description:
    'Visits each company website (a list of addresses, or the kept rows of a finished List Cleaner job) and rates it against ' +
    'your instructions: verdict, quality and quotes from the pages. Costs credits per distinct website (more with web search), ' +
    'checked before it starts; duplicates and blank cells are free. Answers jobId. Next: wait_for_job, then get_research_results.',
  scope: 'full',
  input: startInput,
  run: async ({ runtime, caller }, args) => {
    const { websites, listCleanerJobId, websiteColumn, ...fields } = args;
    let source: Record<string, unknown>;
    if (listCleanerJobId !== undefined) {
      const job = await getOwnJob(runtime.db, caller.workspace.id, listCleanerJobId);
      if (job.status !== 'completed') throw badRequest('The List Cleaner job has not completed yet (wait_for_job).');
      source = { sourceType: 'filter', sourceFilterId: job.id, columnName: websiteColumn };
    } else {
      const data = Buffer.from(websitesCsv(websites ?? []), 'utf8');
      const { upload } = await ingestBuffer(runtime, caller, 'research', { filename: 'websites.csv', mimetype: 'text/csv', data });
      source = { sourceType: 'file', uploadedFileId: upload.id, columnName: 'Website' };
    }
    const body = createResearchJobBody.parse({ ...fields, ...source });
    const { jobId } = await createResearchJob(runtime, caller, body);
    return { summary: `Started Research job ${jobId}. Call wait_for_job with this jobId.`, data: { jobId } };
  },
});

const researchResultsTool = defineTool({
  name: 'get_research_results',
  title: 'Read a Research job’s results',
  description:
    'Free. A page of a Research job’s websites (qualified, disqualified or all; by quality, website or decision) with each ' +
    'verdict, quality ranking, relevance, reasoning and the quotes found. At most 100 a page.',
  scope: 'read',
  input: researchResultsQuery.extend({ jobId: z.string().min(1).max(100), page: z.number().int().min(1).default(1) }),
  run: async ({ runtime, caller }, { jobId, ...query }) => {
    const job = await getOwnResearchJob(runtime.db, caller.workspace.id, jobId);
    const result = await researchResults(runtime.db, job, query, runtime.config.prices);
    return {
      summary: `Research job "${result.name}" (${result.status}): ${result.qualified} qualified, ${result.disqualified} disqualified of ${result.totalAccounts} websites.`,
      data: result,
    };
  },
});

const exportLink = defineTool({
  name: 'get_export_link',
  title: 'A download link to a job’s file',
  description:
    'Free. A link to the XLSX (default) or CSV of a finished List Cleaner job (XLSX: kept and excluded rows with decisions; ' +
    'CSV: the kept rows) or Research job. ' +
    'Give it to the user: it works once, within 15 minutes, without signing in.',
  scope: 'read',
  input: z.object({ jobId: z.string().min(1).max(100), format: z.enum(['xlsx', 'csv']).default('xlsx') }),
  run: async ({ runtime, caller }, { jobId, format }) => {
    const kind = jobId.startsWith('filter_') ? 'filter' : 'research';
    const link = await createExportLink(runtime.db, runtime.config.BASE_URL, caller, { kind, jobId, format });
    return { summary: `Download (one use, until ${link.expiresAt}): ${link.url}`, data: link };
  },
});

export const researchTools = [startResearch, researchResultsTool, exportLink];
