import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { usageLine, type ResearchResultsResponse } from '@leadsift/shared';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y.ts';
import { farmCsv, farmSites } from './fixtures/research-farm.ts';
import { ensureAdmin, signInViaApi } from './fixtures/users.ts';

// Issue 32: the "Stop at" field pauses a research job at exactly the credits set, and the results carry the cost line.
test('Stop at N credits pauses the research there; the results show the cost line', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await ensureAdmin(page.request, baseURL!);
  await signInViaApi(page, baseURL!);
  const listName = `Stop at ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Research Agent' }).click();
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
  await row.getByRole('button', { name: /^View results/ }).click();
  await expect(page.getByRole('heading', { name: listName })).toBeVisible();
  await expect(page.getByTestId('cost-line')).toHaveText(usageLine(results.usage!));
  await expect(page.getByTestId('cost-line')).toHaveText(/^\d+ model calls? · [\d,]+ tokens/);
  await expectNoSeriousA11yViolations(page, 'research results with the cost line');
});
