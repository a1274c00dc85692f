import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../guards/route-guards.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';
import { automationParams, pushedRows } from './automations.schemas.ts';
import { getOwnAutomation, PUSH_KEY_PREFIX } from './automations.service.ts';
import { automationOfPushKey, pushRows, tableFromCsv } from './push.service.ts';
import { tableFromJson } from './table.ts';

const errorAnswer = z.object({ error: z.string() });
const csvTypes = ['text/csv', 'application/csv', 'text/plain'];

/** The push key a request carries (`Authorization: Bearer lsp_…` or `X-API-Key: lsp_…`), else null. */
function pushKeyOf(request: FastifyRequest): string | null {
  const direct = request.headers['x-api-key'];
  const header =
    (Array.isArray(direct) ? direct[0] : direct)?.trim() || /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  return header?.startsWith(PUSH_KEY_PREFIX) ? header : null;
}

/**
 * `POST /api/automations/:id/rows` (ADR 0065): rows for a push automation, as CSV or JSON, up to MAX_UPLOAD_MB like
 * an upload. The automation's push key is the permission (it opens this route of this automation only); a full API
 * key or a session of its owner works too.
 */
export async function pushRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const bodyLimit = runtime.config.MAX_UPLOAD_MB * 1024 * 1024;
  await app.register(async (scope) => {
    scope.addContentTypeParser(csvTypes, { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/automations/:id/rows',
      {
        bodyLimit,
        config: {
          public: "the automation's push key is the permission, checked by the handler (an API key or a session as elsewhere)",
          multipartForm: {
            description: 'CSV text (`text/csv`, a header row first), or JSON: an array of objects or `{"rows": [ … ]}`, one object per row',
          },
        },
        schema: {
          tags: ['automations'],
          summary: 'Push rows to an automation (CSV or JSON); they run after its debounce window',
          consumes: ['application/json', ...csvTypes],
          params: automationParams,
          response: { 202: pushedRows, 401: errorAnswer, 409: errorAnswer, 413: errorAnswer },
        },
      },
      async (request, reply) => {
        const key = pushKeyOf(request);
        let automation;
        if (key) automation = await automationOfPushKey(runtime, request.params.id, key);
        else {
          await requireUser(request);
          automation = await getOwnAutomation(runtime.db, request.workspace.id, request.params.id);
        }
        const body = request.body;
        if (body === undefined || body === null) throw badRequest('Send the rows as CSV (Content-Type: text/csv) or JSON');
        const table = Buffer.isBuffer(body) ? await tableFromCsv(body, runtime.config) : tableFromJson(body);
        const answer = await pushRows(runtime, automation, table);
        request.log.info({ automationId: automation.id, rows: answer.accepted, pending: answer.pendingRows }, 'rows pushed');
        return reply.status(202).send(answer);
      },
    );
  });
}
