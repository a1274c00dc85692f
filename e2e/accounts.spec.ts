import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApiContext, createUserViaAdmin, uniqueEmail } from './fixtures/admin-api.ts';
import { expectNoSeriousA11yViolations } from './fixtures/a11y.ts';
import { linkIn, mailboxConfigured, waitForMail } from './fixtures/mailbox.ts';
import { signInViaApi } from './fixtures/users.ts';

// An invitation, a forgotten password and the account page, walked in Chromium against the real
// app, whose email goes to a real SMTP server on loopback (scripts/e2e.ts).
test.describe.configure({ mode: 'serial' });
// Three whole flows each, with axe runs: more than the default minute on a busy machine.
test.setTimeout(180_000);
// A page's first load fetches its lazy chunk; on a machine this busy that alone has taken over 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.skip(!mailboxConfigured, 'needs the SMTP server of scripts/e2e.ts');

let adminApi: APIRequestContext;
test.beforeAll(async ({ playwright, baseURL }) => {
  adminApi = await adminApiContext(playwright.request, baseURL!);
});
test.afterAll(async () => {
  await adminApi?.dispose();
});

const sameOrigin = (link: string, baseURL: string) => new URL(new URL(link).pathname + new URL(link).search, baseURL).href;

/** A page of a browser context of its own (no cookies, no stored session). */
async function anonymousPage(page: Page, baseURL: string): Promise<Page> {
  const context = await page.context().browser()!.newContext({ baseURL });
  return context.newPage();
}

test('an administrator invites a colleague, who follows the emailed link, chooses a password and is signed in', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('invitee');
  await signInViaApi(page, baseURL!);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await expectNoSeriousA11yViolations(page, 'Invite user dialog');
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByRole('row', { name: new RegExp(email) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Admin panel with pending invitations', ['.MuiDataGrid-root']);

  // Inviting the same address again is refused with a clear message.
  await page.getByRole('button', { name: 'Invite user' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(dialog.getByText(`${email} already has a pending invitation: resend or revoke it`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const mail = await waitForMail(email);
  expect(mail.subject).toBe("You're invited to LeadSift");
  const link = sameOrigin(linkIn(mail, '/invite?token='), baseURL!);

  const invitee = await anonymousPage(page, baseURL!);
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Join LeadSift' })).toBeVisible();
  await expect(invitee.getByText(`You were invited as ${email}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(invitee, 'Accept invitation page');
  await invitee.getByRole('textbox', { name: 'Your name' }).fill('Ivy Invitee');
  await invitee.getByLabel('New password', { exact: true }).fill('ivy-password');
  await invitee.getByLabel('Repeat the new password').fill('ivy-password');
  await invitee.getByRole('button', { name: 'Create my account' }).click();
  await expect(invitee.getByRole('banner').getByText('Ivy Invitee')).toBeVisible();

  // The link works once: opened again, it says so.
  const again = await anonymousPage(page, baseURL!);
  await again.goto(link);
  await expect(again.getByText('This invitation was already used. Sign in with the password you chose.')).toBeVisible();
  await expectNoSeriousA11yViolations(again, 'Used invitation page');

  // The inviting administrator's bell tells them.
  await page.reload();
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByText(`Ivy Invitee (${email}) accepted your invitation`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Notifications list', ['.MuiDataGrid-root']);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  // The disabled button let go of the focus: Escape goes to the list itself.
  await page.getByRole('dialog', { name: 'Notifications' }).press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('a user who forgot their password gets a link by email and chooses a new one; the link then no longer works', async ({
  page,
  baseURL,
}) => {
  const user = await createUserViaAdmin(adminApi, baseURL!, { name: 'Fran Forgetful', tier: 'beta_tester', emailPrefix: 'forgot' });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await expectNoSeriousA11yViolations(page, 'Forgot password dialog');
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(dialog.getByText('If an account exists for this address, we sent a link. The link is valid for one hour.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const link = sameOrigin(linkIn(await waitForMail(user.email), '/reset-password?token='), baseURL!);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Reset password page');
  await page.getByLabel('New password', { exact: true }).fill('fran-new-password');
  await page.getByLabel('Repeat the new password').fill('fran-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password was changed.', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password').fill('fran-new-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('banner').getByText('Fran Forgetful')).toBeVisible();

  await page.goto(link);
  await expect(page.getByText(/This password reset link has expired or was already used/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Used reset link page');
});

test('the account page: name, plan and credits, password, sessions and notification settings', async ({ page, baseURL }) => {
  const user = await createUserViaAdmin(adminApi, baseURL!, { name: 'Acer Account', tier: 'beta_tester', emailPrefix: 'account' });
  const elsewhere = await anonymousPage(page, baseURL!);
  await signInViaApi(elsewhere, baseURL!, user);
  await signInViaApi(page, baseURL!, user);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Acer Account' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Account page');

  await page.getByRole('textbox', { name: 'Name' }).fill('Acer Renamed');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name was saved.')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Acer Renamed')).toBeVisible();

  const sessions = page.getByRole('list', { name: 'Signed-in sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toBeVisible();

  const finished = page.getByRole('checkbox', { name: 'A List Cleaner or research job finished: email' });
  await expect(finished).toBeChecked();
  await finished.uncheck();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'A List Cleaner or research job finished: email' })).not.toBeChecked();

  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill('acer-new-password');
  await page.getByLabel('Repeat the new password').fill('acer-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password was changed. You were signed out everywhere else and your connected apps were disconnected.'),
  ).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  // This page goes on; the other browser is signed out.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await elsewhere.goto('/');
  await expect(elsewhere).toHaveURL(/\/login/);
});
