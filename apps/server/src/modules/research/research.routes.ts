import { isDryRun, rerunQuery, RESEARCH_CREATED, resumeResearchBody, retryWebsitesAnswer } from '@leadsift/shared';
import { estimateUsage, jobUsage } from '../cost/usage-log.ts';
import { callerOf, requireUser } from '../../guards/route-guards.ts';
import { errorAnswer, exportQuery } from '../filter/filter.schemas.ts';
import { sendResearchExport } from './export.service.ts';
import { createResearchJobBody, researchEstimateBody, researchJobParams, researchResultsQuery } from './research.schemas.ts';
import {
  createResearchJob,
  deleteResearchJob,
  estimateResearch,
  getOwnResearchJob,
  listResearchJobs,
  pauseResearchJob,
  resumeResearchJob,
  toApiJobWithActor,
} from './research.service.ts';
import { outcomeCounts, outcomeFields } from '../research-outcome/outcome.ts';
import { researchResults } from './results.service.ts';
import { retryWebsites } from './retry.service.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

export async function researchRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  const auth = { preHandler: requireUser };
  const tags = ['research'];

  app.get('/api/research/config', { ...auth, schema: { tags, summary: 'What the Research Agent form may offer' } }, async () => ({
    webSearchAvailable: runtime.siteResearcher.webSearchAvailable,
    offlineRater: runtime.siteResearcher.offline,
    maxPagesPerSite: runtime.config.RESEARCH_MAX_PAGES,
  }));

  app.post(
    '/api/research/estimate',
    {
      ...auth,
      // Spends nothing: a read key and a viewer may ask.
      config: { apiKey: 'read', workspace: 'read' },
      schema: { tags, summary: 'Distinct websites, duplicates, invalid cells and credits of a research job', body: researchEstimateBody },
    },
    async (request) => {
      const data = await estimateResearch(db, request.workspace.id, request.body);
      if (runtime.config.AI_PROVIDER === 'offline') return { success: true, data };
      const items = { kind: 'research' as const, model: runtime.config.AI_MODEL, items: data.websiteCount };
      return { success: true, data: { ...data, usage: await estimateUsage(db, items, runtime.config.prices) } };
    },
  );

  app.post(
    '/api/research/jobs',
    { ...auth, schema: { tags, summary: 'Start a Research Agent job', body: createResearchJobBody } },
    async (request) => {
      const { jobId } = await createResearchJob(runtime, callerOf(request), request.body);
      return { success: true, jobId, job: { jobId }, message: RESEARCH_CREATED };
    },
  );

  app.get('/api/research/jobs', { ...auth, schema: { tags, summary: "The workspace's research jobs" } }, async (request) => ({
    success: true,
    jobs: await listResearchJobs(db, request.workspace.id),
  }));

  app.get(
    '/api/research/jobs/:id',
    { ...auth, schema: { tags, summary: 'A research job and its progress', params: researchJobParams } },
    async (request) => {
      const job = await getOwnResearchJob(db, request.workspace.id, request.params.id);
      const outcome = outcomeFields(job.status, await outcomeCounts(db, job.id));
      return {
        success: true,
        job: { ...(await toApiJobWithActor(db, job)), ...outcome, usage: await jobUsage(db, job.id, runtime.config.prices) },
      };
    },
  );

  app.get(
    '/api/research/jobs/:id/results',
    { ...auth, schema: { tags, summary: 'A page of rated websites', params: researchJobParams, querystring: researchResultsQuery } },
    async (request) =>
      researchResults(db, await getOwnResearchJob(db, request.workspace.id, request.params.id), request.query, runtime.config.prices),
  );

  app.get(
    '/api/research/jobs/:id/export',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The results as XLSX (or CSV), one row per source row',
        params: researchJobParams,
        querystring: exportQuery,
      },
    },
    async (request, reply) =>
      sendResearchExport(
        db,
        reply,
        await getOwnResearchJob(db, request.workspace.id, request.params.id),
        request.query.format,
        runtime.config.prices,
      ),
  );

  app.post('/api/research/jobs/:id/pause', { ...auth, schema: { tags, params: researchJobParams } }, async (request) => {
    const job = await pauseResearchJob(db, callerOf(request), request.params.id, runtime);
    return { success: true, status: job.status };
  });
  app.post(
    '/api/research/jobs/:id/resume',
    { ...auth, schema: { tags, params: researchJobParams, body: resumeResearchBody } },
    async (request) => {
      const job = await resumeResearchJob(runtime, callerOf(request), request.params.id, request.body ?? {});
      return { success: true, status: job.status };
    },
  );
  app.post(
    '/api/research/jobs/:id/retry',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Retry websites not visited: visit again only the websites that could not be visited',
        description:
          'For a completed job: its websites that could not be visited (or researched) are visited again; the others ' +
          'are not touched. Each is charged as its visit starts and refunded if it still cannot be visited, so the ' +
          'answer says the most it can cost (402 when the balance cannot cover it). `dryRun=true` answers the same ' +
          'without doing it. 409: the job is still running or paused.',
        params: researchJobParams,
        querystring: rerunQuery,
        response: { 200: retryWebsitesAnswer, 402: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => retryWebsites(runtime, callerOf(request), request.params.id, { dryRun: isDryRun(request.query) }),
  );
  app.delete('/api/research/jobs/:id', { ...auth, schema: { tags, params: researchJobParams } }, async (request) => {
    const { refunded } = await deleteResearchJob(db, request.workspace.id, request.params.id, callerOf(request));
    return { success: true, refunded };
  });
}
