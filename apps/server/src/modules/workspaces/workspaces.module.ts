import type { AppModule } from '../../runtime-types.ts';
import { adminWorkspacesRoutes } from './admin-workspaces.routes.ts';
import { workspacesRoutes } from './workspaces.routes.ts';

export const workspacesModule: AppModule = {
  name: 'workspaces',
  routes: [workspacesRoutes, adminWorkspacesRoutes],
};
