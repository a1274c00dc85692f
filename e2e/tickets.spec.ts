import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y.ts';
import { adminApiContext, createUserViaAdmin } from './fixtures/admin-api.ts';
import { signInViaApi } from './fixtures/users.ts';

// The Development Tracking Dashboard: an administrator creates, edits, sorts, exports and deletes
// tickets on /tickets; anybody else sees 'Administrators only' and the API refuses them.
test.describe.configure({ mode: 'serial' });

let adminApi: APIRequestContext;
test.beforeAll(async ({ playwright, baseURL }) => {
  adminApi = await adminApiContext(playwright.request, baseURL!);
});
test.afterAll(async () => {
  await adminApi?.dispose();
});

/** Ids of this run, so the spec can run again against the same database. */
const run = `E2E${Date.now().toString(36).toUpperCase()}`;
const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (daysFromToday: number) => {
  const d = new Date(Date.now() + daysFromToday * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const grid = (page: Page) => page.getByRole('grid', { name: 'Tickets' });
const row = (page: Page, id: string) => grid(page).locator(`[role="row"][data-id="${id}"]`);
const shownIds = (page: Page) =>
  grid(page)
    .locator('[role="row"][data-id]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));
const card = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).locator('p').last();

async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addTicket(
  page: Page,
  fields: { id: string; title: string; priority?: string; effort?: string; value?: string; assignee?: string; due?: string },
) {
  await page.getByRole('button', { name: 'Add Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Ticket' });
  await dialog.getByRole('textbox', { name: 'Ticket ID' }).fill(fields.id);
  await dialog.getByRole('textbox', { name: 'Title' }).fill(fields.title);
  if (fields.priority) await choose(page, dialog, 'Priority', fields.priority);
  if (fields.effort) await choose(page, dialog, 'Effort', fields.effort);
  if (fields.value) await choose(page, dialog, 'Business Value', fields.value);
  if (fields.assignee) await dialog.getByRole('textbox', { name: 'Assignee' }).fill(fields.assignee);
  if (fields.due) await dialog.getByLabel('Due Date').fill(fields.due);
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, fields.id)).toBeVisible();
}

