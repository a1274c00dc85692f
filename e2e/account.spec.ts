import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { verifyWebhook } from '../apps/server/src/modules/webhooks/signature.ts';
import { startWebhookReceiver } from '../apps/server/src/test/webhook-receiver.ts';
import { expectNoSeriousA11yViolations } from './fixtures/a11y.ts';
import { admin, ensureAdmin, signInViaApi } from './fixtures/users.ts';

// API keys and webhooks (ADR 0036) in the browser: an API key and a webhook endpoint made on /account, a job started with that key,
// and its delivery seen in the endpoint's log (and resent).
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let apiKey = '';
let secret = '';
const keyName = `CRM sync ${Date.now()}`;

test.beforeAll(async ({ browser, baseURL }) => {
  receiver = await startWebhookReceiver();
  context = await browser.newContext({ baseURL: baseURL! });
  page = await context.newPage();
  await ensureAdmin(page.request, baseURL!);
  await signInViaApi(page, baseURL!);
});

test.afterAll(async () => {
  await context.close();
  await receiver.close();
});

test('create an API key on the account page: shown once, then listed', async () => {
  test.setTimeout(120_000);
  await page.goto('/');
  // The avatar chip in the app bar opens its menu, whose Account entry leads to the account page.
  await page.getByRole('banner').getByRole('button', { name: admin.name }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  // The first visit loads the account chunk: allow for a cold server.
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, 'account page');

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(keyName);
  await dialog.getByRole('radio', { name: /^Full/ }).check();
  await expectNoSeriousA11yViolations(page, 'create API key dialog');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const shown = dialog.getByTestId('secret-value');
  await expect(shown).toHaveText(/^lsk_[0-9A-Za-z]{43}$/);
  apiKey = (await shown.textContent())!;
  await dialog.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('row', { name: new RegExp(keyName) });
  await expect(row).toContainText(`lsk_…${apiKey.slice(-4)}`);
  await expect(row).toContainText('Full');
  await expect(page.getByText(apiKey)).toHaveCount(0);
});

test('add a webhook endpoint: the signing secret is shown once', async () => {
  test.setTimeout(120_000);
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Endpoint URL').fill(receiver.url('/leadsift'));
  await expect(dialog.getByRole('checkbox', { name: /^filter\.completed/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'add endpoint dialog');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  const shown = dialog.getByTestId('secret-value');
  await expect(shown).toHaveText(/^whsec_/);
  secret = (await shown.textContent())!;
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('article', { name: `Endpoint ${receiver.url('/leadsift')}` })).toBeVisible();
});

test('a job started with the key is delivered, signed, shown in the log, and resent', async () => {
  test.setTimeout(120_000);
  const auth = { 'x-api-key': apiKey };
  const upload = await page.request.post('/api/upload', {
    headers: auth,
    multipart: {
      file: { name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from('Company,Industry\nAcme,Software\nGlobex,Banking\n') },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const start = await page.request.post('/api/filter', {
    headers: auth,
    data: {
      jobName: 'Started by API key',
      fileId: (await upload.json()).fileId,
      selectedColumns: ['Industry'],
      logicMode: 'AND',
      filterConfig: { columnConfig: { Industry: { instructions: 'Keep: software' } } },
    },
  });
  expect(start.status(), await start.text()).toBe(200);
  const filterId = (await start.json()).filterId as string;

  await expect.poll(() => receiver.on('/leadsift').length, { timeout: 60_000 }).toBe(1);
  const delivery = receiver.on('/leadsift')[0]!;
  const headers = {
    id: String(delivery.headers['webhook-id']),
    timestamp: String(delivery.headers['webhook-timestamp']),
    signature: String(delivery.headers['webhook-signature']),
  };
  expect(verifyWebhook(secret, headers, delivery.body)).toBe(true);
  expect(JSON.parse(delivery.body)).toMatchObject({
    type: 'filter.completed',
    data: { id: filterId, name: 'Started by API key', keptCount: 1 },
  });

  const endpoint = page.getByRole('article', { name: `Endpoint ${receiver.url('/leadsift')}` });
  await endpoint.getByRole('button', { name: 'Delivery log' }).click();
  const log = endpoint.getByRole('table', { name: 'Delivery log' });
  const row = log.getByRole('row', { name: /filter\.completed/ });
  await expect(row).toContainText('succeeded', { timeout: 10_000 });
  await expect(row).toContainText('200');
  await expectNoSeriousA11yViolations(page, 'delivery log');

  await row.getByRole('button', { name: 'Resend' }).click();
  await expect.poll(() => receiver.on('/leadsift').length, { timeout: 30_000 }).toBe(2);
  expect(receiver.on('/leadsift')[1]!.headers['webhook-id']).toBe(headers.id);
  await expect(row).toContainText('succeeded');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2', { timeout: 10_000 });
});

test("the Admin panel lists every user's keys; revoking one there stops it at once", async () => {
  test.setTimeout(120_000);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'API keys' }).click();
  const table = page.getByRole('table', { name: "All users' API keys" });
  const row = table.getByRole('row', { name: new RegExp(keyName) });
  await expect(row).toContainText(admin.email);
  await expect(row).toContainText(`lsk_…${apiKey.slice(-4)}`);
  await expectNoSeriousA11yViolations(page, 'admin API keys tab');
  await row.getByRole('button', { name: `Revoke ${keyName} of ${admin.email}` }).click();
  // A second look that names the key and its owner; Cancel keeps it working.
  const confirm = page.getByRole('dialog', { name: 'Revoke API key?' });
  await expect(confirm).toContainText(`Revoke "${keyName}" (lsk_…${apiKey.slice(-4)}) of ${admin.email}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get('/api/filter/jobs', { headers: { 'x-api-key': apiKey } })).status()).toBe(200);
  await row.getByRole('button', { name: `Revoke ${keyName} of ${admin.email}` }).click();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`Key "${keyName}" revoked`)).toBeVisible();
  await expect(row).toContainText('revoked');
  expect((await page.request.get('/api/filter/jobs', { headers: { 'x-api-key': apiKey } })).status()).toBe(401);
});

test('removing a webhook endpoint asks first, naming it', async () => {
  await page.goto('/account');
  const endpoint = page.getByRole('article', { name: `Endpoint ${receiver.url('/leadsift')}` });
  await endpoint.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove webhook endpoint?' });
  await expect(confirm).toContainText(`Remove ${receiver.url('/leadsift')}? LeadSift stops sending it events at once`);
  await expectNoSeriousA11yViolations(page, 'remove endpoint confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(endpoint).toBeVisible();
  await endpoint.getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(endpoint).toHaveCount(0);
});
