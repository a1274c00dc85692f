import { demoRequestsQuery, demoRequestsResponse, demoRequestsSeenResponse, demoRequestsUnseenResponse } from '@leadsift/shared';
import { adminOnly } from '../../guards/route-access.ts';
import { actorOf } from '../audit/actor.ts';
import { countUnseenDemoRequests, exportDemoRequestsCsv, listDemoRequests, markDemoRequestsSeen } from './demo-admin.service.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

/** /api/admin/demo-requests*: the login page's demo requests, for administrators only (401 anonymous, 403 others). */
export async function demoAdminRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const tags = ['admin'];

  app.get(
    '/api/admin/demo-requests',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'Demo requests, newest first (paged)',
        querystring: demoRequestsQuery,
        response: { 200: demoRequestsResponse },
      },
    },
    async (request) => listDemoRequests(runtime.db, request.query),
  );

  app.get(
    '/api/admin/demo-requests/unseen',
    {
      ...adminOnly,
      schema: { tags, summary: 'How many demo requests no administrator has listed yet', response: { 200: demoRequestsUnseenResponse } },
    },
    async () => ({ success: true as const, unseen: await countUnseenDemoRequests(runtime.db) }),
  );

  app.post(
    '/api/admin/demo-requests/seen',
    {
      ...adminOnly,
      schema: { tags, summary: 'Mark every demo request received so far as seen', response: { 200: demoRequestsSeenResponse } },
    },
    async () => ({ success: true as const, marked: await markDemoRequestsSeen(runtime.db) }),
  );

  app.get(
    '/api/admin/demo-requests/export',
    {
      ...adminOnly,
      schema: { tags, summary: 'Every demo request as CSV, UTF-8 with a byte order mark (recorded in the audit log)' },
    },
    async (request, reply) => {
      const { csv, rows } = await exportDemoRequestsCsv(runtime.db, actorOf(request));
      request.log.info({ actorId: request.user.id, rows }, 'admin exported demo requests');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="demo-requests-${day}.csv"`)
        .send(csv);
    },
  );
}
