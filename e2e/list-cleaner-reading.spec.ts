import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ensureAdmin, signInViaApi } from './fixtures/users.ts';

// Model-assisted reading (ADR 0034) in the browser, against the app whose model is the fake server (scripts/e2e.ts scripts its
// restatement): the criteria step shows how each column is read, the model is asked to read what the rules
// cannot, and "Use this reading" puts the restatement in place of the instructions.
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  test.skip(test.info().project.name !== 'model', 'needs a configured model');
  context = await browser.newContext({ baseURL: baseURL! });
  page = await context.newPage();
  await ensureAdmin(page.request, baseURL!);
  await signInViaApi(page, baseURL!);
});

test.afterAll(async () => {
  await context?.close();
});

const places = ['Germany', 'Deutschland', 'France', 'Schweiz', 'Japan', 'USA', 'Atlantis'];
const csv = ['Company,Country', ...places.map((p, i) => `Co ${i},${p}`)].join('\n');
const refused = 'Where our Frankfurt team reaches by train in a day';

test('the criteria step shows the reading, asks the model for one, and runs what the user saw', async () => {
  test.skip(test.info().project.name !== 'model', 'needs a configured model');
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Step 1: Upload your list' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('List Name').fill(`Train countries ${Date.now()}`);
  await page.getByLabel('CSV file').setInputFiles({ name: 'train.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('7 rows and 2 columns detected', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'Country' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3: Create your qualification criteria' })).toBeVisible();

  const reading = page.getByTestId('reading-Country');
  await page.getByLabel('Country').fill('Keep countries in the EU');
  await expect(reading).toHaveText('Read as: keep countries in the EU — 27 members (rules)', { timeout: 15_000 });

  await page.getByLabel('Country').fill(refused);
  await expect(reading).toContainText('Not read by the rules — the model will decide each value', { timeout: 15_000 });
  await reading.getByRole('button', { name: 'Ask the model to read it' }).click();
  await expect(reading).toContainText('Read as: keep Germany, France, Switzerland, Austria (read by the model; the rules decide)', {
    timeout: 15_000,
  });
  await reading.getByRole('button', { name: 'Use this reading' }).click();
  await expect(page.getByLabel('Country')).toHaveValue('Keep: Germany, France, Switzerland, Austria');
  await expect(reading).toHaveText('Read as: keep Germany, France, Switzerland, Austria (rules)', { timeout: 15_000 });

  const started = page.waitForResponse((r) => r.url().endsWith('/api/filter') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Run' }).click();
  const { filterId } = (await (await started).json()) as { filterId: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/progress/${filterId}`)).json()) as { status: string }).status, {
      timeout: 60_000,
    })
    .toBe('completed');
  const decisions = (await (await page.request.get(`/api/results/${filterId}/decisions?pageSize=100`)).json()) as {
    rows: Array<{ value: string; decision: string; reason: string }>;
  };
  const byValue = new Map(decisions.rows.map((r) => [r.value, r]));
  expect(byValue.get('Deutschland')).toMatchObject({ decision: 'KEEP' });
  expect(byValue.get('Japan')).toMatchObject({ decision: 'EXCLUDE' });
});
