import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { openResults, waitForJob } from './fixtures/filter-results.ts';
import { checkBothWidths, checkPhoneScreen, desktop, expectChartsInsideTheirBoxes, expectTappable, phone } from './fixtures/phone.ts';
import { farmCsv, farmSites } from './fixtures/research-farm.ts';
import { admin, ensureAdmin, signInViaApi } from './fixtures/users.ts';

// At a phone's 390 × 844 every screen fits the window (no sideways page scroll), its primary
// buttons can be tapped, and axe stays clean. One browser context, signed in once, walks them all in order.
// The screens (Preview, results, Activity History, the usage dialog, Account with a key and a webhook,
// pending invitations, Admin → Usage, tickets) are checked at 1440 × 900 too: no sideways scroll, every action in reach.
// Axe over whole screens is slow on a busy machine: four minutes a test.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let context: BrowserContext;
let page: Page;
let base = '';
const run = Date.now().toString(36);
const listName = `Phone list ${run}`;
const researchName = `Phone research ${run}`;

test.beforeAll(async ({ browser, baseURL }) => {
  base = baseURL!;
  context = await browser.newContext({ baseURL: base, viewport: phone });
  page = await context.newPage();
  await ensureAdmin(page.request, base);
  // Creating the administrator may have signed this context in: the login screens come first.
  await context.clearCookies();
});

test.afterAll(async () => {
  await context.close();
});

/** The banner's credits chip, bell and avatar: on screen at every width, whatever the page holds. */
const topBarControls = () => {
  const bar = page.getByRole('banner');
  return [
    bar.getByRole('button', { name: /credits|Unlimited|\d/ }).first(),
    bar.getByRole('button', { name: /^Notifications/ }),
    bar.getByRole('button', { name: admin.name }),
  ];
};

/** A column header of `table` that a pinned column or the card's edge must not hide once scrolled to. */
const header = (table: string, name: string) => page.getByRole('table', { name: table }).getByRole('columnheader', { name });

/** Opens an entry of the side navigation: at this width it sits in the drawer behind the menu button. */
async function openFromDrawer(entry: string, nav = 'Main navigation') {
  await expectTappable(page.getByRole('button', { name: 'Open navigation' }));
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('navigation', { name: nav });
  await drawer.getByRole('link', { name: entry }).click();
  await expect(drawer).toBeHidden();
}

test('login and first-admin setup', async () => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible({ timeout: 60_000 });
  await checkPhoneScreen(page, 'login', [page.getByRole('button', { name: 'Sign In', exact: true })]);

  // The first-run form shows only before any account exists: the server's answer says so for this one load.
  const authConfig = /\/api\/auth-config$/;
  await page.route(authConfig, async (route) => {
    const body = (await (await route.fetch()).json()) as object;
    await route.fulfill({ json: { ...body, needsSetup: true } });
  });
  await page.goto('/login');
  const create = page.getByRole('button', { name: 'Create administrator account' });
  await expect(create).toBeVisible({ timeout: 60_000 });
  await checkPhoneScreen(page, 'first-admin setup', [create]);
  await page.unroute(authConfig);
});

