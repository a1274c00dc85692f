// The server side of the benchmarks: the real app in its own process, listening on a free port, with one
// signed-in user on the unlimited plan (a million-row job must not be refused for credits). BENCH_WORK=1
// also works jobs in this process. Started by bench/bench-kit.ts, not by hand. bench/load.ts also asks it (IPC)
// to create its simulated users and to audit their credits and jobs afterwards.
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { createUser, findUserByEmail } from '../apps/server/src/modules/auth/users.service.ts';
import { ensureColumnValues } from '../apps/server/src/modules/uploads/uploads.service.ts';
import { createRuntime } from '../apps/server/src/runtime.ts';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '.tmp/bench/data',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  MAX_UPLOAD_MB: process.env.BENCH_MAX_UPLOAD_MB ?? '1000',
  RATE_LIMIT_MAX: process.env.BENCH_RATE_LIMIT_MAX ?? '1000000',
  ...(process.env.BENCH_SERVER_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_SERVER_DATABASE_URL } : {}),
});
const runtime = await createRuntime(config, { log: createLogger(config.LOG_LEVEL), work: process.env.BENCH_WORK === '1' });
const app = await buildApp(runtime);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const email = 'bench@example.com';
const password = 'bench-password-1';
// A restarted server (same data) finds its user already there.
if (!(await findUserByEmail(runtime.db, email)))
  await createUser(runtime.auth, runtime.db, { email, password, role: 'user', tier: 'internal' });
const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
const token = signIn.headers['set-auth-token'];
if (typeof token !== 'string') throw new Error(`bench sign-in failed: ${signIn.statusCode} ${signIn.body}`);

process.send?.({ port, token });
export type UserAudit = {
  email: string;
  balance: number;
  ledger: number;
  used: number;
  ledgerUsed: number;
  jobs: number;
  completed: number;
  uploads: number;
};
type Message =
  | 'stop'
  | { values: string; columns: number[] }
  | { createUsers: { emails: string[]; password: string; tier: string } }
  | { audit: string[] };

async function createUsers(emails: string[], password: string, tier: string): Promise<void> {
  for (const email of emails) await createUser(runtime.auth, runtime.db, { email, password, role: 'user', tier });
}

/** Each user's balance (their personal workspace's pool, id = theirs) against the sum of its ledger, and their jobs and uploads. */
async function audit(emails: string[]): Promise<UserAudit[]> {
  return queryRows<UserAudit>(
    runtime.db,
    sql`SELECT u.email,
      (a.monthly_remaining + a.bonus_credits)::int AS balance,
      (SELECT coalesce(sum(l.delta), 0) FROM credit_ledger l WHERE l.workspace_id = u.id)::int AS ledger,
      a.used_this_month::int AS used,
      (SELECT coalesce(sum(l.used_delta), 0) FROM credit_ledger l WHERE l.workspace_id = u.id)::int AS "ledgerUsed",
      (SELECT count(*) FROM filter_jobs j WHERE j.user_id = u.id)::int AS jobs,
      (SELECT count(*) FROM filter_jobs j WHERE j.user_id = u.id AND j.status = 'completed')::int AS completed,
      (SELECT count(*) FROM uploads x WHERE x.user_id = u.id)::int AS uploads
    FROM "user" u LEFT JOIN credit_accounts a ON a.workspace_id = u.id
    WHERE u.email IN (${sql.join(
      emails.map((e) => sql`${e}`),
      sql`, `,
    )})
    ORDER BY u.email`,
  );
}

process.on('message', (message: Message) => {
  if (typeof message === 'object' && 'createUsers' in message) {
    const { emails, password, tier } = message.createUsers;
    void createUsers(emails, password, tier).then(() => process.send?.({ created: emails.length }));
    return;
  }
  if (typeof message === 'object' && 'audit' in message) {
    void audit(message.audit).then((rows) => process.send?.({ audit: rows }));
    return;
  }
  if (typeof message === 'object') {
    // Distinct values of some columns, as a filter job asks for them first (timed here, in the server).
    const started = performance.now();
    void ensureColumnValues(runtime.db, message.values, message.columns).then(() =>
      process.send?.({ seconds: (performance.now() - started) / 1000 }),
    );
    return;
  }
  if (message !== 'stop') return;
  void app
    .close()
    .then(() => runtime.close({ timeoutMs: 1000 }))
    .finally(() => process.exit(0));
});
