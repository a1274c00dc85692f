import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/a11y.ts';
import { adminApiContext, createUserViaAdmin, uniqueEmail, type ApiUser } from './fixtures/admin-api.ts';
import { linkIn, mailboxConfigured, waitForMail } from './fixtures/mailbox.ts';
import { signInViaApi } from './fixtures/users.ts';

// A team of four in one workspace (ADR 0067), each in a browser of their own: the owner makes the workspace and
// invites the others from its settings page (the admin and the viewer join with their accounts, the member makes one
// from the link); the member uploads a list and runs it; the viewer sees the job and who ran it and exports it, but
// may not run or override; the admin sets the member's monthly limit and the member's next Run is refused naming it;
// the owner sees the spend per member. Axe on every new screen.

test.describe.configure({ mode: 'serial' });

const team = `Acme Sales ${Date.now()}`;
const leads = (rows: number) =>
  Buffer.from(
    ['Company,Industry', ...Array.from({ length: rows }, (_, i) => `Lead ${i + 1},${i % 2 ? 'Banking' : 'Software'}`)].join('\n'),
  );

let owner: ApiUser;
let admin: ApiUser;
let viewer: ApiUser;
const member = { name: 'Mia Member', email: uniqueEmail('ws-member'), password: 'member-password-123' };
const contexts: BrowserContext[] = [];
const pages = {} as Record<'owner' | 'admin' | 'member' | 'viewer', Page>;
const links = {} as Record<'admin' | 'member' | 'viewer', string>;

async function browserPage(browser: Browser, baseURL: string, user?: ApiUser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  contexts.push(context);
  const page = await context.newPage();
  if (user) await signInViaApi(page, baseURL, user);
  return page;
}

const switcher = (page: Page) => page.getByRole('button', { name: /^Workspace: / });

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await adminApiContext(playwright.request, baseURL!);
  [owner, admin, viewer] = await Promise.all([
    createUserViaAdmin(api, baseURL!, { name: 'Olga Owner', tier: 'beta_tester', emailPrefix: 'ws-owner' }),
    createUserViaAdmin(api, baseURL!, { name: 'Adam Admin', tier: 'beta_tester', emailPrefix: 'ws-admin' }),
    createUserViaAdmin(api, baseURL!, { name: 'Vera Viewer', tier: 'beta_tester', emailPrefix: 'ws-viewer' }),
  ]);
  await api.dispose();
});
test.afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
});

test('the owner makes a team workspace and invites an admin, a member and a viewer', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const page = (pages.owner = await browserPage(browser, baseURL!, owner));
  await page.goto('/');
  await expect(switcher(page)).toHaveAccessibleName(/^Workspace: Personal/, { timeout: 20_000 });
  await switcher(page).click();
  await expectNoSeriousA11yViolations(page, 'workspace menu');
  await page.getByRole('menuitem', { name: 'Create workspace…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create workspace' });
  await dialog.getByRole('textbox', { name: 'Workspace name' }).fill(team);
  await dialog.getByRole('button', { name: /^Create/ }).click();
  await expect(switcher(page)).toHaveAccessibleName(`Workspace: ${team}`);

  await switcher(page).click();
  await page.getByRole('menuitem', { name: 'Workspace settings' }).click();
  await expect(page).toHaveURL(/\/workspace\/settings$/);
  await expect(page.getByRole('table', { name: 'Members' })).toContainText(owner.email);
  await expectNoSeriousA11yViolations(page, 'workspace settings');

  const invite = page.getByRole('form', { name: 'Invite someone' });
  for (const [who, email, role] of [
    ['admin', admin.email, 'Admin'],
    ['member', member.email, 'Member'],
    ['viewer', viewer.email, 'Viewer'],
  ] as const) {
    await invite.getByRole('textbox', { name: 'Email' }).fill(email);
    await invite.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: new RegExp(`^${role}`) }).click();
    const made = page.waitForResponse((r) => /\/api\/workspaces\/[^/]+\/invitations$/.test(r.url()) && r.request().method() === 'POST');
    await invite.getByRole('button', { name: 'Invite' }).click();
    const answer = await made;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toEqual({ email, role: role.toLowerCase() });
    const url = new URL(((await answer.json()) as { link: string }).link);
    // The page shows the same link to copy.
    await expect(page.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(url.href);
    links[who] = url.pathname + url.search;
    await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(email);
  }
  // The invitation also went out by email over the test's SMTP server.
  if (mailboxConfigured) expect(linkIn(await waitForMail(admin.email), '/invite?token=')).toContain('wsi_');
});