test('the shell: the drawer and the avatar menu with Logout', async () => {
  await signInViaApi(page, base, admin);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Step 1: Upload your list' })).toBeVisible({ timeout: 60_000 });
  // The permanent navigation is gone; the menu button opens it as a drawer.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(drawer.getByRole('link')).toHaveText(['List Cleaner', 'Research Agent', 'Templates', 'Activity History', 'Automations']);
  await checkPhoneScreen(page, 'navigation drawer', [drawer.getByRole('link', { name: 'Activity History' })]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: admin.name }).click();
  const menu = page.getByRole('menu');
  await checkPhoneScreen(page, 'avatar menu', [
    menu.getByRole('menuitem', { name: 'Logout' }),
    menu.getByRole('menuitem', { name: 'Account' }),
  ]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test("the List Cleaner wizard's four steps", async () => {
  await expect(page.getByRole('heading', { name: 'Step 1: Upload your list' })).toBeVisible();
  await checkPhoneScreen(page, 'step 1, empty', [page.getByRole('button', { name: 'Continue' })]);
  // A phone cannot drag a file: its drop area is a button. A desktop window offers both.
  const dragHint = page.getByText('Drag and drop your CSV or Excel file here');
  await expect(dragHint).toBeHidden();
  await expect(page.getByRole('button', { name: 'Browse Files' })).toBeVisible();
  await page.setViewportSize(desktop);
  await expect(dragHint).toBeVisible();
  await page.setViewportSize(phone);
  await page.getByLabel('List Name').fill(listName);
  const wideHeader = 'A rather long column name that a CRM export might well have';
  const csv = [`company,country,industry,"${wideHeader}"`, ...[1, 2, 3, 4, 5].map((i) => `Company ${i},France,Software,${'x'.repeat(80)}`)];
  await page.getByLabel('CSV file').setInputFiles({ name: 'phone.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n')) });
  await expect(page.getByText(/5 rows and 4 columns detected/)).toBeVisible();
  await checkPhoneScreen(page, 'step 1, uploaded', [page.getByRole('button', { name: 'Continue' })]);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Step 2: Select the Columns you want to analyze' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'country' }).check();
  await checkPhoneScreen(page, 'step 2', [page.getByRole('button', { name: 'Continue' })]);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Step 3: Create your qualification criteria' })).toBeVisible();
  await page.getByLabel('country').fill('keep: France');
  await checkPhoneScreen(page, 'step 3', [page.getByRole('button', { name: 'Run' })]);
  // The free Preview's table scrolls inside its card: Reason and Confidence one swipe away, the page as wide as the window.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Preview of country' }).getByRole('row')).toHaveCount(2, { timeout: 30_000 });
  await checkBothWidths(page, 'step 3 with the preview', () => [
    header('Preview of country', 'Reason'),
    header('Preview of country', 'Confidence'),
    page.getByRole('button', { name: 'Run' }),
  ]);
  const started = page.waitForResponse((r) => r.url().endsWith('/api/filter') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Run' }).click();
  const { filterId } = (await (await started).json()) as { filterId: string };
  await waitForJob(page.request, filterId);
  await openResults(page, filterId, listName);
  await expect(page.getByRole('button', { name: 'Back to Lists' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('group', { name: 'Total Rows', exact: true })).toContainText('5');
  await checkPhoneScreen(page, 'step 4, results', [page.getByRole('button', { name: 'Export to spreadsheet' })]);
  await checkBothWidths(page, 'results', () => [
    page.getByRole('button', { name: 'Export to spreadsheet' }),
    page.getByRole('button', { name: 'Back to Lists' }),
  ]);
});

test('Activity History, templates and the usage dialog', async () => {
  await openFromDrawer('Activity History');
  await expect(page.getByRole('heading', { name: 'Activity History' })).toBeVisible();
  await page.getByRole('tab', { name: 'List Cleaner' }).click();
  const view = page.getByRole('link', { name: /^View results/ }).first();
  await expect(view).toBeVisible({ timeout: 60_000 });
  await checkPhoneScreen(page, 'Activity History', [view]);
  const listRow = page.getByRole('row').filter({ hasText: listName });
  await checkBothWidths(page, 'Activity History', () => [
    listRow.getByRole('link', { name: `View results: ${listName}` }),
    listRow.getByRole('button', { name: `Delete: ${listName}` }),
  ]);
  // Tapping the row anywhere opens its results.
  await listRow.getByRole('rowheader', { name: listName }).click();
  await expect(page.getByRole('button', { name: 'Back to Lists' })).toBeVisible({ timeout: 30_000 });

  await openFromDrawer('Templates');
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
  await checkPhoneScreen(page, 'templates');

  const chip = page
    .getByRole('banner')
    .getByRole('button', { name: /credits|Unlimited|\d/ })
    .first();
  await chip.click();
  const dialog = page.getByRole('dialog', { name: 'Usage & Billing Details' });
  await expect(dialog).toBeVisible();
  await checkPhoneScreen(page, 'usage dialog', [
    dialog.getByRole('button', { name: 'Close' }),
    dialog.getByRole('button', { name: 'Refresh' }),
  ]);
  await expectChartsInsideTheirBoxes(dialog, 'usage dialog at 390 px');
  await checkBothWidths(page, 'usage dialog', () => [
    dialog.getByRole('button', { name: 'Close' }),
    dialog.getByRole('button', { name: 'Refresh' }),
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the account page with an API key and a webhook', async () => {
  // Seeded through the API as the account page's forms would: a long key name and a long endpoint address.
  const keyName = `CRM sync key for the HubSpot integration ${run}`;
  const key = await page.request.post('/api/account/api-keys', { headers: { Origin: base }, data: { name: keyName, scope: 'full' } });
  expect(key.status(), await key.text()).toBe(201);
  const hookUrl = `http://127.0.0.1:9/hooks/leadsift/${run}/a-rather-long-path-that-crm-systems-like-to-use`;
  const hook = await page.request.post('/api/account/webhooks', {
    headers: { Origin: base },
    data: { url: hookUrl, description: 'HubSpot', events: ['filter.completed'] },
  });
  expect(hook.status(), await hook.text()).toBe(201);

  await page.getByRole('banner').getByRole('button', { name: admin.name }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Account' }).click();
  await expect(page.getByRole('table', { name: 'API keys' }).getByText(keyName)).toBeVisible({ timeout: 30_000 });
  const endpoint = page.getByRole('article', { name: `Endpoint ${hookUrl}` });
  await checkBothWidths(page, 'account page', () => [
    ...topBarControls(),
    page.getByRole('button', { name: 'Create API key' }),
    page.getByRole('button', { name: `Revoke ${keyName}` }),
    page.getByRole('button', { name: 'Add endpoint' }),
    endpoint.getByRole('button', { name: 'Remove' }),
  ]);
});

test('the research form and its results', async () => {
  // A finished job to show: the farm websites of scripts/e2e.ts, created through the API as the form would.
  const upload = await page.request.post('/api/upload', {
    headers: { Origin: base },
    multipart: { file: { name: 'farms.csv', mimeType: 'text/csv', buffer: Buffer.from(farmCsv(farmSites())) } },
  });
  expect(upload.status()).toBe(200);
  const { fileId } = (await upload.json()) as { fileId: string };
  const created = await page.request.post('/api/research/jobs', {
    headers: { Origin: base },
    data: { sourceType: 'file', uploadedFileId: fileId, columnName: 'Website', name: researchName, instructions: 'A family farm' },
  });
  expect(created.status(), await created.text()).toBe(200);

  await openFromDrawer('Research Agent');
  await expect(page.getByRole('heading', { name: 'Research Configuration' })).toBeVisible({ timeout: 60_000 });
  await checkPhoneScreen(page, 'research form');

  await openFromDrawer('Activity History');
  await page.getByRole('tab', { name: 'Research Agent' }).click();
  const row = page.getByRole('row').filter({ hasText: researchName });
  await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  await checkPhoneScreen(page, 'Activity History, Research Agent tab', [row.getByRole('link', { name: /^View results/ })]);
  await row.getByRole('link', { name: /^View results/ }).click();
  await expect(page.getByRole('heading', { name: researchName })).toBeVisible();
  await checkPhoneScreen(page, 'research results', [page.getByRole('button', { name: 'Back to Lists' })]);
});

/** Nothing lies over `target` where it ends (a pinned column over the column beside it): the point hits the target itself. */
async function expectUncovered(target: Locator, what: string) {
  const hit = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.right - 4, box.top + box.height / 2));
  });
  expect(hit, `${what}: its right end is covered`).toBe(true);
}

test('admin: users, invitations, audit log, usage and tickets', async () => {
  // A pending invitation (a long address) and a ticket with a due date, through the API.
  const invitee = `new.colleague.with.a.long.address-${run}@leadsift.test`;
  const invited = await page.request.post('/api/admin/invitations', {
    headers: { Origin: base },
    data: { email: invitee, tier: 'beta_tester' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const ticketId = `PH-${run}`;
  const ticket = await page.request.post('/api/tickets', {
    headers: { Origin: base },
    data: { id: ticketId, title: 'Call back the Frankfurt office', dueDate: '2026-01-15' },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);

  await openFromDrawer('Admin', 'Administration');
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible({ timeout: 60_000 });
  const actions = page.getByRole('button', { name: `Actions for ${admin.email}` });
  await page.getByRole('textbox', { name: 'Search users...' }).fill(admin.email);
  await checkPhoneScreen(page, 'admin users', [
    page.getByRole('button', { name: 'Create New User' }),
    page.getByRole('button', { name: 'Grant Credits' }),
    page.getByRole('button', { name: 'Change Tier' }),
    actions,
  ]);
  await checkBothWidths(page, 'pending invitations', () => [
    page.getByRole('button', { name: `Copy link for ${invitee} (a new one)` }),
    page.getByRole('button', { name: `Revoke the invitation to ${invitee}` }),
    actions,
  ]);
  // On a desktop the users' columns fit: the pinned Actions column lies over none of them.
  await page.setViewportSize(desktop);
  await expectUncovered(page.getByRole('grid', { name: 'All users' }).getByRole('columnheader', { name: 'Storage' }), 'Storage at 1440 px');
  await expectUncovered(
    page.getByRole('grid', { name: 'All users' }).getByRole('columnheader', { name: 'Next reset' }),
    'Next reset at 1440 px',
  );
  await page.setViewportSize(phone);
  await page.getByRole('button', { name: 'Create New User' }).click();
  const create = page.getByRole('dialog', { name: 'Create New User' });
  await checkPhoneScreen(page, 'create-user dialog', [create.getByRole('button', { name: 'Create User' })]);
  await create.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('grid', { name: 'Audit log' })).toBeVisible();
  await checkPhoneScreen(page, 'audit log');

  // Admin → Usage: its charts' screen-reader tables are clipped, so neither width scrolls sideways.
  await page.getByRole('tab', { name: 'Usage' }).click();
  await expect(page.getByRole('figure', { name: 'Credits used per day' }).getByTestId('chart-drawing').locator('svg').first()).toBeVisible({
    timeout: 30_000,
  });
  await checkBothWidths(page, 'Admin → Usage', () => [
    page.getByRole('button', { name: 'Last 90 days' }),
    page.getByRole('button', { name: 'Save budget' }),
  ]);

  await openFromDrawer('Tickets', 'Administration');
  await expect(page.getByRole('button', { name: 'Add Ticket' })).toBeVisible({ timeout: 60_000 });
  await checkPhoneScreen(page, 'tickets', [page.getByRole('button', { name: 'Add Ticket' })]);
  await checkBothWidths(page, 'tickets', () => [
    page.getByRole('button', { name: `Edit ${ticketId}` }),
    page.getByRole('button', { name: `Delete ${ticketId}` }),
    page.getByRole('grid', { name: 'Tickets' }).getByRole('columnheader', { name: 'Due Date' }),
  ]);
  // At 1440 px the grid fits beside the side navigation: no column passes under the pinned Actions. Dependencies
  // and Created start hidden there and come back through the Columns panel.
  await page.setViewportSize(desktop);
  const tickets = page.getByRole('grid', { name: 'Tickets' });
  const sideways = () => tickets.locator('.MuiDataGrid-virtualScroller').evaluate((box) => box.scrollWidth - box.clientWidth);
  await expect.poll(sideways, { message: 'the tickets grid scrolls sideways at 1440 px by this many px' }).toBeLessThanOrEqual(0);
  await expect(tickets.getByRole('columnheader', { name: 'Dependencies' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Dependencies' }).check();
  await page.keyboard.press('Escape');
  await expect(tickets.getByRole('columnheader', { name: 'Dependencies' })).toBeVisible();
  await page.setViewportSize(phone);
  await page.getByRole('button', { name: 'Add Ticket' }).click();
  const add = page.getByRole('dialog', { name: 'Add Ticket' });
  await checkPhoneScreen(page, 'add-ticket dialog', [add.getByRole('button', { name: 'Create Ticket' })]);
  await add.getByRole('button', { name: 'Cancel' }).click();
});
