// The server side of bench/engine.ts: the real app (HTTP + inline job workers) in its own process so its
// memory can be measured, on a free port, with one signed-in user on the unlimited plan. Not run by hand.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { createUser } from '../apps/server/src/modules/auth/users.service.ts';
import { createRuntime } from '../apps/server/src/runtime.ts';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '.tmp/bench/engine',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  MAX_UPLOAD_MB: '1000',
  RATE_LIMIT_MAX: '1000000',
  ...(process.env.BENCH_SERVER_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_SERVER_DATABASE_URL } : {}),
});
const runtime = await createRuntime(config, { log: createLogger(config.LOG_LEVEL), work: true });
const app = await buildApp(runtime);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const email = 'bench@example.com';
const password = 'bench-password-1';
// The unlimited plan: a million-row job must not be refused for credits.
await createUser(runtime.auth, runtime.db, { email, password, role: 'user', tier: 'internal' });
const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
const token = signIn.headers['set-auth-token'];
if (typeof token !== 'string') throw new Error(`bench sign-in failed: ${signIn.statusCode} ${signIn.body}`);

process.send?.({ port, token });
process.on('message', (message) => {
  if (message !== 'stop') return;
  void app
    .close()
    .then(() => runtime.close({ timeoutMs: 1000 }))
    .finally(() => process.exit(0));
});
