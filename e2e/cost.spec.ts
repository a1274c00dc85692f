import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { usageLine, type ResearchResultsResponse } from '@leadsift/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y.ts';
import { farmCsv, farmSites } from './fixtures/research-farm.ts';
import { ensureAdmin, signInViaApi } from './fixtures/users.ts';

// The "Stop at" field pauses a research job at exactly the credits set, and the results carry the cost line.
test('Stop at N credits pauses the research there; the results show the cost line', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await ensureAdmin(page.request, baseURL!);
  await signInViaApi(page, baseURL!);
  const listName = `Stop at ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Research Agent' }).click();
  await expect(page.getByRole('heading', { name: 'Research Configuration' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('List Name').fill(listName);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'leadsift-cost-')), 'farms.csv');
  writeFileSync(file, farmCsv(farmSites()));
  await page.getByLabel('Website list file').setInputFiles(file);
  await expect(page.getByTestId('research-estimate')).toContainText('4 websites');
  // Instructions of this run only, so no rating is reused from another spec's job.
  await page.getByLabel(/Research Instructions/).fill(`A family farm that grows vegetables (run ${listName})`);
  await page.getByLabel('Stop at (credits)').fill('x');
  await expect(page.getByText('Enter a whole number of credits, or leave it blank')).toBeVisible();
  await page.getByLabel('Stop at (credits)').fill('2');
  await expectNoSeriousA11yViolations(page, 'research form with Stop at');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/research/jobs') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Start Research' }).click();
  const jobId = ((await (await created).json()) as { jobId: string }).jobId;

  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/research/jobs/${jobId}`)).json()) as { job: { message: string } }).job.message,
      {
        timeout: 90_000,
      },
    )
    .toBe('Stopped at the limit you set — 2 of 4 done');
  const results = (await (await page.request.get(`/api/research/jobs/${jobId}/results?tab=all`)).json()) as ResearchResultsResponse;
  expect(results.websites.reduce((n, w) => n + w.creditsCharged, 0)).toBe(2);

  const row = page.getByRole('row').filter({ hasText: listName });
  await row.getByRole('link', { name: /^View results/ }).click();
  await expect(page.getByRole('heading', { name: listName })).toBeVisible();
  await expect(page.getByTestId('cost-line')).toHaveText(usageLine(results.usage!));
  await expect(page.getByTestId('cost-line')).toHaveText(/^\d+ model calls? · [\d,]+ tokens/);
  await expectNoSeriousA11yViolations(page, 'research results with the cost line');
});

// ADR 0044: the List Cleaner's "Stop at" field covers the first N rows (N credits); the job pauses there,
// its results show those rows, and it resumes from the results with a new limit, then over the rest of the list.
test('Stop at N credits cleans the first N rows of a list, then resumes with a new limit and for the rest', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await ensureAdmin(page.request, baseURL!);
  await signInViaApi(page, baseURL!);
  const used = async () =>
    ((await (await page.request.get('/api/usage/stats')).json()) as { data: { creditsUsed: number } }).data.creditsUsed;
  const before = await used();
  const listName = `Stop at rows ${Date.now()}`;
  const countries = ['France', 'Chile', 'Germany', 'France', 'Peru', 'France', 'Chile', 'Spain', 'France', 'Italy'];
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'leadsift-cost-')), 'companies.csv');
  writeFileSync(file, ['Company,Country', ...countries.map((c, i) => `Company ${i},${c}`)].join('\n'));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Step 1: Upload your list' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('List Name').fill(listName);
  await page.getByLabel('CSV file').setInputFiles(file);
  await expect(page.getByText(/10 rows and 2 columns detected/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'Country' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3: Create your qualification criteria' })).toBeVisible();
  await page.getByLabel('Country').fill('keep: France');
  const stopAt = page.getByLabel('Stop at (credits)');
  await stopAt.fill('x');
  await expect(page.getByText('Enter a whole number of credits, or leave it blank')).toBeVisible();
  await stopAt.fill('4');
  await expect(page.getByTestId('stop-at-line')).toHaveText('Stops after 4 of 10 rows — 4 credits');
  await expectNoSeriousA11yViolations(page, 'List Cleaner Run step with Stop at');
  const started = page.waitForResponse((r) => r.url().endsWith('/api/filter') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Run' }).click();
  const answer = await started;
  expect(answer.status()).toBe(200);
  const filterId = ((await answer.json()) as { filterId: string }).filterId;

  const message = async () => ((await (await page.request.get(`/api/progress/${filterId}`)).json()) as { message: string }).message;
  await expect.poll(message, { timeout: 60_000 }).toBe('Stopped at the limit you set — 4 of 10 done');
  expect((await used()) - before).toBe(4);

  // Activity History lists it paused; its results are the 4 rows covered, and say so.
  const row = page.getByRole('row').filter({ hasText: listName }).first();
  await expect(row.getByText('Paused')).toBeVisible({ timeout: 30_000 });
  await row.getByRole('link', { name: /^View results/ }).click();
  const stopped = page.getByRole('region', { name: 'Stopped at your limit' });
  await expect(stopped.getByRole('status')).toHaveText(
    'Stopped at the limit you set — 4 of 10 done. These results cover the first 4 of 10 rows only.',
  );
  await expect(page.getByRole('group', { name: 'Total Rows', exact: true })).toContainText('4');
  await expect(page.getByRole('group', { name: 'Qualified', exact: true })).toContainText('2');
  await expectNoSeriousA11yViolations(page, 'List Cleaner results stopped at the limit');

  // Resume with a new limit of 7: 3 more credits, and it stops again.
  await stopped.getByLabel('Stop at (credits)').fill('7');
  await stopped.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(message, { timeout: 60_000 }).toBe('Stopped at the limit you set — 7 of 10 done');
  await expect(stopped.getByRole('status')).toContainText('These results cover the first 7 of 10 rows only.', { timeout: 30_000 });
  expect((await used()) - before).toBe(7);

  // Resume with no limit: the rest of the list, and the job completes with every row.
  await stopped.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('group', { name: 'Total Rows', exact: true })).toContainText('10', { timeout: 60_000 });
  await expect(stopped).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Qualified', exact: true })).toContainText('4');
  expect((await used()) - before).toBe(10);
});
