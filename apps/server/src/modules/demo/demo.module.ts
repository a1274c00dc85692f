import type { AppModule } from '../../runtime-types.ts';
import { demoAdminRoutes } from './demo-admin.routes.ts';
import { demoForwardJob } from './demo.jobs.ts';
import { demoRoutes } from './demo.routes.ts';

export const demoModule: AppModule = {
  name: 'demo',
  routes: [demoRoutes, demoAdminRoutes],
  jobs: [demoForwardJob],
};
