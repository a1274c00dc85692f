import type { AppModule } from '../../runtime-types.ts';
import { notificationsRoutes } from './notifications.routes.ts';

export const notificationsModule: AppModule = {
  name: 'notifications',
  routes: [notificationsRoutes],
};
