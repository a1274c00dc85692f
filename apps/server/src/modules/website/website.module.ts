import type { AppModule } from '../../runtime-types.ts';
import { websiteRoutes } from './website.routes.ts';

export const websiteModule: AppModule = {
  name: 'website',
  routes: [websiteRoutes],
};
