import type { AppModule } from '../../runtime-types.ts';
import { templatesRoutes } from './templates.routes.ts';

export const templatesModule: AppModule = {
  name: 'templates',
  routes: [templatesRoutes],
};
