import { expect, test, type APIRequestContext } from '@playwright/test';
import { startFileServer } from '../apps/server/src/test/file-server.ts';
import { startWebhookReceiver } from '../apps/server/src/test/webhook-receiver.ts';
import { expectNoSeriousA11yViolations } from './fixtures/a11y.ts';
import { adminApiContext, createUserViaAdmin } from './fixtures/admin-api.ts';
import { desktop, expectNoSidewaysScroll, expectTappable, phone } from './fixtures/phone.ts';
import { signInViaApi } from './fixtures/users.ts';

// Automations (ADR 0065) in the browser: one created from a template on the Automations page, reading a file at
// an address on a daily schedule; "Run now" reads it first. The file then gains 5 rows and the test clock
// (TEST_CLOCK=on in this app, jobs/test-clock.ts) is advanced past the next 06:00 UTC: pg-boss's scheduler fires the
// stored schedule, the run charges 5 credits, Activity History lists its job, and the webhook receiver gets
// filter.completed with the automation's id. At 1440 and 390 px, axe clean.

let adminApi: APIRequestContext;
let origin: string;
let files: Awaited<ReturnType<typeof startFileServer>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
test.beforeAll(async ({ playwright, baseURL }) => {
  origin = baseURL!;
  adminApi = await adminApiContext(playwright.request, baseURL!);
  [files, receiver] = await Promise.all([startFileServer('127.0.0.9'), startWebhookReceiver()]);
});
test.afterAll(async () => {
  // The specs after this one in the app see pg-boss on real time again.
  if (adminApi) expect((await adminApi.post('/api/test-clock/reset', { headers: { Origin: origin } })).status()).toBe(200);
  await adminApi?.dispose();
  await Promise.all([files?.close(), receiver?.close()]);
});

const leads = (count: number) =>
  ['Company,Industry', ...Array.from({ length: count }, (_, i) => `Lead ${i + 1},${i % 2 ? 'Banking' : 'Software'} ${i + 1}`)].join('\n');

test('an automation from a template reads a file daily; 5 new rows cost 5 credits and fire the webhook', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const user = await createUserViaAdmin(adminApi, baseURL!, { name: 'Otto Automation', tier: 'beta_tester', emailPrefix: 'automation' });
  await signInViaApi(page, baseURL!, user);
  const headers = { Origin: baseURL! };
  const template = await page.request.post('/api/saved-filters', {
    headers,
    data: {
      name: 'Software leads',
      filterConfig: { selectedColumns: ['Industry'], columnConfig: { Industry: { instructions: 'Keep: software' } } },
    },
  });
  expect(template.status()).toBe(201);
  const hook = await page.request.post('/api/account/webhooks', {
    headers,
    data: { url: receiver.url('/hooks'), events: ['filter.completed'] },
  });
  expect(hook.status()).toBe(201);
  files.set('/crm-export.csv', { status: 200, body: leads(20), headers: { etag: '"v1"' } });

  await page.setViewportSize(desktop);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Automations' }).click();
  await expect(page).toHaveURL(/\/automations$/);
  await expect(page.getByRole('heading', { name: 'Automations', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle('Automations · LeadSift');

  await page.getByRole('button', { name: 'New automation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New automation' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('CRM export');
  await dialog.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Software leads' }).click();
  await dialog.getByRole('textbox', { name: 'File address' }).fill(files.url('/crm-export.csv'));
  await expect(dialog.getByRole('combobox', { name: 'Schedule' })).toHaveText('Every day (06:00 UTC)');
  await expectNoSeriousA11yViolations(page, 'new automation dialog');
  await dialog.getByRole('button', { name: 'Create automation' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: 'Automation CRM export' });
  await expect(card).toContainText('Every day at 06:00 UTC');
  await card.getByRole('button', { name: 'Runs' }).click();
  const runs = card.getByRole('list', { name: 'Runs' });
  await card.getByRole('button', { name: 'Run now' }).click();
  await expect(runs).toContainText('20 new rows (20 credits), 0 seen before (free)', { timeout: 60_000 });
  // Nothing of the first run still working when pg-boss's time jumps: its job done, its webhook delivered.
  await expect(runs.getByRole('link', { name: 'Job (completed)' })).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(() => receiver.on('/hooks').map((h) => JSON.parse(h.body).data), { timeout: 60_000 })
    .toContainEqual(expect.objectContaining({ rowCount: 20, creditsCharged: 20 }));

  files.set('/crm-export.csv', { status: 200, body: leads(25), headers: { etag: '"v2"' } });
  const used = async () =>
    ((await (await page.request.get('/api/usage/stats')).json()) as { data: { creditsUsed: number } }).data.creditsUsed;
  const before = await used();
  // The next day's 06:00 UTC, on the test clock: pg-boss's scheduler sends the stored schedule's run.
  const clock = await adminApi.get('/api/test-clock');
  expect(clock.status()).toBe(200);
  const now = new Date(((await clock.json()) as { now: string }).now);
  const six = new Date(now);
  six.setUTCHours(6, 0, 20, 0);
  if (six.getTime() <= now.getTime() + 5 * 60_000) six.setUTCDate(six.getUTCDate() + 1);
  const advanced = await adminApi.post('/api/test-clock/advance', {
    headers: { Origin: origin },
    data: { hours: (six.getTime() - now.getTime()) / 3_600_000 },
  });
  expect(advanced.status(), await advanced.text()).toBe(200);
  expect(((await advanced.json()) as { now: string }).now).toMatch(/T06:00:2\d/);
  await expect(runs).toContainText('5 new rows (5 credits), 20 seen before (free)', { timeout: 60_000 });
  await expect(runs.getByRole('listitem').first()).toContainText('Schedule');
  await expect(runs.getByRole('link', { name: 'Job (completed)' }).first()).toBeVisible({ timeout: 60_000 });
  expect(await used()).toBe(before + 5);
  await expectNoSeriousA11yViolations(page, 'Automations page with runs');

  // The webhook names the automation; Activity History lists the run's job under the automation's name.
  const automationId = (await (await page.request.get('/api/automations')).json()).automations[0].id as string;
  await expect
    .poll(() => receiver.on('/hooks').map((h) => JSON.parse(h.body).data), { timeout: 60_000 })
    .toContainEqual(expect.objectContaining({ automationId, rowCount: 25, creditsCharged: 5 }));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Activity History' }).click();
  await page.getByRole('tab', { name: 'List Cleaner' }).click();
  await expect(page.getByRole('row', { name: /CRM export \(automation, / }).first()).toBeVisible();

  await page.setViewportSize(phone);
  await page.goto('/automations');
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page, 'Automations at 390 px');
  for (const name of ['Run now', 'Pause', 'Runs', 'Delete']) await expectTappable(card.getByRole('button', { name }));
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card).toContainText('Paused by you');
  await expect(card.getByRole('button', { name: 'Resume' })).toBeVisible();
});
