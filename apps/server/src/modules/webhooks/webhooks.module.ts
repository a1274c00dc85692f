import type { AppModule } from '../../runtime-types.ts';
import { webhookDeliverJob } from './deliveries.ts';
import { webhooksRoutes } from './webhooks.routes.ts';

export const webhooksModule: AppModule = {
  name: 'webhooks',
  routes: [webhooksRoutes],
  jobs: [webhookDeliverJob],
};
