import { registerAuth } from '../plugins/auth.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { aiRoutes } from './ai/ai.routes.ts';
import { apiKeysRoutes } from './api-keys/api-keys.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { creditsRoutes } from './credits/credits.routes.ts';
import { demoRoutes } from './demo/demo.routes.ts';
import { draftsRoutes } from './drafts/drafts.routes.ts';
import { exportLinksRoutes } from './export-links/export-links.routes.ts';
import { filterRoutes } from './filter/filter.routes.ts';
import { mcpRoutes } from './mcp/mcp.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { opsRoutes } from './ops/ops.routes.ts';
import { researchRoutes } from './research/research.routes.ts';
import { resetRoutes } from './reset/reset.routes.ts';
import { templatesRoutes } from './templates/templates.routes.ts';
import { ticketsRoutes } from './tickets/tickets.routes.ts';
import { uploadsFilesRoutes } from './uploads/uploads-files.routes.ts';
import { uploadsRoutes } from './uploads/uploads.routes.ts';
import { websiteRoutes } from './website/website.routes.ts';
import { webhooksRoutes } from './webhooks/webhooks.routes.ts';
import type { AppInstance, Runtime } from '../runtime-types.ts';

/** Every feature module's routes. */
export async function registerModules(app: AppInstance, runtime: Runtime): Promise<void> {
  registerAuth(app, runtime);
  await accountsRoutes(app, runtime);
  await adminRoutes(app, runtime);
  await aiRoutes(app, runtime);
  await apiKeysRoutes(app, runtime);
  await authRoutes(app, runtime);
  await creditsRoutes(app, runtime);
  await demoRoutes(app, runtime);
  await draftsRoutes(app, runtime);
  await exportLinksRoutes(app, runtime);
  await filterRoutes(app, runtime);
  await mcpRoutes(app, runtime);
  await notificationsRoutes(app, runtime);
  await opsRoutes(app, runtime);
  await researchRoutes(app, runtime);
  await resetRoutes(app, runtime);
  await templatesRoutes(app, runtime);
  await ticketsRoutes(app, runtime);
  await uploadsRoutes(app, runtime);
  await uploadsFilesRoutes(app, runtime);
  await websiteRoutes(app, runtime);
  await webhooksRoutes(app, runtime);
}
