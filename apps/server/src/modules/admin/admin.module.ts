import type { AppModule } from '../../runtime-types.ts';
import { adminRoutes } from './admin.routes.ts';

export const adminModule: AppModule = {
  name: 'admin',
  routes: [adminRoutes],
};
