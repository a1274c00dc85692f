import type { AppModule } from '../../runtime-types.ts';
import { accountsRoutes } from './accounts.routes.ts';

export const accountsModule: AppModule = {
  name: 'accounts',
  routes: [accountsRoutes],
};
