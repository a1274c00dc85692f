import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { AnyJobDefinition } from '../jobs/queue.ts';
import type { WebhookTiming } from '../modules/webhooks/retry-policy.ts';
import { createLogger, type Logger } from '../logger.ts';
import { createRuntime } from '../runtime.ts';
import { seedPgliteDir } from './pglite-template.ts';
import { createTestDatabase, testDriver } from './test-db.ts';
import type { AppInstance, Runtime } from '../runtime-types.ts';

export type TestContext = {
  runtime: Runtime;
  app: AppInstance;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
};

export type TestOptions = {
  env?: Record<string, string>;
  work?: boolean;
  extraJobs?: AnyJobDefinition[];
  /** Reuse a data folder (restart tests). */
  dataDir?: string;
  /** Reuse a database URL (restart tests on PostgreSQL). */
  databaseUrl?: string;
  /** Passed on to buildApp (e.g. shorter body timeouts). */
  app?: Omit<BuildAppOptions, 'webDistDir'>;
  /**
   * Store uploads as production does (in PostgreSQL on that driver). Off by default: most tests look at
   * the files in FILES_DIR.
   */
  sharedFiles?: boolean;
  /** Shorter webhook timeouts and retry delays. */
  webhookTiming?: WebhookTiming;
  /** The app's logger (tests that read the log); default: LOG_LEVEL to stdout. */
  log?: Logger;
};

/** A real app on a database of its own (in-memory PGlite, or a fresh PostgreSQL database). */
export async function createTestApp(options: TestOptions = {}): Promise<TestContext> {
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'leadsift-test-'));
  let databaseUrl = options.databaseUrl;
  let dropDb: (() => Promise<void>) | undefined;
  if (!databaseUrl && testDriver === 'postgres') {
    const created = await createTestDatabase();
    databaseUrl = created.url;
    dropDb = created.drop;
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  // A new PGlite folder starts as a copy of the run's migrated one rather than from initdb (pglite-template.ts).
  if (ownDataDir && !config.DATABASE_URL) await seedPgliteDir(config.dbDir);
  const runtime = await createRuntime(config, {
    log: options.log ?? createLogger(config.LOG_LEVEL),
    work: options.work ?? true,
    extraJobs: options.extraJobs ?? [],
    localFiles: !options.sharedFiles,
    ...(options.webhookTiming ? { webhookTiming: options.webhookTiming } : {}),
  });
  const app = await buildApp(runtime, { ...options.app, webDistDir: path.join(dataDir, 'no-web') });
  await app.ready();
  return {
    runtime,
    app,
    config,
    dataDir,
    async close() {
      // A request cut short (an upload refused while it arrives) may hold its socket open; fastify would wait
      // for it up to its 72 s keep-alive timeout. Tests end every connection at once.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await runtime.close({ timeoutMs: 2000 });
      await dropDb?.();
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
