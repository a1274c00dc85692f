import { RESEARCH_CREATED } from '@leadsift/shared';
import { requireUser } from '../../plugins/auth.ts';
import { getUploadColumns } from '../uploads/uploads.service.ts';
import { exportResearchWorkbook, researchDisposition } from './export.service.ts';
import { createResearchJobBody, researchEstimateBody, researchJobParams, researchResultsQuery } from './research.schemas.ts';
import {
  createResearchJob,
  deleteResearchJob,
  estimateResearch,
  getOwnResearchJob,
  listResearchJobs,
  pauseResearchJob,
  resumeResearchJob,
  toApiJob,
} from './research.service.ts';
import { researchResults } from './results.service.ts';
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
      schema: { tags, summary: 'Distinct websites, duplicates, invalid cells and credits of a research job', body: researchEstimateBody },
    },
    async (request) => ({ success: true, data: await estimateResearch(db, request.user.id, request.body) }),
  );

  app.post(
    '/api/research/jobs',
    { ...auth, schema: { tags, summary: 'Start a Research Agent job', body: createResearchJobBody } },
    async (request) => {
      const { jobId } = await createResearchJob(runtime, request.user.id, request.body);
      return { success: true, jobId, job: { jobId }, message: RESEARCH_CREATED };
    },
  );

  app.get('/api/research/jobs', { ...auth, schema: { tags, summary: "The caller's research jobs" } }, async (request) => ({
    success: true,
    jobs: await listResearchJobs(db, request.user.id),
  }));

  app.get(
    '/api/research/jobs/:id',
    { ...auth, schema: { tags, summary: 'A research job and its progress', params: researchJobParams } },
    async (request) => ({
      success: true,
      job: toApiJob(await getOwnResearchJob(db, request.user.id, request.params.id)),
    }),
  );

  app.get(
    '/api/research/jobs/:id/results',
    { ...auth, schema: { tags, summary: 'A page of rated websites', params: researchJobParams, querystring: researchResultsQuery } },
    async (request) => researchResults(db, await getOwnResearchJob(db, request.user.id, request.params.id), request.query),
  );

  app.get(
    '/api/research/jobs/:id/export',
    { ...auth, schema: { tags, summary: 'The results as XLSX, one row per source row', params: researchJobParams } },
    async (request, reply) => {
      const job = await getOwnResearchJob(db, request.user.id, request.params.id);
      const columns = await getUploadColumns(db, job.uploadId);
      reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', researchDisposition(job))
        .header('Cache-Control', 'no-store');
      return reply.send(exportResearchWorkbook(db, job, columns));
    },
  );

  app.post('/api/research/jobs/:id/pause', { ...auth, schema: { tags, params: researchJobParams } }, async (request) => {
    const job = await pauseResearchJob(db, request.user.id, request.params.id, runtime);
    return { success: true, status: job.status };
  });
  app.post('/api/research/jobs/:id/resume', { ...auth, schema: { tags, params: researchJobParams } }, async (request) => {
    const job = await resumeResearchJob(runtime, request.user.id, request.params.id);
    return { success: true, status: job.status };
  });
  app.delete('/api/research/jobs/:id', { ...auth, schema: { tags, params: researchJobParams } }, async (request) => {
    const { refunded } = await deleteResearchJob(db, request.user.id, request.params.id);
    return { success: true, refunded };
  });
}