test('the admin and the viewer join with their accounts; the member makes one from the link', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  for (const [who, user, role] of [
    ['admin', admin, 'Admin'],
    ['viewer', viewer, 'Viewer'],
  ] as const) {
    const page = (pages[who] = await browserPage(browser, baseURL!, user));
    await page.goto(links[who]);
    await expect(page.getByRole('heading', { name: `Join ${team} as ${role}` })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, `invitation page (${who})`);
    await page.getByRole('button', { name: `Join ${team}` }).click();
    await expect(switcher(page)).toHaveAccessibleName(`Workspace: ${team} · ${role}`, { timeout: 20_000 });
  }
  const page = (pages.member = await browserPage(browser, baseURL!));
  await page.goto(links.member);
  await expect(page.getByRole('heading', { name: `Join ${team} as Member` })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Your name' }).fill(member.name);
  await page.getByLabel('New password', { exact: true }).fill(member.password);
  await page.getByLabel('Repeat the new password').fill(member.password);
  await page.getByRole('button', { name: 'Create my account and join' }).click();
  await expect(switcher(page)).toHaveAccessibleName(`Workspace: ${team} · Member`, { timeout: 20_000 });
});

/** The List Cleaner's three steps with a list of `rows` leads; returns the answer to Run. */
async function runList(page: Page, name: string, rows: number) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Step 1: Upload your list' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('List Name').fill(name);
  await page.getByLabel('CSV file').setInputFiles({ name: `${name}.csv`, mimeType: 'text/csv', buffer: leads(rows) });
  await expect(page.getByText(`${rows} rows and 2 columns detected`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'Industry' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Industry').fill('keep: software');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/filter') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Run' }).click();
  return answer;
}

test('the member uploads a list and runs it in the team workspace', async () => {
  test.setTimeout(120_000);
  const page = pages.member;
  const answer = await runList(page, 'Team leads', 4);
  expect(answer.status()).toBe(200);
  await expect(page).toHaveURL(/\/activity\/list-cleaner$/);
  const row = page.getByRole('row').filter({ hasText: 'Team leads' });
  await expect(row).toContainText('Completed', { timeout: 60_000 });
});

test('the viewer sees the job and who ran it, exports it, and may not run or override', async () => {
  test.setTimeout(120_000);
  const page = pages.viewer;
  await page.goto('/activity/list-cleaner');
  const row = page.getByRole('row').filter({ hasText: 'Team leads' });
  await expect(row).toContainText('Completed', { timeout: 30_000 });
  // Wide enough for the Run by column (from 1,200 px): the name under its header.
  await expect(page.getByRole('columnheader', { name: 'Run by' })).toBeVisible();
  await expect(row).toContainText(member.name);
  await expectNoSeriousA11yViolations(page, 'activity history (viewer)');
  await row
    .getByRole('link', { name: /Team leads/ })
    .or(row.getByRole('button', { name: /View/ }))
    .first()
    .click();
  await expect(page.getByText(`Run by ${member.name}`)).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /Export/ })
    .first()
    .click();
  const menuItem = page.getByRole('menuitem', { name: /CSV/ });
  if (await menuItem.isVisible().catch(() => false)) await menuItem.click();
  expect((await download).suggestedFilename()).toMatch(/\.(csv|xlsx)$/);
  // No override: the decisions' chips are no buttons for a viewer.
  await expect(page.getByRole('button', { name: /^(KEEP|EXCLUDE)\b/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'results (viewer)');

  // No Run: the List Cleaner says why and holds its controls back.
  await page.goto('/');
  await expect(page.getByText('Viewers can read and export', { exact: false }).first()).toBeVisible({ timeout: 20_000 });
  const refused = await page.request.post('/api/filter', { headers: { Origin: new URL(page.url()).origin }, data: {} });
  expect(refused.status()).toBe(403);
});

test("the admin sets the member's monthly limit and the member's next Run is refused naming it", async () => {
  test.setTimeout(120_000);
  const page = pages.admin;
  await page.goto('/workspace/settings');
  const limit = page.getByRole('spinbutton', { name: `Monthly credit limit of ${member.name}` });
  await expect(limit).toBeVisible({ timeout: 20_000 });
  const saved = page.waitForResponse((r) => /\/api\/workspaces\/[^/]+\/members\//.test(r.url()) && r.request().method() === 'PATCH');
  await limit.fill('6');
  await limit.press('Enter');
  expect((await saved).status()).toBe(200);
  await expectNoSeriousA11yViolations(page, 'workspace settings (admin)');

  const answer = await runList(pages.member, 'Over the limit', 4);
  expect(answer.status()).toBe(402);
  await expect(pages.member.getByRole('alert').filter({ hasText: 'Your monthly limit in' })).toContainText(
    `Your monthly limit in ${team} is 6 credits and you have used 4.`,
  );
});

test('the owner sees the spend per member', async () => {
  test.setTimeout(60_000);
  const page = pages.owner;
  await page.goto('/');
  // The usage chip (the pool's credits left, '5.0k') opens the usage dialog.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^[\d.,]+k?$/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Usage & Billing Details' })).toContainText(`${team} — shared credits`);
  const table = page.getByRole('table', { name: `Spend per member in ${team}` });
  await expect(table).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('row').filter({ hasText: member.name })).toContainText('4');
  await expect(table.getByRole('row').filter({ hasText: member.name })).toContainText('6');
  await expectNoSeriousA11yViolations(page, 'usage dialog (owner)');
});
