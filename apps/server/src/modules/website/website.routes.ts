import { requireUser } from '../../guards/route-guards.ts';
import { analyzeWebsiteBody, analyzeWebsiteResponse } from './website.schemas.ts';
import { analyzeWebsiteContext } from './website.service.ts';
import type { AppInstance, Runtime } from '../../runtime-types.ts';

export async function websiteRoutes(app: AppInstance, runtime: Runtime): Promise<void> {
  app.post(
    '/api/analyze-website-context',
    {
      preHandler: requireUser,
      // Each call visits a website and may call the model: a tighter limit than the global one.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['filter'],
        summary: 'Describe the product/service behind a website and suggest an instruction per column',
        body: analyzeWebsiteBody,
        response: { 200: analyzeWebsiteResponse },
      },
    },
    async (request) => analyzeWebsiteContext(runtime, request.body),
  );
}
