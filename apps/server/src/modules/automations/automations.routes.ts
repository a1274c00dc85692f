import type { AppInstance, Runtime } from '../../runtime-types.ts';
import { callerOf, requireUser } from '../../guards/route-guards.ts';
import {
  automationItem,
  automationList,
  automationParams,
  automationRunList,
  createAutomationBody,
  createdAutomation,
  runNowAnswer,
  updateAutomationBody,
} from './automations.schemas.ts';
import {
  createAutomation,
  deleteAutomation,
  getAutomation,
  getOwnAutomation,
  listAutomations,
  runNow,
  updateAutomation,
} from './automations.service.ts';
import { listRuns } from './runs.service.ts';

/** The caller's automations (ADR 0065); another user's id answers 404. A read key lists, a full key changes. */
export async function automationsRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  const { db } = runtime;
  const auth = { preHandler: requireUser };
  const tags = ['automations'];

  app.get(
    '/api/automations',
    { ...auth, schema: { tags, summary: 'Your automations, each with its last run', response: { 200: automationList } } },
    async (request) => ({ automations: await listAutomations(db, request.workspace.id) }),
  );

  app.post(
    '/api/automations',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Create an automation: a template or research instructions, a source and an optional schedule',
        description: 'A push source answers its push key (`pushKey`) this once: keep it, it cannot be shown again.',
        body: createAutomationBody,
        response: { 201: createdAutomation },
      },
    },
    async (request, reply) => reply.status(201).send(await createAutomation(runtime, callerOf(request), request.body)),
  );

  app.get(
    '/api/automations/:id',
    { ...auth, schema: { tags, summary: 'One automation', params: automationParams, response: { 200: automationItem } } },
    async (request) => getAutomation(db, request.workspace.id, request.params.id),
  );

  app.patch(
    '/api/automations/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Change, pause or resume an automation',
        params: automationParams,
        body: updateAutomationBody,
        response: { 200: automationItem },
      },
    },
    async (request) => updateAutomation(runtime, request.workspace.id, request.params.id, request.body),
  );

  app.delete(
    '/api/automations/:id',
    { ...auth, schema: { tags, summary: 'Delete an automation (the jobs it started stay)', params: automationParams } },
    async (request, reply) => {
      await deleteAutomation(runtime, request.workspace.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/automations/:id/run',
    {
      ...auth,
      schema: { tags, summary: 'Run an automation now', params: automationParams, response: { 202: runNowAnswer } },
    },
    async (request, reply) => reply.status(202).send(await runNow(runtime, request.workspace.id, request.params.id)),
  );

  app.get(
    '/api/automations/:id/runs',
    {
      ...auth,
      schema: {
        tags,
        summary: "An automation's runs, newest first: new rows, rows seen before, credits, the job, why one failed",
        params: automationParams,
        response: { 200: automationRunList },
      },
    },
    async (request) => {
      const automation = await getOwnAutomation(db, request.workspace.id, request.params.id);
      return { runs: await listRuns(db, automation.id) };
    },
  );
}
