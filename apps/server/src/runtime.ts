import { mkdirSync } from 'node:fs';
import { secureDatabaseFolder, secureDataFolders } from './lib/private-files.ts';
import type { Config } from './config.ts';
import { migrateDatabase, openDatabase, type Db } from './db/client.ts';
import { createDatabaseStorage } from './files/db-storage.ts';
import { checkS3Storage, createS3Storage, s3Config } from './files/s3-storage.ts';
import { createLocalStorage, withEarlierFiles, type FileStorage } from './files/storage.ts';
import { allJobs } from './all-jobs.ts';
import { appModules } from './app-modules.ts';
import { createBoss, JobQueue, type AnyJobDefinition } from './jobs/queue.ts';
import { readTestClock, startTestClock } from './jobs/test-clock.ts';
import { createLogger, type Logger } from './logger.ts';
import type { AppModule, AuthSession, JobDeletes, Runtime } from './runtime-types.ts';
import { budgetFromConfig, createAiService } from './model/index.ts';
import { createSpendGate } from './modules/cost/model-budget.ts';
import { createUsageRecorder } from './modules/cost/usage-log.ts';
import { createAuth } from './identity/better-auth.ts';
import { createSessionCache } from './identity/session-cache.ts';
import { RESET_LINK_SECONDS, resetPasswordSender } from './modules/accounts/password-reset.service.ts';
import { createSiteResearcher } from './site-research/index.ts';
import { defaultWebhookTiming, type WebhookTiming } from './modules/webhooks/retry-policy.ts';

export type RuntimeOptions = {
  log?: Logger;
  /** Start working jobs in this process (web with WORKERS=inline, the worker process, tests). */
  work?: boolean;
  /** Extra job definitions (tests). */
  extraJobs?: AnyJobDefinition[];
  /** Keep uploads in FILES_DIR even with DATABASE_URL (tests that look into the folder). */
  localFiles?: boolean;
  /** Webhook timeout and retry delays (tests shorten them; default 10 s and 8 attempts over a day). */
  webhookTiming?: WebhookTiming;
};

/**
 * S3 when configured, else PostgreSQL when DATABASE_URL is set (every node reads the same files; files an
 * installation kept before it moved there are still read from FILES_DIR), else FILES_DIR.
 */
function createStorage(config: Config, db: Db, options: RuntimeOptions): FileStorage {
  const folder = createLocalStorage(config.filesDir);
  if (options.localFiles) return folder;
  const s3 = s3Config(config);
  // Files kept in FILES_DIR before the move to a shared store are still read from there.
  if (s3) return withEarlierFiles(createS3Storage(s3), folder);
  if (config.DATABASE_URL) return withEarlierFiles(createDatabaseStorage(db), folder);
  return folder;
}

export async function createRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const log = options.log ?? createLogger(config.LOG_LEVEL);
  // A wrong S3 setting stops the process with one line before anything is opened or migrated.
  const s3 = options.localFiles ? null : s3Config(config);
  if (s3) await checkS3Storage(s3);
  // DATA_DIR private to this user before the database opens (docs/security.md); FILES_DIR too when it lies elsewhere.
  secureDataFolders([config.dataDir, config.filesDir], log);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    directDatabaseUrl: config.DIRECT_DATABASE_URL,
    pgliteDir: config.dbDir,
    dataDirLabel: config.DATA_DIR,
  });
  try {
    mkdirSync(config.filesDir, { recursive: true });
    await migrateDatabase(database);
    if (database.kind === 'pglite') secureDatabaseFolder(config.dbDir, log);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  const boss = createBoss(database, { scheduleCheckSeconds: config.SCHEDULE_CHECK_SECONDS, schedule: !config.TEST_CLOCK });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  if (config.TEST_CLOCK) await readTestClock(boss);
  await boss.start();
  const jobs = new JobQueue<Runtime>(boss, log, { soleWorker: database.kind === 'pglite' });
  await jobs.register([...allJobs, ...(options.extraJobs ?? [])]);
  // TEST_CLOCK=on (tests only: config.ts refuses it in production): the cron passes run on a clock tests move.
  const testClock = config.TEST_CLOCK
    ? await startTestClock(database, log, { scheduleCheckSeconds: config.SCHEDULE_CHECK_SECONDS })
    : undefined;

  let closed = false;
  const ai = createAiService(config, log, {
    budget: budgetFromConfig(database.db, config),
    usage: createUsageRecorder(database.db, log),
    spendGate: createSpendGate({ db: database.db, config, jobs, log }),
  });
  const runtime: Runtime = {
    config,
    log,
    database,
    db: database.db,
    boss,
    jobs,
    storage: createStorage(config, database.db, options),
    auth: createAuth(config, database.db, log, { send: resetPasswordSender(config, jobs), expiresInSeconds: RESET_LINK_SECONDS }),
    ai,
    siteResearcher: createSiteResearcher({ config, db: database.db, log, ai }),
    sessionCache: createSessionCache<AuthSession>(),
    webhookTiming: options.webhookTiming ?? defaultWebhookTiming,
    jobDeletes: jobDeletesOf(appModules),
    ...(testClock ? { testClock } : {}),
    async close({ timeoutMs = 8000 } = {}) {
      if (closed) return;
      closed = true;
      await testClock?.stop().catch((err: unknown) => log.warn({ err }, 'test clock stop failed'));
      // Jobs in flight get the time left to finish; pg-boss releases the rest for a retry elsewhere.
      await boss
        .stop({ graceful: true, timeout: timeoutMs, close: true })
        .catch((err: unknown) => log.warn({ err }, 'job queue stop failed'));
      await database.close().catch((err: unknown) => log.warn({ err }, 'database close failed'));
    },
  };
  // better-auth's plugins start as it is made (the OAuth provider records the /mcp resource): finished before
  // anything may close the database under them.
  await runtime.auth.$context;
  for (const module of appModules) await module.schedule?.(runtime);
  if (options.work) await jobs.work(runtime);
  return runtime;
}

/** Each job kind's delete, as its module registers it: the Files feature asks through these, importing no job module. */
function jobDeletesOf(modules: AppModule[]): JobDeletes {
  const found = Object.fromEntries(modules.flatMap((m) => (m.deletesJobs ? [[m.deletesJobs.kind, m.deletesJobs.delete]] : [])));
  if (!found.filter || !found.research) throw new Error('A job module does not register its delete (deletesJobs)');
  return found as JobDeletes;
}
