import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// The offline specs are shared between two apps of their own so that two run at once (ADR 0054): each spec
// file creates what it needs (ensureAdmin), so none depends on another file's data.
const port2 = Number(process.env.E2E_PORT_2 ?? 3102);
const baseURL2 = `http://127.0.0.1:${port2}`;
// A second app, configured with a model provider (the fake OpenAI-compatible server scripts/e2e.ts starts).
const modelPort = Number(process.env.E2E_MODEL_PORT ?? 3101);
const modelBaseURL = `http://127.0.0.1:${modelPort}`;

// 'Sign in with SSO': scripts/e2e.ts starts an OpenID Connect provider and passes its address.
const oidcEnv = Object.fromEntries(
  (['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const).flatMap((name) => {
    const value = process.env[name];
    return value ? [[name, value]] : [];
  }),
);

const modelEnv: Record<string, string> = process.env.E2E_FAKE_LLM_URL
  ? { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: process.env.E2E_FAKE_LLM_URL, AI_MODEL: 'fake-model', AI_CONCURRENCY: '4' }
  : {};

/** The real built app on its own port and data folder. */
function appServer(appPort: number, dataDir: string, extraEnv: Record<string, string>) {
  const url = `http://127.0.0.1:${appPort}`;
  return {
    command: 'node --experimental-strip-types --liftoff-only --max-semi-space-size=8 scripts/start.ts',
    url: `${url}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      BASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      // Every spec signs in from 127.0.0.1; the limit itself is tested by the API tests.
      SIGNIN_RATE_LIMIT: '1000',
      // The Research Agent visits the website farm of scripts/e2e.ts on 127.0.0.x.
      RESEARCH_ALLOW_PRIVATE_HOSTS: '1',
      // Every research spec visits the farm afresh: with the shared page cache, a spec that follows another on
      // the same farm (cost.spec.ts before research.spec.ts) finishes before Activity History can show it working.
      RESEARCH_CACHE_HOURS: '0',
      // account.spec.ts's webhook receiver listens on http://127.0.0.1.
      WEBHOOKS_ALLOW_HTTP: '1',
      ...oidcEnv,
      ...extraEnv,
    },
  };
}

const offlineSecondHalf = /(list-cleaner-next|list-cleaner|list-cleaner-reading|research|cost|files|phone)\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.tmp/e2e-results',
  fullyParallel: false,
  // Two at a time on a 2-core machine, never two in one project: a project's specs share one app and its
  // first-run state, and each app serves one browser at a time as it did when the suite ran on one worker.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Every spec against an app with nothing configured (the offline keyword matcher), in two halves of
    // about equal time, each on its own app.
    { name: 'offline', workers: 1, testIgnore: offlineSecondHalf, use: { baseURL } },
    { name: 'offline-2', workers: 1, testMatch: offlineSecondHalf, use: { baseURL: baseURL2 } },
    // The List Cleaner and Research Agent flows again, against an app whose model is the fake OpenAI-compatible server.
    {
      name: 'model',
      workers: 1,
      testMatch: /(list-cleaner|list-cleaner-reading|research|cost)\.spec\.ts/,
      use: { baseURL: modelBaseURL },
    },
  ],
  webServer: [
    // Email through the SMTP server scripts/e2e.ts starts on loopback (e2e/accounts.spec.ts reads it). Schedules on
    // the test clock (TEST_CLOCK, jobs/test-clock.ts): e2e/automations.spec.ts advances it past 06:00 UTC.
    appServer(port, process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', {
      ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
      TEST_CLOCK: 'on',
    }),
    appServer(
      port2,
      process.env.E2E_DATA_DIR_2 ?? '.tmp/e2e-data-2',
      process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {},
    ),
    appServer(modelPort, process.env.E2E_MODEL_DATA_DIR ?? '.tmp/e2e-model-data', modelEnv),
  ],
});
