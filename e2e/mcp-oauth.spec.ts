import { auth, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MemoryOAuthProvider, postToolsList } from '../apps/server/src/test/oauth-client.ts';
import { expectNoSeriousA11yViolations } from './fixtures/a11y.ts';
import { adminApiContext, createUserViaAdmin, type ApiUser } from './fixtures/admin-api.ts';

// OAuth for /mcp (ADR 0043) in the browser: an AI assistant (the official MCP SDK's client) connects with OAuth; its user signs
// in, answers the consent page, the assistant calls a tool; Disconnect on the account page ends its access.
test.describe.configure({ mode: 'serial' });

const appName = `E2E Assistant ${Date.now().toString(36)}`;
const redirectUrl = 'http://127.0.0.1:9/oauth/callback';
let context: BrowserContext;
let page: Page;
let user: ApiUser;
let provider: MemoryOAuthProvider;
let mcpUrl: URL;
const clients: Client[] = [];

const connect = async () => {
  const client = new Client({ name: 'e2e-assistant', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
  clients.push(client);
  return client;
};

test.beforeAll(async ({ browser, playwright, baseURL }) => {
  const adminApi = await adminApiContext(playwright.request, baseURL!);
  user = await createUserViaAdmin(adminApi, baseURL!, { name: 'Olive Oauth', tier: 'beta_tester', emailPrefix: 'oauth' });
  await adminApi.dispose();
  context = await browser.newContext({ baseURL: baseURL! });
  page = await context.newPage();
  mcpUrl = new URL('/mcp', baseURL!);
  provider = new MemoryOAuthProvider(appName, redirectUrl);
  // The assistant's redirect URI: nothing listens there, the browser test reads the code off the address.
  await context.route(`${redirectUrl}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Done</title>' }));
});

test.afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await context.close();
});

test('an assistant connects with OAuth: sign in, consent, token, tools', async ({ baseURL }) => {
  test.setTimeout(120_000);
  // Discovery from the 401, dynamic registration, and the authorization URL the assistant would open.
  await expect(connect()).rejects.toBeInstanceOf(UnauthorizedError);
  const authorizationUrl = provider.authorizationUrl!;
  expect(authorizationUrl.toString()).toContain(`${baseURL}/api/auth/oauth2/authorize?`);

  // Signed out, the consent page sends the user to sign in first, then back.
  await page.goto(authorizationUrl.toString());
  await expect(page).toHaveURL(/\/login\?next=%2Foauth%2Fconsent/, { timeout: 20_000 });
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/oauth\/consent\?/, { timeout: 20_000 });

  await expect(page.getByRole('heading', { name: `Connect ${appName}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`${appName} wants to use LeadSift as ${user.name} (${user.email})`)).toBeVisible();
  // Read access is pre-selected (docs/security.md); the user chooses full. The redirect host is shown.
  await expect(page.getByRole('radio', { name: 'Read your lists and results', exact: true })).toBeChecked();
  await expect(page.getByLabel('Redirect host')).toHaveText(new URL(redirectUrl).host);
  await expect(page.getByText('Unverified app.')).toBeVisible();
  await page.getByRole('radio', { name: /also start jobs that spend credits/ }).check();
  await expectNoSeriousA11yViolations(page, 'OAuth consent page');

  const back = page.waitForURL(`${redirectUrl}**`);
  await page.getByRole('button', { name: 'Allow' }).click();
  await back;
  const code = new URL(page.url()).searchParams.get('code');
  expect(code).toBeTruthy();

  // The assistant trades the code (PKCE) for a token bound to /mcp and uses it.
  expect(await auth(provider, { serverUrl: mcpUrl, authorizationCode: code! })).toBe('AUTHORIZED');
  const client = await connect();
  const tools = (await client.listTools()).tools.map((t) => t.name);
  expect(tools).toContain('start_list_cleaner');
  const account = await client.callTool({ name: 'get_account', arguments: {} });
  expect(account.isError).toBeFalsy();
});

test('Disconnect on the account page ends the app access: its next call is refused', async () => {
  test.setTimeout(120_000);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible({ timeout: 20_000 });
  const section = page.getByRole('region', { name: 'Connected apps' });
  await section.scrollIntoViewIfNeeded();
  const item = section.getByRole('listitem').filter({ hasText: appName });
  await expect(item).toContainText('read your lists and results, and also start jobs that spend credits');
  await expectNoSeriousA11yViolations(page, 'account page with a connected app');

  await section.getByRole('button', { name: `Disconnect ${appName}` }).click();
  await expect(item).toHaveCount(0);
  await expect(section.getByText(/No apps yet/)).toBeVisible();

  const refused = await postToolsList(mcpUrl, `Bearer ${provider.tokens()!.access_token}`);
  expect(refused.status).toBe(401);
  expect(refused.headers.get('www-authenticate')).toContain('resource_metadata=');
});
