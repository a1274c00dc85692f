// The server side of the benchmarks: the real app in its own process, listening on a free port, with one
// signed-in user on the unlimited plan (a million-row job must not be refused for credits). BENCH_WORK=1
// also works jobs in this process. Started by bench/bench-kit.ts, not by hand.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
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
  MAX_UPLOAD_MB: '1000',
  RATE_LIMIT_MAX: '1000000',
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
process.on('message', (message: 'stop' | { values: string; columns: number[] }) => {
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
