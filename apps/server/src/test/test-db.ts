import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Which driver this test run uses: `TEST_DB=postgres` (needs TEST_DATABASE_URL) or PGlite. */
export const testDriver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** `TEST_DB_TEMPLATE` lets several checkouts run the PostgreSQL pass at once on one server. */
export const templateDbName = process.env.TEST_DB_TEMPLATE ?? 'leadsift_test_template';

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

export function urlForDatabase(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template: each test file sees only its own rows. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `leadsift_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${templateDbName}`));
  return {
    url: urlForDatabase(name),
    drop: () => withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
