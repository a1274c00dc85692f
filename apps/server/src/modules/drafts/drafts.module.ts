import type { AppModule } from '../../runtime-types.ts';
import { draftsRoutes } from './drafts.routes.ts';

export const draftsModule: AppModule = {
  name: 'drafts',
  routes: [draftsRoutes],
};
