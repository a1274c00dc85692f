import type { AppModule } from '../../runtime-types.ts';
import { aiRoutes } from './ai.routes.ts';

export const aiModule: AppModule = {
  name: 'ai',
  routes: [aiRoutes],
};
