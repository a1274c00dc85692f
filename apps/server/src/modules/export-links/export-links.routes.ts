import { z } from 'zod';
import { callerOf, requireUser } from '../../guards/route-guards.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';
import { sendFilterExport } from '../filter/export-send.ts';
import { getOwnJob } from '../filter/filter.service.ts';
import { sendResearchExport } from '../research/export.service.ts';
import { getOwnResearchJob } from '../research/research.service.ts';
import { claimExportLink, createExportLink } from './export-links.service.ts';

export const exportLinkBody = z.object({
  kind: z.enum(['filter', 'research']).describe('filter: a List Cleaner job; research: a Research Agent job'),
  jobId: z.string().min(1).max(100),
  format: z.enum(['xlsx', 'csv']).default('xlsx').describe('xlsx (default) or csv'),
});
const tokenParams = z.object({ token: z.string().min(1).max(100) });

/** One-use, 15-minute download links to a finished job's XLSX or CSV (ADR 0040); the MCP tool get_export_link makes them too. */
export async function exportLinksRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  const tags = ['exports'];

  app.post(
    '/api/export-links',
    {
      preHandler: requireUser,
      // Reading an export is a read; a read key (and a viewer) may make its link.
      config: { apiKey: 'read', workspace: 'read' },
      schema: { tags, summary: 'A one-use download link (15 minutes) to the export of a finished job', body: exportLinkBody },
    },
    async (request) => createExportLink(db, runtime.config.BASE_URL, callerOf(request), request.body),
  );

  app.get(
    '/api/export-links/:token',
    {
      schema: { tags, summary: 'Download through a one-use link (410 once used or expired)', params: tokenParams },
      config: { public: 'the one-use token in the URL is the permission' },
    },
    async (request, reply) => {
      const link = await claimExportLink(db, request.params.token);
      // The job is looked up in the workspace the link was made in.
      if (link.kind === 'filter') return sendFilterExport(runtime, reply, await getOwnJob(db, link.workspaceId, link.jobId), link.format);
      return sendResearchExport(db, reply, await getOwnResearchJob(db, link.workspaceId, link.jobId), link.format, runtime.config.prices);
    },
  );
}
