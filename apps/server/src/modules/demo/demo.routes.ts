import { z } from 'zod';
import { demoRequests } from '../../db/schema/index.ts';
import { demoForwardJob } from './demo.jobs.ts';
import { createDemoRequestBody } from './demo.schemas.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

export async function demoRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  app.post(
    '/api/demo-requests',
    {
      schema: {
        tags: ['demo'],
        summary: 'Request a personalised demo (public)',
        body: createDemoRequestBody,
        response: { 201: z.object({ success: z.literal(true) }) },
      },
      config: { public: "the login page's demo form", rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const body = request.body;
      await runtime.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(demoRequests)
          .values({
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email,
            company: body.company,
            pageUri: body.pageUri ?? null,
            ipAddress: request.ip,
          })
          .returning({ id: demoRequests.id });
        // The job exists only if the row does: both commit together.
        if (runtime.config.DEMO_WEBHOOK_URL && row) await runtime.jobs.sendInTx(tx, demoForwardJob, { demoRequestId: row.id });
      });
      return reply.status(201).send({ success: true as const });
    },
  );
}
