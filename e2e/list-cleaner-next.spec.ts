import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousA11yViolations } from './fixtures/a11y.ts';
import { seedResultsStep, statValue, waitForJob } from './fixtures/filter-results.ts';
import { ensureAdmin, signInViaApi } from './fixtures/users.ts';

// The List Cleaner's files in the browser: header row detection, upload progress (and Cancel), the free Preview,
// and the Review state in the grid and both exports (ADR 0058).
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  context = await browser.newContext({ baseURL: baseURL! });
  page = await context.newPage();
  await ensureAdmin(page.request, baseURL!);
  await signInViaApi(page, baseURL!);
});

test.afterAll(async () => {
  await context.close();
});

const connections = [
  'Notes:',
  '"When exporting your connection data, you may notice that some of the email addresses are missing."',
  '',
  'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
  ...Array.from(
    { length: 30 },
    (_, i) =>
      `Person,${i},https://www.linkedin.com/in/p${i},,${i % 3 ? 'Acme Software' : 'Globex Pharma'},${i % 2 ? 'CTO' : 'Intern'},12 Mar 2024`,
  ),
].join('\n');

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test('Step 1 finds the header under a LinkedIn preamble, shows it, and reads the file again with another row', async () => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Step 1: Upload your list' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('List Name').fill(`Connections ${Date.now()}`);
  await page.getByLabel('CSV file').setInputFiles(csvFile('Connections.csv', connections));
  await expect(page.getByText('Header found on row 4 — 3 lines above it skipped')).toBeVisible();
  // One success message: the summary (the progress bar's 'Ready' line is gone once it is done).
  await expect(page.getByText('File uploaded successfully')).toHaveCount(1);
  await expect(page.getByText(/^Ready:/)).toHaveCount(0);
  await expect(page.getByText('30 rows and 7 columns detected', { exact: false })).toBeVisible();
  const preview = page.getByTestId('header-row-preview');
  await expect(preview.getByRole('row')).toHaveCount(9);
  await expectNoSeriousA11yViolations(page, 'step 1 with header preview');

  await preview.getByRole('button', { name: 'Use as header (row 1)' }).click();
  await expect(page.getByText('Header found on row 1', { exact: true })).toBeVisible();
  await expect(page.getByText('32 rows and 7 columns detected', { exact: false })).toBeVisible();
  await page.getByTestId('header-row-preview').getByRole('button', { name: 'Use as header (row 4)' }).click();
  await expect(page.getByText('Header found on row 4 — 3 lines above it skipped')).toBeVisible();
  await expect(page.getByText('30 rows and 7 columns detected', { exact: false })).toBeVisible();
});

