import type { AppModule } from '../../runtime-types.ts';
import { exportLinksRoutes } from './export-links.routes.ts';

export const exportLinksModule: AppModule = {
  name: 'export-links',
  routes: [exportLinksRoutes],
};
