import type { AppModule } from '../../runtime-types.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';

export const apiKeysModule: AppModule = {
  name: 'api-keys',
  routes: [apiKeysRoutes],
};
