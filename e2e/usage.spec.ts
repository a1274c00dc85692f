import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminApiContext, createUserViaAdmin } from './fixtures/admin-api.ts';
import { runListCleanerJob } from './fixtures/spend-credits.ts';
import { signInViaApi } from './fixtures/users.ts';

// In the browser: the usage chip, the 'Usage & Billing Details' dialog and the credit banner with
// real figures. Users are created through the admin API; credits are spent by real List Cleaner jobs.
test.describe.configure({ mode: 'serial' });

let adminApi: APIRequestContext;
test.beforeAll(async ({ playwright, baseURL }) => {
  adminApi = await adminApiContext(playwright.request, baseURL!);
});
test.afterAll(async () => {
  await adminApi?.dispose();
});

/** The compact credits chip in the app bar; its accessible name is its label. */
const creditsChip = (page: Page, label: string) => page.getByRole('banner').getByRole('button', { name: label, exact: true });
const usageDialog = (page: Page) => page.getByRole('dialog', { name: 'Usage & Billing Details' });
/** The figure shown beside `label` in the dialog. */
const detail = (dialog: Locator, label: string) => dialog.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
const creditBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'of your monthly credits' });

/** The reset date as the dialog shows it, from the user's own /api/usage/stats. */
async function shownResetDate(page: Page): Promise<string> {
  const stats = (await (await page.request.get('/api/usage/stats')).json()) as { data: { resetDate: string } };
  return new Date(stats.data.resetDate).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}

async function expectDialog(page: Page, chip: Locator, figures: Record<string, string>, note: string) {
  await chip.click();
  const dialog = usageDialog(page);
  await expect(dialog).toBeVisible();
  for (const section of ['Current Usage', 'Your Plan', 'Billing Cycle']) {
    await expect(dialog.getByRole('region', { name: section })).toBeVisible();
  }
  for (const [label, value] of Object.entries(figures)) await expect(detail(dialog, label), label).toHaveText(value);
  await expect(detail(dialog, 'Next Reset')).toHaveText(await shownResetDate(page));
  await expect(dialog.getByText(note, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Refresh' }).click();
  await expect(detail(dialog, 'Credits Remaining')).toHaveText(figures['Credits Remaining']!);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

async function expectBannerDismissible(page: Page, banner: Locator, chipLabel: string) {
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  // The figures are loaded again (the chip shows them) and the banner stays dismissed for this level and percent.
  await expect(creditsChip(page, chipLabel)).toBeVisible();
  await expect(banner).toBeHidden();
}

test("an internal user's chip shows 'Unlimited' and no credit banner", async ({ page, baseURL }) => {
  const user = await createUserViaAdmin(adminApi, baseURL!, { name: 'Ivy Internal', tier: 'internal', emailPrefix: 'usage-internal' });
  await signInViaApi(page, baseURL!, user);
  await page.goto('/');
  await expect(page.getByText(user.name, { exact: true })).toBeVisible();

  const chip = creditsChip(page, 'Unlimited');
  await expect(chip).toBeVisible();
  await chip.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Unlimited credits remaining (Internal)');
  await expectDialog(
    page,
    chip,
    { 'Credits Used': '0', 'Credits Remaining': 'Unlimited', Usage: '0%', Plan: 'Internal', 'Monthly Credits': 'Unlimited' },
    'Your credits will reset to unlimited on this date.',
  );
  await expect(creditBanner(page)).toHaveCount(0);
});

test('a beta tester sees remaining credits, the details dialog, and the banner at 75% (warning) and 90% (error)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const user = await createUserViaAdmin(adminApi, baseURL!, { name: 'Bea Beta', tier: 'beta_tester', emailPrefix: 'usage-beta' });
  await signInViaApi(page, baseURL!, user);

  await test.step('a fresh account: 5,000 credits, no banner', async () => {
    await page.goto('/');
    await expect(creditsChip(page, '5.0k')).toBeVisible();
    await expect(creditBanner(page)).toHaveCount(0);
  });

  await test.step('75% used: the chip, the dialog and a warning banner', async () => {
    await runListCleanerJob(page.request, baseURL!, 3_750);
    await page.reload();
    const chip = creditsChip(page, '1.3k');
    await expect(chip).toBeVisible();
    await chip.hover();
    await expect(page.getByRole('tooltip')).toHaveText('1.3k credits remaining (Beta Tester)');
    await expectDialog(
      page,
      chip,
      { 'Credits Used': '3.8k', 'Credits Remaining': '1.3k', Usage: '75%', Plan: 'Beta Tester', 'Monthly Credits': '5.0k' },
      'Your credits will reset to 5.0k on this date.',
    );
    await chip.click();
    await expect(usageDialog(page).getByRole('progressbar', { name: 'Usage' })).toHaveAttribute('aria-valuenow', '75');
    await expect(usageDialog(page).getByText('Consider monitoring usage')).toBeVisible();
    await usageDialog(page).getByRole('button', { name: 'Close' }).click();

    const banner = creditBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveClass(/MuiAlert-colorWarning/);
    await expect(banner).toContainText('Consider monitoring usage');
    await expect(banner).toContainText('You have used 75% of your monthly credits (1.3k remaining).');
    await expectBannerDismissible(page, banner, '1.3k');
  });

  await test.step('90% used: the banner comes back as an error', async () => {
    await runListCleanerJob(page.request, baseURL!, 750);
    await page.reload();
    const chip = creditsChip(page, '500');
    await expect(chip).toBeVisible();
    await expectDialog(
      page,
      chip,
      { 'Credits Used': '4.5k', 'Credits Remaining': '500', Usage: '90%', Plan: 'Beta Tester', 'Monthly Credits': '5.0k' },
      'Your credits will reset to 5.0k on this date.',
    );

    const banner = creditBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveClass(/MuiAlert-colorError/);
    await expect(banner).toContainText('Credits running low!');
    await expect(banner).toContainText('You have used 90% of your monthly credits (500 remaining).');
    // On a desktop the banner starts after the permanent side navigation, never under it.
    await page.setViewportSize({ width: 1440, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    const [navBox, bannerBox] = [await nav.boundingBox(), await banner.boundingBox()];
    expect(bannerBox!.x, 'the banner starts after the side navigation').toBeGreaterThanOrEqual(navBox!.x + navBox!.width);
    // 500 left: the under-10-credits note is not shown.
    await expect(banner).not.toContainText('Fewer than 10 credits remain');
    await expectBannerDismissible(page, banner, '500');
  });
});
