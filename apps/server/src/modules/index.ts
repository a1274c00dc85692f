import { registerAuth } from '../plugins/auth.ts';
import type { AppInstance, AppModule, Runtime } from '../runtime-types.ts';
import { accountsModule } from './accounts/accounts.module.ts';
import { adminModule } from './admin/admin.module.ts';
import { aiModule } from './ai/ai.module.ts';
import { apiKeysModule } from './api-keys/api-keys.module.ts';
import { authModule } from './auth/auth.module.ts';
import { creditsModule } from './credits/credits.module.ts';
import { demoModule } from './demo/demo.module.ts';
import { draftsModule } from './drafts/drafts.module.ts';
import { exportLinksModule } from './export-links/export-links.module.ts';
import { filterModule } from './filter/filter.module.ts';
import { mailModule } from './mail/mail.module.ts';
import { mcpModule } from './mcp/mcp.module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { oauthModule } from './oauth/oauth.module.ts';
import { opsModule } from './ops/ops.module.ts';
import { researchModule } from './research/research.module.ts';
import { resetModule } from './reset/reset.module.ts';
import { templatesModule } from './templates/templates.module.ts';
import { ticketsModule } from './tickets/tickets.module.ts';
import { uploadsModule } from './uploads/uploads.module.ts';
import { usageHistoryModule } from './usage-history/usage-history.module.ts';
import { websiteModule } from './website/website.module.ts';
import { webhooksModule } from './webhooks/webhooks.module.ts';

/** Every feature module, each as it registers itself (`<feature>.module.ts`): the one list the composition root reads. */
export const appModules: AppModule[] = [
  accountsModule,
  adminModule,
  aiModule,
  apiKeysModule,
  authModule,
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
];

/** Every module's routes, after the auth plugin; then, once the app is ready, every module's start-up work in turn. */
export async function registerModules(app: AppInstance, runtime: Runtime): Promise<void> {
  registerAuth(app, runtime);
  for (const module of appModules) for (const routes of module.routes ?? []) await routes(app, runtime);
  app.addHook('onReady', async () => {
    for (const module of appModules)
      for (const work of module.startup ?? []) await work.run(runtime).catch((err: unknown) => runtime.log.warn({ err }, work.failure));
  });
}
