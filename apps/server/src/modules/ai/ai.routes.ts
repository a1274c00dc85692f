import { aiStatus } from '../../model/index.ts';
import { requireUser } from '../../guards/route-guards.ts';
import { aiStatusResponse } from './ai.schemas.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

export async function aiRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  app.get(
    '/api/ai/status',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ai'],
        summary: 'The active AI provider and models; `offline` with its label when no model is configured',
        response: { 200: aiStatusResponse },
      },
    },
    async () => aiStatus(runtime.config),
  );
}
