import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-lock.ts';
import { createLogger, logFormat } from './logger.ts';
import { restrictNewFiles } from './lib/private-files.ts';
import { createRuntime } from './runtime.ts';

/** Worker entry: works jobs only, no HTTP. Any number can run against one PostgreSQL. */
async function main(): Promise<void> {
  // New files and folders private to this user (DATA_DIR holds sessions and secrets), before anything is written.
  restrictNewFiles();
  const config = loadConfig();
  // The test clock runs in the process that serves its route (config.ts also refuses it beside WORKERS=off).
  if (config.TEST_CLOCK) throw new ConfigError('Invalid configuration: TEST_CLOCK=on runs in the web process only, not in a worker');
  const log = createLogger(config.LOG_LEVEL, 'leadsift-worker', logFormat(config.LOG_FORMAT));
  const runtime = await createRuntime(config, { log, work: true });
  log.info(`LeadSift worker is working jobs (database: ${runtime.database.kind})`);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker shutting down');
    setTimeout(() => process.exit(1), 9_500).unref();
    await runtime.close({ timeoutMs: 8_000 });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(
    err instanceof ConfigError || err instanceof DataDirInUseError
      ? err.message
      : `LeadSift worker could not start: ${(err as Error).message ?? String(err)}`,
  );
  process.exit(1);
});
