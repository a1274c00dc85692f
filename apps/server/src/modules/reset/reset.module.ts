import type { AppModule } from '../../runtime-types.ts';
import { resetRoutes } from './reset.routes.ts';

export const resetModule: AppModule = {
  name: 'reset',
  routes: [resetRoutes],
};
