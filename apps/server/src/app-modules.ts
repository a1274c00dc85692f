import { guardByDefault } from './guards/route-access.ts';
import { registerAuth } from './plugins/auth.ts';
import type { AppInstance, AppModule, Runtime } from './runtime-types.ts';
import { accountsModule } from './modules/accounts/accounts.module.ts';
import { adminModule } from './modules/admin/admin.module.ts';
import { aiModule } from './modules/ai/ai.module.ts';
import { apiKeysModule } from './modules/api-keys/api-keys.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { automationsModule } from './modules/automations/automations.module.ts';
import { creditsModule } from './modules/credits/credits.module.ts';
import { demoModule } from './modules/demo/demo.module.ts';
import { draftsModule } from './modules/drafts/drafts.module.ts';
import { exportLinksModule } from './modules/export-links/export-links.module.ts';
import { filterModule } from './modules/filter/filter.module.ts';
import { mailModule } from './modules/mail/mail.module.ts';
import { mcpModule } from './modules/mcp/mcp.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { oauthModule } from './modules/oauth/oauth.module.ts';
import { opsModule } from './modules/ops/ops.module.ts';
import { researchModule } from './modules/research/research.module.ts';
import { resetModule } from './modules/reset/reset.module.ts';
import { templatesModule } from './modules/templates/templates.module.ts';
import { ticketsModule } from './modules/tickets/tickets.module.ts';
import { uploadsModule } from './modules/uploads/uploads.module.ts';
import { usageHistoryModule } from './modules/usage-history/usage-history.module.ts';
import { websiteModule } from './modules/website/website.module.ts';
import { webhooksModule } from './modules/webhooks/webhooks.module.ts';
import { workspacesModule } from './modules/workspaces/workspaces.module.ts';

/** Every feature module, each as it registers itself (`<feature>.module.ts`): the one list the composition root reads. */
export const appModules: AppModule[] = [
  accountsModule,
  adminModule,
  aiModule,
  apiKeysModule,
  authModule,
  automationsModule,
  creditsModule,
  demoModule,
  draftsModule,
  exportLinksModule,
  filterModule,
  mailModule,
  mcpModule,
  notificationsModule,
  oauthModule,
  opsModule,
  researchModule,
  resetModule,
  templatesModule,
  ticketsModule,
  uploadsModule,
  usageHistoryModule,
  websiteModule,
  webhooksModule,
  workspacesModule,
];

/** Every module's routes, after the auth plugin; then, once the app is ready, every module's start-up work in turn. */
export async function registerModules(app: AppInstance, runtime: Runtime): Promise<void> {
  // A route that declares no access is signed-in only (guards/route-access.ts).
  app.addHook('onRoute', guardByDefault);
  registerAuth(app, runtime);
  for (const module of appModules) for (const routes of module.routes ?? []) await routes(app, runtime);
  app.addHook('onReady', async () => {
    for (const module of appModules)
      for (const work of module.startup ?? []) await work.run(runtime).catch((err: unknown) => runtime.log.warn({ err }, work.failure));
  });
}
