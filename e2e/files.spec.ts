import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y.ts';
import { adminApiContext, createUserViaAdmin } from './fixtures/admin-api.ts';
import { runListCleanerJob } from './fixtures/spend-credits.ts';
import { signInViaApi } from './fixtures/users.ts';

// Activity History's Files tab lists a user's uploads with what they take of the storage
// quota and the jobs built on each; Delete asks first, naming those jobs. At a phone's 390 px width too.
test.describe.configure({ mode: 'serial' });

let adminApi: APIRequestContext;
test.beforeAll(async ({ playwright, baseURL }) => {
  adminApi = await adminApiContext(playwright.request, baseURL!);
});
test.afterAll(async () => {
  await adminApi?.dispose();
});

const filesTab = async (page: Page) => {
  // At 390 px the side navigation is behind the top bar's menu button (ADR 0037).
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Activity History' }).click();
  await page.getByRole('tab', { name: 'Files' }).click();
};
const fileCard = (page: Page, name: string) => page.getByRole('list', { name: 'Your files' }).getByRole('listitem', { name });
/** Nothing wider than the window: the page never scrolls sideways. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test('Files: list with storage used, delete one that a job uses after a confirmation naming the job, at 390 px', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const user = await createUserViaAdmin(adminApi, baseURL!, { name: 'Fay Files', tier: 'beta_tester', emailPrefix: 'files' });
  await signInViaApi(page, baseURL!, user);
  // A list with a finished List Cleaner job on it, and one no job uses.
  await runListCleanerJob(page.request, baseURL!, 5, 'Files E2E run');
  const spare = await page.request.post('/api/upload', {
    headers: { Origin: baseURL! },
    multipart: {
      file: { name: 'spare-prospects-with-a-rather-long-file-name-2026.csv', mimeType: 'text/csv', buffer: Buffer.from('company\nAcme\n') },
    },
  });
  expect(spare.status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await filesTab(page);

  const used = fileCard(page, '5-leads.csv');
  await expect(used).toBeVisible();
  await expect(used).toContainText('5 rows × 2 columns');
  await expect(used).toContainText('Used by: Files E2E run (List Cleaner)');
  const spareCard = fileCard(page, 'spare-prospects-with-a-rather-long-file-name-2026.csv');
  await expect(spareCard).toContainText('1 row × 1 column');
  await expect(spareCard).toContainText('Not used by any job');
  const storage = page.getByText(/^Storage used:/);
  await expect(storage).toHaveText(/^Storage used: \d+ B of 1 GB$/);
  await expectNoSidewaysScroll(page);
  // Every control of the app bar is on screen too (Logout sits in the avatar menu at this width).
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Fay Files' })).toBeInViewport({ ratio: 1 });
  await expectNoSeriousA11yViolations(page, 'Activity History, Files tab at 390 px');

  await test.step('the confirmation names the job; Cancel keeps everything', async () => {
    await used.getByRole('button', { name: 'Delete 5-leads.csv' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete file and its jobs?' });
    await expect(dialog).toContainText(
      'Delete "5-leads.csv"? This job uses it and will be deleted with it: "Files E2E run" (List Cleaner). Their results will be removed.',
    );
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'Delete file dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(used).toBeVisible();
  });

  await test.step('Delete removes the file and its job', async () => {
    await used.getByRole('button', { name: 'Delete 5-leads.csv' }).click();
    await page.getByRole('dialog', { name: 'Delete file and its jobs?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Deleted "5-leads.csv" and its job.' })).toBeVisible();
    await expect(used).toHaveCount(0);
    await expect(spareCard).toBeVisible();
    const jobs = (await (await page.request.get('/api/filter/jobs')).json()) as { jobs: { name: string }[] };
    expect(jobs.jobs.map((j) => j.name)).not.toContain('Files E2E run');
    await page.getByRole('tab', { name: 'List Cleaner' }).click();
    await expect(page.getByText('No list cleaner jobs found. Create a new list to get started.')).toBeVisible();
  });

  await test.step('a file no job uses: a plain confirmation, then the empty list', async () => {
    await page.getByRole('tab', { name: 'Files' }).click();
    await spareCard.getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete file?' });
    await expect(dialog).toContainText('Its rows and the stored file will be removed.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No files yet.', { exact: false })).toBeVisible();
    await expect(storage).toHaveText('Storage used: 0 B of 1 GB');
    await expectNoSidewaysScroll(page);
  });
});

test('the usage dialog shows storage used, and another user cannot see or delete the files', async ({ page, baseURL, browser }) => {
  const user = await createUserViaAdmin(adminApi, baseURL!, { name: 'Sol Storage', tier: 'beta_tester', emailPrefix: 'files-usage' });
  await signInViaApi(page, baseURL!, user);
  const upload = await page.request.post('/api/upload', {
    headers: { Origin: baseURL! },
    multipart: { file: { name: 'mine.csv', mimeType: 'text/csv', buffer: Buffer.from(`company\n${'Acme Corporation\n'.repeat(200)}`) } },
  });
  expect(upload.status()).toBe(200);
  const { fileId } = (await upload.json()) as { fileId: string };

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: '5.0k', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Usage & Billing Details' });
  await expect(dialog.getByRole('region', { name: 'Storage' })).toBeVisible();
  await expect(dialog.getByText('Storage Used', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText('3.3 KB of 1 GB');

  const other = await createUserViaAdmin(adminApi, baseURL!, { name: 'Otto Other', tier: 'beta_tester', emailPrefix: 'files-other' });
  const otherContext = await browser.newContext({ baseURL: baseURL! });
  const otherPage = await otherContext.newPage();
  await signInViaApi(otherPage, baseURL!, other);
  const list = (await (await otherPage.request.get('/api/uploads')).json()) as { uploads: unknown[] };
  expect(list.uploads).toEqual([]);
  const refused = await otherPage.request.delete(`/api/uploads/${fileId}?confirm=1`, { headers: { Origin: baseURL! } });
  expect(refused.status()).toBe(404);
  await otherContext.close();
  expect(((await (await page.request.get('/api/uploads')).json()) as { uploads: { id: string }[] }).uploads.map((u) => u.id)).toEqual([
    fileId,
  ]);
});
