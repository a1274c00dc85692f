import type { AppModule } from '../../runtime-types.ts';
import { researchSiteJob } from './research.jobs.ts';
import { researchRoutes } from './research.routes.ts';
import { deleteResearchJob } from './research.service.ts';

export const researchModule: AppModule = {
  name: 'research',
  routes: [researchRoutes],
  jobs: [researchSiteJob],
  deletesJobs: { kind: 'research', delete: deleteResearchJob },
};
