import type { AppModule } from '../../runtime-types.ts';
import { ticketsRoutes } from './tickets.routes.ts';

export const ticketsModule: AppModule = {
  name: 'tickets',
  routes: [ticketsRoutes],
};
