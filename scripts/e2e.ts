// Runs the Playwright suite against the real built app on a free port with a fresh DATA_DIR.
// An OpenID Connect provider (oauth2-mock-server) runs in this process on 127.0.0.1 for 'Sign in with SSO'.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { startFakeLlm } from '../apps/server/src/test/fake-llm.ts';
import { startInbox } from '../apps/server/src/test/smtp-inbox.ts';
import { startWebsiteFarm } from '../apps/server/src/test/website-farm.ts';
import { farmSiteSpecs } from '../e2e/fixtures/research-farm.ts';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`e2e: no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  process.exit(1);
}

function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 3100));
    });
  });
}

const port = await freePort();
const port2 = await freePort();

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

/** The SSO user the mock provider signs in (e2e/fixtures/users.ts reads the same variables). */
const ssoUser = { sub: 'sso-user-1', email: 'sam.sso@example.com', name: 'Sam Sso' };
const oidc = new OAuth2Server();
await oidc.issuer.keys.generate('RS256');
// The mock provider approves every authorisation; these hooks make it sign in one known person.
oidc.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, { ...ssoUser, email_verified: true });
});
oidc.service.on('beforeUserinfo', (userinfo) => {
  userinfo.body = { ...ssoUser, email_verified: true };
});
const oidcPort = await freePort();
await oidc.start(oidcPort, '127.0.0.1');
// It would advertise http://localhost:<port>; keep every address on the interface it listens on.
oidc.issuer.url = `http://127.0.0.1:${oidcPort}`;

// The one fake of the suite: an OpenAI-compatible model on 127.0.0.1 for the 'model' project's app.
// Its scripted restatement is what e2e/list-cleaner-reading.spec.ts sees the model read (ADR 0034).
const fakeLlm = await startFakeLlm({
  latencyMs: 20,
  restatements: { 'Where our Frankfurt team reaches by train in a day': 'Keep: Germany, France, Switzerland, Austria' },
});
const modelPort = await freePort();

// The websites the Research Agent visits: each on its own 127.0.0.x address, slow enough that a job's
// progress can be watched in Activity History.
const farm = await startWebsiteFarm(farmSiteSpecs(), { latencyMs: 300 });

// A real SMTP server on loopback for the offline app's email; specs read what arrived over a small HTTP
// mailbox (GET /messages?to=<address> → [{ subject, text }]).
const inbox = await startInbox();
const mailbox = createHttpServer((req, res) => {
  const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '';
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(inbox.to(to).map((m) => ({ subject: m.subject, text: m.text }))));
});
const mailboxPort = await freePort();
await new Promise<void>((resolve) => mailbox.listen(mailboxPort, '127.0.0.1', resolve));

const status = await new Promise<number>((resolve) => {
  const child = spawn(path.join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'leadsift-e2e-')),
      E2E_PORT_2: String(port2),
      E2E_DATA_DIR_2: mkdtempSync(path.join(tmpdir(), 'leadsift-e2e-2-')),
      E2E_MODEL_PORT: String(modelPort),
      E2E_MODEL_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'leadsift-e2e-model-')),
      E2E_FAKE_LLM_URL: fakeLlm.baseUrl,
      E2E_SMTP_URL: inbox.url,
      E2E_MAILBOX_URL: `http://127.0.0.1:${mailboxPort}`,
      E2E_RESEARCH_FARM: JSON.stringify(Object.fromEntries(farm.sites.map((site) => [site.name, site.url]))),
      CHROMIUM_PATH: chromium,
      OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
      OIDC_CLIENT_ID: 'leadsift-e2e',
      OIDC_CLIENT_SECRET: 'e2e-secret',
      E2E_SSO_EMAIL: ssoUser.email,
      E2E_SSO_NAME: ssoUser.name,
    },
  });
  child.on('exit', (code) => resolve(code ?? 1));
});
await oidc.stop();
await fakeLlm.close();
await inbox.close();
mailbox.close();
await farm.close();
process.exit(status);
