import type { AppModule } from '../../runtime-types.ts';
import { filterDecideJob } from './filter.jobs.ts';
import { filterRoutes } from './filter.routes.ts';

export const filterModule: AppModule = {
  name: 'filter',
  routes: [filterRoutes],
  jobs: [filterDecideJob],
};
