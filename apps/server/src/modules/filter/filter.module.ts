import type { AppModule } from '../../runtime-types.ts';
import { filterDecideJob } from './filter.jobs.ts';
import { filterRoutes } from './filter.routes.ts';
import { deleteJob } from './filter.service.ts';

export const filterModule: AppModule = {
  name: 'filter',
  routes: [filterRoutes],
  jobs: [filterDecideJob],
  deletesJobs: { kind: 'filter', delete: deleteJob },
};
