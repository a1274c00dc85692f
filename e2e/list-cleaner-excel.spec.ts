import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { filterStats, openResults, waitForJob } from './fixtures/filter-results.ts';
import { adminPageForSpec } from './fixtures/users.ts';

// Excel in the List Cleaner (docs/product.md#validation): an .xlsx is uploaded, its header found below a
// title, and it runs and exports as a CSV does; a file of another type is refused in the browser.
test.describe.configure({ mode: 'serial' });

const adminPage = adminPageForSpec();

async function crmWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Accounts');
  sheet.addRow(['Accounts export']);
  sheet.addRow([]);
  sheet.addRow(['Account Name', 'Industry', 'Billing Country']);
  const industries = ['Software', 'Banking', 'Mining'];
  for (let i = 0; i < 12; i++) sheet.addRow([`Account ${i}`, industries[i % 3], i % 2 ? 'France' : 'Germany']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('an .xlsx goes through the List Cleaner like a CSV: header found, columns, run, export', async () => {
  const page = adminPage();
  test.setTimeout(150_000);
  const listName = `Workbook ${Date.now()}`;
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Step 1: Upload your list' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Drag and drop your CSV or Excel file here')).toBeVisible();
  const input = page.getByLabel('CSV file or Excel workbook');
  await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('alert')).toHaveText('Please upload a CSV or Excel file');

  await page.getByLabel('List Name').fill(listName);
  await input.setInputFiles({
    name: 'Accounts.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await crmWorkbook(),
  });
  await expect(page.getByText('Header found on row 3 — 2 lines above it skipped')).toBeVisible();
  await expect(page.getByText('12 rows and 3 columns detected', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Step 2: Select the Columns you want to analyze' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Industry' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3: Create your qualification criteria' })).toBeVisible();
  await page.getByLabel('Industry').fill('keep: software, banking');
  const started = page.waitForResponse((r) => r.url().endsWith('/api/filter') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Run' }).click();
  const answer = await started;
  expect(answer.status()).toBe(200);
  const { filterId } = (await answer.json()) as { filterId: string };

  await waitForJob(page.request, filterId);
  await openResults(page, filterId, listName);
  await expect(page.getByRole('group', { name: 'Total Rows', exact: true })).toContainText('12');
  const stats = await filterStats(page.request, filterId);
  expect(stats.keptRowCount).toBe(8);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to spreadsheet' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${listName}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const qualified = workbook.getWorksheet('Qualified')!;
  // The file's columns, then what every row says of itself (ADR 0058).
  expect(qualified.getRow(1).values).toEqual([
    undefined,
    'Account Name',
    'Industry',
    'Billing Country',
    'Decision',
    'Needs review',
    'Reason: Industry',
  ]);
  expect(qualified.actualRowCount - 1).toBe(8);
});
