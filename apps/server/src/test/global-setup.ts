import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createRuntime } from '../runtime.ts';
import { templateDbName, testDriver, urlForDatabase, withAdminClient } from './test-db.ts';

/** On PostgreSQL: build one migrated template database (schema + pg-boss) that every test file clones. */
export default async function setup(): Promise<void> {
  if (testDriver !== 'postgres') return;
  await withAdminClient(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${templateDbName} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${templateDbName}`);
  });
  const config = loadConfig({
    DATABASE_URL: urlForDatabase(templateDbName),
    DATA_DIR: '.tmp/template',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
  });
  const runtime = await createRuntime(config, { log: createLogger('silent') });
  await runtime.close();
  // Make sure no connection lingers: CREATE DATABASE … TEMPLATE needs the template idle.
  await withAdminClient((c) =>
    c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [templateDbName]),
  );
}
