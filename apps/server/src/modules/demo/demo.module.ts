import type { AppModule } from '../../runtime-types.ts';
import { demoForwardJob } from './demo.jobs.ts';
import { demoRoutes } from './demo.routes.ts';

export const demoModule: AppModule = {
  name: 'demo',
  routes: [demoRoutes],
  jobs: [demoForwardJob],
};
