import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminApiContext, createUserViaAdmin } from './fixtures/admin-api.ts';
import { expectNoSeriousA11yViolations } from './fixtures/a11y.ts';
import { checkPhoneScreen, phone } from './fixtures/phone.ts';
import { runListCleanerJob } from './fixtures/spend-credits.ts';
import { signInViaApi } from './fixtures/users.ts';

// Usage you can look at. A user spends credits with a real List Cleaner job and sees them in
// the usage dialog's charts; an administrator sees them in the Admin panel's Usage tab. Both axe clean.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let adminApi: APIRequestContext;
test.beforeAll(async ({ playwright, baseURL }) => {
  adminApi = await adminApiContext(playwright.request, baseURL!);
});
test.afterAll(async () => {
  await adminApi?.dispose();
});

/** Today as the charts' tables show it ('Nov 26, 2026'): days are UTC. */
const today = () => new Date().toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A chart: its figure (named by the title) with the drawing arrived from the lazy chunk; the cells of its table's row `row`. */
async function chartRow(scope: Locator, title: string, row: string): Promise<Locator> {
  const figure = scope.getByRole('figure', { name: title });
  await expect(figure).toBeVisible();
  await expect(figure.locator('svg').first()).toBeVisible({ timeout: 30_000 });
  return figure.getByRole('table', { name: title }).getByRole('row', { name: row }).getByRole('cell');
}

const usageDialog = (page: Page) => page.getByRole('dialog', { name: 'Usage & Billing Details' });
let spender = { name: '', email: '' };

test("the usage dialog charts the user's credits per day and by kind", async ({ page, baseURL }) => {
  const user = await createUserViaAdmin(adminApi, baseURL!, { name: 'Cora Charts', tier: 'beta_tester', emailPrefix: 'usage-charts' });
  spender = user;
  await signInViaApi(page, baseURL!, user);
  await runListCleanerJob(page.request, baseURL!, 5, 'Charted leads');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: '5.0k', exact: true }).click();
  const dialog = usageDialog(page);
  const section = dialog.getByRole('region', { name: 'Usage This Cycle' });
  // Today: 5 List Cleaner credits, no research, no web search.
  await expect(await chartRow(section, 'Credits used per day', today())).toHaveText(['5', '0', '0']);
  await expect(await chartRow(section, 'Credits used by kind', 'List Cleaner')).toHaveText(['5']);
  await expect(section.getByRole('figure', { name: 'Credits used by kind' })).toContainText('5 credits this cycle.');
  await expectNoSeriousA11yViolations(page, 'usage dialog with its charts');
  // On a phone the charts fit the dialog's width: no sideways scroll, Close tappable, axe clean. The dialog is
  // opened again at that width (the shell itself changes layout below 900 px).
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.setViewportSize(phone);
  await page.getByRole('banner').getByRole('button', { name: '5.0k', exact: true }).click();
  await chartRow(section, 'Credits used per day', today());
  await checkPhoneScreen(page, 'usage dialog with its charts', [dialog.getByRole('button', { name: 'Close' })]);
});

test('the Admin panel Usage tab charts credits and model cost per day, top users and models', async ({ page, baseURL }) => {
  await signInViaApi(page, baseURL!);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel - User Management' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Usage' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Usage' });
  // Other specs may have spent credits today too: at least this user's 5.
  const credits = await chartRow(panel, 'Credits used per day', today());
  expect(Number(await credits.first().textContent())).toBeGreaterThanOrEqual(5);
  await expect(await chartRow(panel, 'Model cost per day', today())).toHaveCount(2);
  await expect((await chartRow(panel, 'Top users by credits used', spender.name)).first()).toHaveText('5');
  await expect(panel.getByRole('table', { name: 'Models' })).toBeVisible();
  // The monthly model budget (ADR 0042) sits on the same tab: saved, it is the one in force.
  const budget = panel.getByRole('form', { name: 'Monthly model budget' });
  await expect(budget.getByText(/^Model spend in \w+ \d{4} \(UTC\)\./)).toBeVisible();
  await budget.getByLabel('Budget (USD)').fill('1000');
  await budget.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByText('Model budget saved')).toBeVisible();
  await expect(budget.getByText(/Set in the Admin panel\./)).toBeVisible();
  await expect(budget.getByText(/of \$1000\.00/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'admin Usage tab');
  // No limit again for the specs that follow.
  await budget.getByLabel('Budget (USD)').fill('');
  await budget.getByRole('button', { name: 'Save budget' }).click();
  await expect(budget.getByText(/^Spent: .+ \(no limit\)$/)).toBeVisible();

  await panel.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(panel.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('figure', { name: 'Credits used per day' }).getByRole('row')).toHaveCount(91);
});
