import type { Server } from 'node:http';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-lock.ts';
import { createLogger, logFormat } from './logger.ts';
import { restrictNewFiles } from './lib/private-files.ts';
import { createRuntime } from './runtime.ts';

/** HTTP entry: listen, and on SIGTERM/SIGINT stop accepting, finish or release jobs, close the database. */
async function main(): Promise<void> {
  // New files and folders private to this user (DATA_DIR holds sessions and secrets), before anything is written.
  restrictNewFiles();
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL, 'leadsift', logFormat(config.LOG_FORMAT));
  const runtime = await createRuntime(config, { log, work: config.WORKERS === 'inline' });
  const app = await buildApp(runtime);
  await app.listen({ port: config.PORT, host: config.HOST });
  // `npm run db -- backup` finds a running PGlite server through its lock file (ADR 0013).
  if (runtime.database.kind === 'pglite' && runtime.database.lock) {
    runtime.controlToken = runtime.database.lock.setControl(localUrl(config.HOST, app.server.address())).token;
  }
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
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    console.error(err.message);
  } else {
    console.error(`LeadSift could not start: ${describeStartError(err)}`);
  }
  process.exit(1);
});

/** An address this machine can reach the server at (the wildcard addresses answer on loopback). */
function localUrl(host: string, address: ReturnType<Server['address']>): string {
  const port = typeof address === 'object' && address ? address.port : 0;
  const h = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${h.includes(':') ? `[${h}]` : h}:${port}`;
}

function describeStartError(err: unknown): string {
  const e = err as { code?: string; message?: string; address?: string; port?: number };
  if (e.code === 'EADDRINUSE') return `PORT ${e.port ?? ''} is already in use`;
  if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND') return `DATABASE_URL is not reachable (${e.message ?? e.code})`;
  return e.message ?? String(err);
}
