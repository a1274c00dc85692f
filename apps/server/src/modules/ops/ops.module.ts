import type { AppModule } from '../../runtime-types.ts';
import { opsRoutes } from './ops.routes.ts';
import { testClockRoutes } from './test-clock.routes.ts';

export const opsModule: AppModule = {
  name: 'ops',
  routes: [opsRoutes, testClockRoutes],
};
