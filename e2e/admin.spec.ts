import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApiContext, createUserViaAdmin, uniqueEmail } from './fixtures/admin-api.ts';
import { expectNoSeriousA11yViolations } from './fixtures/a11y.ts';
import { signInViaApi } from './fixtures/users.ts';

// The Admin panel: an administrator manages users in the browser; every action lands in the
// audit log; a non-administrator gets a plain message. Real app, real database, real Chromium.
// Several browser pages per test on a machine shared with other suites: three minutes a test.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let adminApi: APIRequestContext;
test.beforeAll(async ({ playwright, baseURL }) => {
  adminApi = await adminApiContext(playwright.request, baseURL!);
});
test.afterAll(async () => {
  await adminApi?.dispose();
});

const creditsChip = (page: Page, label: string) => page.getByRole('banner').getByRole('button', { name: label, exact: true });
const feedback = (page: Page, text: string) => page.getByText(text, { exact: true });

async function openAdminPanel(page: Page, baseURL: string) {
  await signInViaApi(page, baseURL);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // The panel is a chunk of its own: on a busy machine it takes a while.
  await expect(page.getByRole('heading', { name: 'Admin Panel - User Management' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible({ timeout: 30_000 });
}

async function pickUser(page: Page, form: string, email: string) {
  const box = page.locator('form', { has: page.getByRole('heading', { name: form }) }).getByRole('combobox', { name: 'User (email)' });
  await box.fill(email);
  await page.getByRole('option', { name: email, exact: true }).click();
}

test('an administrator grants credits: the user’s chip shows them after a reload', async ({ page, browser, baseURL }) => {
  const user = await createUserViaAdmin(adminApi, baseURL!, { name: 'Gus Grant', tier: 'beta_tester', emailPrefix: 'admin-grant' });
  const userContext = await browser.newContext({ baseURL });
  const userPage = await userContext.newPage();
  await signInViaApi(userPage, baseURL!, user);
  await userPage.goto('/');
  // The first page of a run: a cold server on a busy machine.
  await expect(creditsChip(userPage, '5.0k')).toBeVisible({ timeout: 30_000 });

  await openAdminPanel(page, baseURL!);
  await pickUser(page, 'Grant Bonus Credits', user.email);
  await page.getByRole('textbox', { name: 'Credits' }).fill('1500');
  await expect(page.getByRole('textbox', { name: 'Reason' })).toHaveValue('Admin grant');
  await page.getByRole('button', { name: 'Grant Credits' }).click();
  await expect(feedback(page, 'Successfully granted 1,500 credits')).toBeVisible();
  // The list was fetched again: the user's row shows the new figures.
  await page.getByRole('textbox', { name: 'Search users...' }).fill(user.email);
  const row = page.getByRole('row', { name: new RegExp(user.email) });
  // Exact figures in the admin grid (ADR 0037), never '6.5k'.
  await expect(row.getByRole('gridcell', { name: '6,500' })).toBeVisible();
  await expect(row.getByRole('gridcell', { name: '1,500' })).toBeVisible();

  await userPage.reload();
  await expect(creditsChip(userPage, '6.5k')).toBeVisible();
  // The usage dialog explains why more remains than the plan's 5,000 a month.
  await creditsChip(userPage, '6.5k').click();
  const usage = userPage.getByRole('dialog', { name: 'Usage & Billing Details' });
  await expect(usage.getByText('Includes 1,500 bonus credits')).toBeVisible();
  await usage.getByRole('button', { name: 'Close' }).click();

  await pickUser(page, 'Change User Tier', user.email);
  await page.getByRole('combobox', { name: 'Tier' }).click();
  await page.getByRole('option', { name: 'Internal (internal)' }).click();
  await page.getByRole('button', { name: 'Change Tier' }).click();
  // A second look with the credit change the tier makes.
  const confirm = page.getByRole('dialog', { name: 'Change tier?' });
  await expect(confirm).toContainText(`Change ${user.email} from beta_tester to internal? Available credits: 6,500 → Unlimited.`);
  await expectNoSeriousA11yViolations(page, 'change tier confirmation');
  await confirm.getByRole('button', { name: 'Change Tier' }).click();
  await expect(feedback(page, 'Successfully changed tier to internal')).toBeVisible();
  await userPage.reload();
  await expect(creditsChip(userPage, 'Unlimited')).toBeVisible();
  await userContext.close();

  await expectNoSeriousA11yViolations(page, 'admin panel');
});

test('an administrator creates a user, then deletes them after typing their email; the audit log shows it all', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('admin-created');
  await openAdminPanel(page, baseURL!);

  await page.getByRole('button', { name: 'Create New User' }).click();
  const create = page.getByRole('dialog', { name: 'Create New User' });
  await expect(create.getByText('Minimum 6 characters')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'create-user dialog');
  await create.getByRole('textbox', { name: 'Email' }).fill(email);
  await create.getByLabel('Password').fill('created-password');
  await create.getByRole('textbox', { name: 'Name (optional)' }).fill('Cleo Created');
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(feedback(page, `Successfully created user ${email}`)).toBeVisible();
  await expect(create).toBeHidden();

  await page.getByRole('textbox', { name: 'Search users...' }).fill(email);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row.getByRole('gridcell', { name: 'Cleo Created' })).toBeVisible();
  await expect(row.getByRole('gridcell', { name: 'beta_tester' })).toBeVisible();

  await row.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  const confirmSignOut = page.getByRole('dialog', { name: `Sign ${email} out everywhere?` });
  await confirmSignOut.getByRole('textbox', { name: 'Reason (optional)' }).fill('Lost laptop');
  await confirmSignOut.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(feedback(page, `Successfully signed out ${email} everywhere`)).toBeVisible();

  await row.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Delete user' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${email}?` });
  await expect(confirm.getByText(/Cleo Created .* profile, credits and usage logs, research jobs/)).toBeVisible();
  const deleteButton = confirm.getByRole('button', { name: 'Delete User' });
  await expect(deleteButton).toBeDisabled();
  await confirm.getByRole('textbox', { name: "Type the user's email to confirm" }).fill(email);
  await deleteButton.click();
  await expect(feedback(page, `Successfully deleted user ${email}`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByRole('textbox', { name: 'User' }).fill(email);
  const log = page.getByRole('grid', { name: 'Audit log' });
  await expect(log.getByRole('row')).toHaveCount(4); // header + 3 entries, newest first
  for (const action of ['Delete user', 'Sign out everywhere', 'Create user']) {
    await expect(log.getByRole('row', { name: new RegExp(action) })).toContainText('admin@leadsift.test');
  }
  await expect(log.getByRole('row', { name: /Sign out everywhere/ })).toContainText('Lost laptop');
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Create user' }).click();
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log.getByRole('row', { name: /Create user/ })).toContainText('Cleo Created');
  await expectNoSeriousA11yViolations(page, 'audit log');
});

test("a non-administrator sees 'Administrators only' on /admin and no admin entries", async ({ page, baseURL }) => {
  const user = await createUserViaAdmin(adminApi, baseURL!, { name: 'Nora Normal', tier: 'beta_tester', emailPrefix: 'admin-denied' });
  await signInViaApi(page, baseURL!, user);
  await page.goto('/admin');
  await expect(page.getByText('Administrators only', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grant Bonus Credits' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
  // The way back to the main tool.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main tool for a non-administrator');
  await page.goto('/admin');
  await expect(page.getByText('Administrators only', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "'Administrators only' page");
});

// Admin actions that cannot go wrong by one click.
test('disabling asks first with a reason, shows the result beside the grid, and the user lands on /login told why', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await createUserViaAdmin(adminApi, baseURL!, { name: 'Dora Disabled', tier: 'beta_tester', emailPrefix: 'admin-disable' });
  const userContext = await browser.newContext({ baseURL });
  const userPage = await userContext.newPage();
  await signInViaApi(userPage, baseURL!, user);
  await userPage.goto('/');
  await expect(creditsChip(userPage, '5.0k')).toBeVisible();

  await openAdminPanel(page, baseURL!);
  await page.getByRole('textbox', { name: 'Search users...' }).fill(user.email);
  const row = page.getByRole('row', { name: new RegExp(user.email) });
  // The Actions column stays in view at 1440 px although the grid scrolls sideways.
  await page.setViewportSize({ width: 1440, height: 900 });
  const actions = row.getByRole('button', { name: `Actions for ${user.email}` });
  await expect(actions).toBeInViewport({ ratio: 1 });
  await actions.click({ trial: true });

  // Cancel changes nothing.
  await actions.click();
  await page.getByRole('menuitem', { name: 'Disable sign-in' }).click();
  const confirm = page.getByRole('dialog', { name: `Disable sign-in for ${user.email}?` });
  await expectNoSeriousA11yViolations(page, 'disable confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('disabled', { exact: true })).toHaveCount(0);

  await actions.click();
  await page.getByRole('menuitem', { name: 'Disable sign-in' }).click();
  await confirm.getByRole('textbox', { name: 'Reason (optional)' }).fill('Left the company');
  await confirm.getByRole('button', { name: 'Disable sign-in' }).click();
  const result = page.getByRole('status').filter({ hasText: `Successfully disabled sign-in for ${user.email}` });
  await expect(result).toBeInViewport();
  await expect(row.getByText('disabled', { exact: true })).toBeVisible();

  // The user's next request ends their visit on /login, with the reason.
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/login$/);
  await expect(userPage.getByRole('alert')).toHaveText('Your account is disabled — contact your administrator');
  await expectNoSeriousA11yViolations(userPage, 'login page of a disabled user');
  await userContext.close();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByRole('textbox', { name: 'User' }).fill(user.email);
  // Disabling writes its entry (and may write one for the sessions it ended): the reason is on the disable.
  const disabled = page.getByRole('grid', { name: 'Audit log' }).getByRole('row', { name: /Disable/ });
  await expect(disabled.filter({ hasText: 'Left the company' }).first()).toBeVisible();
});

test('an administrator who changes their own tier sees their credits chip follow without a reload', async ({ page, baseURL }) => {
  await openAdminPanel(page, baseURL!);
  const tier = (await (await page.request.get('/api/usage/tier')).json()) as { data: { name: string; displayName: string } };
  const original = tier.data;
  const changeTier = async (option: string, name: string) => {
    await pickUser(page, 'Change User Tier', 'admin@leadsift.test');
    await page.getByRole('combobox', { name: 'Tier' }).click();
    await page.getByRole('option', { name: option }).click();
    await page.getByRole('button', { name: 'Change Tier' }).click();
    await page.getByRole('dialog', { name: 'Change tier?' }).getByRole('button', { name: 'Change Tier' }).click();
    await expect(feedback(page, `Successfully changed tier to ${name}`)).toBeVisible();
  };
  const unlimited = creditsChip(page, 'Unlimited');
  const wasUnlimited = original.name === 'internal';
  await expect(unlimited).toHaveCount(wasUnlimited ? 1 : 0);
  try {
    if (wasUnlimited) await changeTier('Beta Tester (beta_tester)', 'beta_tester');
    else await changeTier('Internal (internal)', 'internal');
    // No reload: the chip asked the server again.
    await expect(unlimited).toHaveCount(wasUnlimited ? 0 : 1);
  } finally {
    // Other specs count on the administrator's own tier (a fresh panel: the form still holds the last pick).
    await openAdminPanel(page, baseURL!);
    await changeTier(`${original.displayName} (${original.name})`, original.name);
  }
  await expect(unlimited).toHaveCount(wasUnlimited ? 1 : 0);
});

test('a demo request from the sign-in page reaches the administrators: a badge, the list, an audited export', async ({ page, baseURL }) => {
  const email = uniqueEmail('demo-lead');
  const sent = await page.request.post('/api/demo-requests', { data: { firstName: 'Dana', lastName: 'Demo', email, company: 'Demo Co' } });
  expect(sent.status()).toBe(201);
  await openAdminPanel(page, baseURL!);
  const tab = page.getByRole('tab', { name: /Demo requests/ });
  await expect(tab).toHaveAccessibleName(/new demo request/);
  await tab.click();
  const row = page.getByRole('grid', { name: 'Demo requests' }).getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Dana Demo');
  await expect(row).toContainText('Demo Co');
  await expect(row).toContainText('New');
  // Opened: the requests received so far are seen, and the badge goes.
  await expect(tab).not.toHaveAccessibleName(/new demo request/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^demo-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(
    page
      .getByRole('grid', { name: 'Audit log' })
      .getByRole('row', { name: /Export demo requests/ })
      .first(),
  ).toBeVisible();
});
