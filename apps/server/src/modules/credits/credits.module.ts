import type { AppModule } from '../../runtime-types.ts';
import { creditsResetJob, scheduleCreditJobs } from './credits.jobs.ts';
import { creditsRoutes } from './credits.routes.ts';

export const creditsModule: AppModule = {
  name: 'credits',
  routes: [creditsRoutes],
  jobs: [creditsResetJob],
  schedule: scheduleCreditJobs,
};
