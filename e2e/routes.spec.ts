import { expect, test } from '@playwright/test';
import { runListCleanerJob } from './fixtures/spend-credits.ts';
import { adminPageForSpec } from './fixtures/users.ts';

// Every screen and result at its own address (ADR 0060): a notification opens its job, Back returns inside the
// app, a results address survives a reload and opens fresh in a new page (a bookmark), an unknown job says so.
test.describe.configure({ mode: 'serial' });

const adminPage = adminPageForSpec();
const listName = `Routes ${Date.now()}`;
let filterId = '';

test('a notification opens its List Cleaner job; Back returns to the screen it was opened from', async ({ baseURL }) => {
  const page = adminPage();
  ({ filterId } = await runListCleanerJob(page.request, baseURL!, 3, listName));
  const results = `/activity/list-cleaner/${filterId}`;
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get('/api/notifications')).json()))
    .toContain(`"link":"${results}"`);

  await page.goto('/templates');
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle('Templates · LeadSift');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notice = page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: `List Cleaner job "${listName}" finished` });
  await expect(notice).toHaveAttribute('href', results);
  await notice.click();
  await expect(page).toHaveURL(results);
  await expect(page.getByRole('group', { name: 'Total Rows', exact: true })).toContainText('3', { timeout: 20_000 });
  await expect(page).toHaveTitle('List Cleaner results · LeadSift');

  await page.getByRole('button', { name: 'Back to Lists' }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible({ timeout: 20_000 });
});

test('from Activity History to the results and back; the results address reloaded and opened fresh in a new page', async () => {
  const page = adminPage();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Activity History' }).click();
  await expect(nav.getByRole('link', { name: 'Activity History' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('tab', { name: 'List Cleaner' }).click();
  await expect(page).toHaveURL(/\/activity\/list-cleaner$/);
  await page
    .getByRole('row')
    .filter({ hasText: listName })
    .getByRole('link', { name: /^View results/ })
    .click();
  await expect(page).toHaveURL(`/activity/list-cleaner/${filterId}`);
  await expect(nav.getByRole('link', { name: 'Activity History' })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Total Rows', exact: true })).toContainText('3', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Back to Lists' }).click();
  await expect(page).toHaveURL(/\/activity\/list-cleaner$/);
  await expect(page.getByRole('tab', { name: 'List Cleaner' })).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });

  // A bookmark: the address opened in a page of its own, with nothing of the app behind it.
  const fresh = await page.context().newPage();
  await fresh.goto(`/activity/list-cleaner/${filterId}`);
  await expect(fresh.getByRole('group', { name: 'Total Rows', exact: true })).toContainText('3', { timeout: 20_000 });
  await fresh.getByRole('button', { name: 'Back to Lists' }).click();
  await expect(fresh).toHaveURL(/\/activity\/list-cleaner$/);
  await expect(fresh.getByRole('row').filter({ hasText: listName })).toBeVisible({ timeout: 20_000 });
  // A job that is not there (deleted, or someone else's) is named as such.
  await fresh.goto('/activity/list-cleaner/filter_0_missing');
  await expect(fresh.getByRole('heading', { name: 'Job not found' })).toBeVisible({ timeout: 20_000 });
  await expect(fresh).toHaveTitle('Job not found · LeadSift');
  await fresh.close();
});
