import type { AppModule } from '../../runtime-types.ts';
import { usageHistoryRoutes } from './usage-history.routes.ts';

export const usageHistoryModule: AppModule = {
  name: 'usage-history',
  routes: [usageHistoryRoutes],
};
