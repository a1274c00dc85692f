import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y.ts';
import { adminPageForSpec } from './fixtures/users.ts';

// Research outcomes that say what happened (docs/product.md#research-agent): a job whose websites could not
// be visited is "Not visited" (not a green "Completed"), says why, and names the rows of an invalid website.
test.describe.configure({ mode: 'serial' });

const adminPage = adminPageForSpec();

test('a research job whose hosts never resolve ends "Not visited", says the server may be offline, and lists the skipped rows', async () => {
  const page = adminPage();
  test.setTimeout(150_000);
  const listName = `Unreachable ${Date.now()}`;
  // Hosts under .invalid never resolve (RFC 6761); rows 3 and 5 hold no website.
  const csv = [
    'Company,Website',
    'One,nowhere-one.invalid',
    'Two,https://nowhere-two.invalid',
    'Three,n/a',
    'Four,nowhere-one.invalid/about',
    'Five,n/a',
  ];
  await page.goto('/');
  await page.getByRole('link', { name: 'Research Agent' }).click();
  await expect(page.getByRole('heading', { name: 'Research Configuration' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('List Name').fill(listName);
  await page
    .getByLabel('Website list file')
    .setInputFiles({ name: 'offline.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n')) });
  await expect(page.getByTestId('upload-progress').getByText('Ready: 5 rows × 2 columns')).toBeVisible();
  await page.getByLabel(/Research Instructions/).fill('A company that sells software');
  await page.getByRole('button', { name: 'Start Research' }).click();

  await expect(page.getByRole('heading', { name: 'Activity History' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: listName });
  await expect(row.getByText('Not visited', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(row.getByText('Completed', { exact: true })).toHaveCount(0);
  await expect(row.getByText('No website could be reached — this server may have no internet access — not charged')).toBeVisible();
  // A finished job offers neither Pause nor Resume; a running one never both.
  await expect(row.getByRole('button', { name: /^(Pause|Resume)/ })).toHaveCount(0);

  await row.getByRole('link', { name: /^View results/ }).click();
  await expect(page.getByRole('heading', { name: listName })).toBeVisible();
  await expect(page.getByTestId('not-visited-outcome')).toHaveText(
    'Not visited: No website could be reached — this server may have no internet access. Nothing was charged.',
  );
  await page.getByRole('tab', { name: 'All Decisions' }).click();
  await expect(page.getByRole('article', { name: 'n/a' }).getByText('rows 3 and 5')).toBeVisible();

  // Retry websites not visited (ADR 0066): the confirmation says how many and the most they cost; they still
  // cannot be reached, so the job ends "Not visited" again and nothing was charged.
  const used = async () =>
    ((await (await page.request.get('/api/usage/stats')).json()) as { data: { creditsUsed: number } }).data.creditsUsed;
  const before = await used();
  await page.getByRole('button', { name: 'Retry websites not visited' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retry websites not visited?' });
  await expect(dialog.getByRole('status')).toHaveText(
    'Retries 2 websites not visited — at most 2 credits; a website that still cannot be visited is refunded.',
  );
  await expectNoSeriousA11yViolations(page, 'retry confirmation');
  const retried = page.waitForResponse((r) => r.url().endsWith('/retry') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Retry them' }).click();
  expect(await (await retried).json()).toMatchObject({ started: true, websites: 2 });
  await expect(dialog).toBeHidden();
  const jobId = new URL(page.url()).pathname.split('/').pop()!;
  await expect
    .poll(async () => ((await (await page.request.get(`/api/research/jobs/${jobId}`)).json()) as { job: { status: string } }).job.status, {
      timeout: 60_000,
    })
    .toBe('completed');
  await expect(page.getByTestId('not-visited-outcome')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Retry websites not visited' })).toBeVisible();
  expect(await used()).toBe(before);
});