test('Step 3 Preview shows the model’s decisions on the most frequent values, free, and marks an edited column stale', async () => {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Select the Columns you want to analyze' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Company' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3: Create your qualification criteria' })).toBeVisible();
  await page.getByLabel('Company').fill('keep: software');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const column = page.getByTestId('preview-Company');
  await expect(column.getByText('These values cover 100% of your rows')).toBeVisible({ timeout: 30_000 });
  const table = column.getByRole('table', { name: 'Preview of Company' });
  await expect(table.getByRole('row', { name: /Acme Software\s+20\s+KEEP/ })).toBeVisible();
  // No keep word: nobody decided it, so it is REVIEW (ADR 0058), not its guess EXCLUDE.
  await expect(table.getByRole('row', { name: /Globex Pharma\s+10\s+REVIEW/ })).toBeVisible();
  await expect(page.getByText(/previews? left this hour/)).toBeVisible();
  // No model is set up: the estimate speaks of rules, keywords and review, never of a model or a cache.
  const cost = page.getByRole('region', { name: 'Credit cost' });
  await expect(
    cost.getByText(/→ no model is set up: values the rules do not settle are guessed by keywords or left for review\./),
  ).toBeVisible({
    timeout: 10_000,
  });
  await expect(cost.getByTestId('rule-summary')).toHaveText(
    /^\d+ values?: \d+ decided by rules, \d+ guessed by keywords or left for review$/,
  );
  await expect(cost).not.toContainText('cached');
  // The rules read the field, so their reading is shown under it, not the keyword matcher's words.
  await expect(page.getByTestId('reading-Company')).toContainText('Read as: keep companies in software');
  await expect(page.getByText(/Offline matcher reads/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'step 3 with preview');

  await page.getByRole('textbox', { name: 'Company' }).fill('keep: pharma');
  await expect(column.getByText('Instructions changed — preview again')).toBeVisible();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(column.getByText('Instructions changed — preview again')).toBeHidden();
  await expect(table.getByRole('row', { name: /Globex Pharma\s+10\s+KEEP/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Acme Software\s+20\s+REVIEW/ })).toBeVisible();
});

test('Step 1 shows real progress for a big file, and Cancel leaves nothing', async () => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Step \d/ })).toBeVisible({ timeout: 20_000 });
  // Back to step 1 if the wizard kept its place.
  while (!(await page.getByRole('heading', { name: 'Step 1: Upload your list' }).isVisible())) {
    await page.getByRole('button', { name: 'Previous' }).click();
  }
  const rows = Array.from({ length: 300_000 }, (_, i) => `Company ${i},Industry ${i % 50},Country ${i % 20},${'x'.repeat(40)}`);
  const big = csvFile('big.csv', ['Company,Industry,Country,Notes', ...rows].join('\n'));

  await page.getByLabel('CSV file').setInputFiles(big);
  const progress = page.getByTestId('upload-progress');
  await expect(progress).toBeVisible();
  await expect(progress.getByText(/^(Sending: [\d.]+ of [\d.]+ MB|Reading rows)/)).toBeVisible();
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toBeHidden();
  await expect(page.getByText('File uploaded successfully')).toBeHidden();

  await page.getByLabel('CSV file').setInputFiles(big);
  // A CSV is parsed while it arrives (ADR 0028): the bytes sent advance with the parse (rows read are
  // reported once the last byte is in, often together with the answer), then it is ready.
  await expect(progress.getByText(/^(Sending: [\d.]+ of [\d.]+ MB|Reading rows)/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(page.getByText('Wait for the upload to finish')).toBeVisible();
  await expect(page.getByText('300,000 rows and 4 columns detected', { exact: false })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
});

test('Review: an undecided value is REVIEW in the grid and both exports until it is decided', async () => {
  test.setTimeout(90_000);
  const listName = `Review ${Date.now()}`;
  const rows = ['Company,Position', ...Array.from({ length: 30 }, (_, i) => `${i % 3 ? 'Acme Software' : 'Globex Pharma'},CTO`)];
  const upload = await page.request.post('/api/upload', { multipart: { file: csvFile('review.csv', rows.join('\n')) } });
  expect(upload.status()).toBe(200);
  const { fileId } = (await upload.json()) as { fileId: string };
  const started = await page.request.post('/api/filter', {
    data: {
      jobName: listName,
      fileId,
      selectedColumns: ['Company'],
      filterConfig: { columnConfig: { Company: { instructions: 'keep: pharma' } } },
    },
  });
  expect(started.status()).toBe(200);
  const { filterId } = (await started.json()) as { filterId: string };
  await waitForJob(page.request, filterId);
  await page.goto('/');
  await seedResultsStep(page, filterId, listName);
  await page.goto('/');

  // Acme Software has no keep word: REVIEW, counted on its card; its 20 rows sit where the guess put them.
  await expect(page.getByRole('button', { name: 'Back to Lists' })).toBeVisible({ timeout: 20_000 });
  expect(await statValue(page, 'Needs review')).toBe(1);
  expect(await statValue(page, 'Disqualified')).toBe(20);
  const acme = page.getByRole('button', { name: /^REVIEW \(needs review\) for Acme Software\b/ });
  await expect(acme).toHaveText('REVIEW');
  await expect(page.getByRole('button', { name: /^KEEP for Globex Pharma\b/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'results with a REVIEW value');

  // The workbook: every row says its Decision, whether it needs review, and why.
  let download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to spreadsheet (.xlsx)' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const disqualified = workbook.getWorksheet('Disqualified')!;
  expect(disqualified.getRow(1).values).toEqual([undefined, 'Company', 'Position', 'Decision', 'Needs review', 'Reason: Company']);
  expect((disqualified.getRow(2).values as unknown[]).slice(3, 5)).toEqual(['REVIEW', 'yes']);
  expect(workbook.getWorksheet('Qualified')!.getRow(2).getCell(3).value).toBe('KEEP');

  // The CSV of all rows, chosen on the page and named on the button.
  await page.getByRole('combobox', { name: 'CSV rows' }).click();
  await page.getByRole('option', { name: 'All rows (30)' }).click();
  download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as CSV: all rows' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toBe(`${listName} (all rows).csv`);
  const lines = (await readFile(await csv.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Company,Position,Decision,Needs review,Reason: Company');
  expect(lines).toHaveLength(31);
  expect(lines[1]).toMatch(/^Globex Pharma,CTO,KEEP,no,/);
  // (Decided before by the Preview above, so its reason may start 'Same as an earlier decision: '.)
  expect(lines[2]).toMatch(/^Acme Software,CTO,REVIEW,yes,".*Needs review: it mentions none of the words to keep/);

  // Deciding it ends the review: KEEP, no card count, its rows qualify.
  await acme.click();
  await page.getByRole('menuitem', { name: 'Keep Acme Software' }).click();
  await expect(page.getByRole('button', { name: /^KEEP for Acme Software\b/ })).toBeVisible();
  await expect.poll(() => statValue(page, 'Qualified')).toBe(30);
  await expect.poll(() => statValue(page, 'Needs review')).toBe(0);
});
