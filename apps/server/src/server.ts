import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createRuntime } from './runtime.ts';

/** HTTP entry: listen, and on SIGTERM/SIGINT stop accepting, finish or release jobs, close the database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  const runtime = await createRuntime(config, { log, work: config.WORKERS === 'inline' });
  const app = await buildApp(runtime);
  await app.listen({ port: config.PORT, host: config.HOST });
  log.info(
    `LeadSift is ready at ${config.BASE_URL} (database: ${runtime.database.kind}, workers: ${config.WORKERS}, AI: ${config.AI_PROVIDER})`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 9_500);
    force.unref();
    try {
      await app.close();
      await runtime.close({ timeoutMs: 6_000 });
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(`LeadSift could not start: ${describeStartError(err)}`);
  }
  process.exit(1);
});

function describeStartError(err: unknown): string {
  const e = err as { code?: string; message?: string; address?: string; port?: number };
  if (e.code === 'EADDRINUSE') return `PORT ${e.port ?? ''} is already in use`;
  if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND') return `DATABASE_URL is not reachable (${e.message ?? e.code})`;
  return e.message ?? String(err);
}
