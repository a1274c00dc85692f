import { z } from 'zod';
import { emergencyReset } from './reset.service.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

export async function resetRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  app.post(
    '/api/emergency-reset',
    {
      schema: {
        tags: ['reset'],
        summary: "Clear the caller's server-side draft state (anonymous: nothing to do)",
        response: { 200: z.object({ success: z.boolean(), signedIn: z.boolean(), draftsCleared: z.number() }) },
      },
      config: { public: 'anonymous callers are answered that there was nothing to clear', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = await request.getSession();
      if (!session) return { success: true, signedIn: false, draftsCleared: 0 };
      const { draftsCleared } = await emergencyReset(runtime.db, session.user.id);
      request.log.info({ userId: session.user.id, draftsCleared }, 'emergency reset');
      return { success: true, signedIn: true, draftsCleared };
    },
  );
}
