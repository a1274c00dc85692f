import type { AppModule } from '../../runtime-types.ts';
import { mcpRoutes } from './mcp.routes.ts';

export const mcpModule: AppModule = {
  name: 'mcp',
  routes: [mcpRoutes],
};
