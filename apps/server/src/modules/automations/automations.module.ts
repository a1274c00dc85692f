import type { AppModule } from '../../runtime-types.ts';
import { automationRunJob } from './automations.jobs.ts';
import { automationsRoutes } from './automations.routes.ts';
import { pushRoutes } from './push.routes.ts';

/** Automations (ADR 0065): routes, the run job; each automation's schedule lives in pg-boss under its id. */
export const automationsModule: AppModule = {
  name: 'automations',
  routes: [automationsRoutes, pushRoutes],
  jobs: [automationRunJob],
};
