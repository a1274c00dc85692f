import { uploadInUseMessage } from '@leadsift/shared';
import type { AppInstance } from '../../runtime-types.ts';
import { notFound } from '../../lib/http-error.ts';
import { callerOf, requireUser } from '../../guards/route-guards.ts';
import type { Runtime } from '../../runtime-types.ts';
import { deleteUploadQuery, deleteUploadResponse, uploadIdParams, uploadInUseResponse, uploadsResponse } from './uploads-files.schemas.ts';
import { uploadError } from './uploads.schemas.ts';
import { deleteStoredUpload, listStoredUploads, storageUsage } from './uploads-files.service.ts';

/** The workspace's stored uploads: list them with their jobs and storage, delete one (ADR 0033, ADR 0067). */
export async function uploadsFilesRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const tags = ['uploads'];

  app.get(
    '/api/uploads',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The workspace's uploads (newest first) with the jobs built on each, and storage used of the quota",
        response: { 200: uploadsResponse, 401: uploadError },
      },
    },
    async (request) => {
      const [uploads, storage] = await Promise.all([
        listStoredUploads(runtime.db, request.workspace.id),
        storageUsage(runtime.db, runtime.config, request.workspace.id),
      ]);
      return { uploads, storage };
    },
  );

  app.delete(
    '/api/uploads/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Delete an upload: its rows, its stored file and (with ?confirm=1) the jobs built on it',
        description:
          'Jobs built on the upload are deleted with it, each as DELETE of that job does (unfinished work refunded). ' +
          'Without `confirm=1` an upload that jobs use answers 409 naming them, and nothing is deleted.',
        params: uploadIdParams,
        querystring: deleteUploadQuery,
        response: { 200: deleteUploadResponse, 401: uploadError, 404: uploadError, 409: uploadInUseResponse },
      },
    },
    async (request, reply) => {
      const result = await deleteStoredUpload(runtime, request.workspace.id, request.params.id, request.query.confirm, callerOf(request));
      if (result.outcome === 'not-found') throw notFound('File not found');
      if (result.outcome === 'in-use') return reply.status(409).send({ error: uploadInUseMessage(result.jobs.length), jobs: result.jobs });
      request.log.info({ uploadId: request.params.id, jobs: result.jobs.length, refunded: result.refunded }, 'upload deleted');
      return { deleted: true as const, jobs: result.jobs, refunded: result.refunded };
    },
  );
}