test('an administrator creates, edits, sorts, exports and deletes tickets', async ({ page, baseURL }) => {
  // A long flow on a machine shared with other suites: more than the default minute.
  test.setTimeout(180_000);
  await signInViaApi(page, baseURL!);
  await page.goto('/tickets');
  // The dashboard and its grid are lazy chunks (the DataGrid is the largest one): generous on a busy machine.
  await expect(page.getByRole('heading', { name: 'Development Tracking Dashboard' })).toBeVisible({ timeout: 30_000 });
  await expect(grid(page)).toBeVisible({ timeout: 30_000 });
  const totalBefore = Number(await card(page, 'Total Tickets').innerText());

  // The dialog refuses a ticket without id and title.
  await page.getByRole('button', { name: 'Add Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Ticket' });
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(dialog.getByText('Ticket id is required')).toBeVisible();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'add ticket dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await addTicket(page, {
    id: `${run}-1`,
    title: 'Login page',
    priority: 'P0',
    effort: 'XL (1+ week)',
    value: 'High',
    assignee: 'Ada',
    due: localDate(-2),
  });
  await addTicket(page, { id: `${run}-2`, title: '=HYPERLINK("http://evil")' });
  await addTicket(page, { id: `${run}-3`, title: 'Dark mode', priority: 'P3', effort: 'XS (1-2 hours)', value: 'Low' });
  await expect(card(page, 'Total Tickets')).toHaveText(String(totalBefore + 3));

  // A taken id is refused and the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Add Ticket' }).click();
  await dialog.getByRole('textbox', { name: 'Ticket ID' }).fill(`${run}-1`);
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Twice');
  await dialog.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(dialog.getByText('Error: Failed to create ticket: A ticket with this id already exists')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Twice');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Score to two decimals, effort labels, the overdue row in red.
  await page.getByRole('textbox', { name: 'Search tickets' }).fill(run);
  await expect(row(page, `${run}-1`)).toContainText('7.00');
  await expect(row(page, `${run}-1`)).toContainText('XL · 1+ week');
  await expect(row(page, `${run}-2`)).toContainText('1.33');
  await expect(row(page, `${run}-3`)).toContainText('0.40');
  await expect(row(page, `${run}-1`)).toHaveClass(/ticket-overdue/);
  await expect(row(page, `${run}-1`).getByText('Overdue')).toBeVisible();
  await expect(row(page, `${run}-2`)).not.toHaveClass(/ticket-overdue/);
  expect(await shownIds(page)).toEqual([`${run}-1`, `${run}-2`, `${run}-3`]);

  // Sorting: score ascending, then by id descending.
  await grid(page).getByRole('columnheader', { name: 'Score' }).click();
  await expect.poll(() => shownIds(page)).toEqual([`${run}-3`, `${run}-2`, `${run}-1`]);
  await grid(page).getByRole('columnheader', { name: 'ID' }).click();
  await expect.poll(() => shownIds(page)).toEqual([`${run}-3`, `${run}-2`, `${run}-1`]);
  await grid(page).getByRole('columnheader', { name: 'ID' }).click();
  await expect.poll(() => shownIds(page)).toEqual([`${run}-1`, `${run}-2`, `${run}-3`]);

  // Edit: Done is never overdue; the change survives a reload (stored on the server).
  await row(page, `${run}-1`)
    .getByRole('button', { name: `Edit ${run}-1` })
    .click();
  const edit = page.getByRole('dialog', { name: `Edit Ticket ${run}-1` });
  await expect(edit.getByRole('textbox', { name: 'Ticket ID' })).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Title' }).fill('Login page, shipped');
  await choose(page, edit, 'Status', 'Done');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, `${run}-1`)).toContainText('Login page, shipped');
  await expect(row(page, `${run}-1`)).not.toHaveClass(/ticket-overdue/);
  await page.reload();
  await expect(grid(page)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Search tickets' }).fill(run);
  await expect(row(page, `${run}-1`)).toContainText('Login page, shipped');
  await expect(row(page, `${run}-1`)).toContainText('Done');

  await expectNoSeriousA11yViolations(page, 'tickets dashboard');

  // Export what the filters show: UTF-8 with a BOM, the formula defused.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('development_tickets.csv');
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('ID,Title,Description,Status,Priority,Effort,Business Value,Score,Assignee,Due Date,Dependencies,Date Created');
  // The rows the filters show, in the table's order (highest score first after the reload).
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([`${run}-1`, `${run}-2`, `${run}-3`]);
  const first = lines.find((l) => l.startsWith(`${run}-1,`))!;
  expect(first.startsWith(`${run}-1,"Login page, shipped",,Done,P0,XL (1+ week),High,7.00,Ada,${localDate(-2)},,`)).toBe(true);
  expect(first).toMatch(/,\d{4}-\d{2}-\d{2}$/);
  expect(lines.find((l) => l.startsWith(`${run}-2,`))).toContain(`${run}-2,"'=HYPERLINK(""http://evil"")",`);

  // Delete asks first.
  await row(page, `${run}-3`)
    .getByRole('button', { name: `Delete ${run}-3` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete ticket?' });
  await expect(confirm).toContainText(`${run}-3 "Dark mode"`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, `${run}-3`)).toBeVisible();
  await row(page, `${run}-3`)
    .getByRole('button', { name: `Delete ${run}-3` })
    .click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, `${run}-3`)).toBeHidden();
  await expect(card(page, 'Total Tickets')).toHaveText(String(totalBefore + 2));
});

test("a non-administrator sees 'Administrators only' and the API refuses them", async ({ page, baseURL }) => {
  const user = await createUserViaAdmin(adminApi, baseURL!, { name: 'Nora Nonadmin', tier: 'beta_tester', emailPrefix: 'tickets-user' });
  await signInViaApi(page, baseURL!, user);
  await page.goto('/tickets');
  await expect(page.getByText('Administrators only')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Add Ticket' })).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Tickets' })).toHaveCount(0);
  const listed = await page.request.get('/api/tickets');
  expect(listed.status()).toBe(403);
  const created = await page.request.post('/api/tickets', { data: { id: `${run}-X`, title: 'Sneaky' }, headers: { Origin: baseURL! } });
  expect(created.status()).toBe(403);
  await expectNoSeriousA11yViolations(page, 'tickets for a non-administrator');
});
