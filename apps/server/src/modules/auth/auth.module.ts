import type { AppModule } from '../../runtime-types.ts';
import { authRoutes } from './auth.routes.ts';

export const authModule: AppModule = {
  name: 'auth',
  routes: [authRoutes],
};
