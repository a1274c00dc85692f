/// <reference lib="dom" />
// page.evaluate callbacks run in the browser and use its globals.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { admin, ensureAdmin, needsSetup, signInViaApi, ssoConfigured, ssoUser } from './fixtures/users.ts';

// One database serves the whole run and first-run setup happens once, so these run in order.
test.describe.configure({ mode: 'serial' });

const drawerEntries = ['List Cleaner', 'Research Agent', 'Templates', 'Activity History', 'Automations'];

async function expectShell(page: Page, displayName: string) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // A signed-in page's first load fetches the shell's chunks: give a busy machine time.
  await expect(nav.getByRole('link')).toHaveText(drawerEntries, { timeout: 20_000 });
  await expect(page.getByText(displayName, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

test('first run: create the administrator, use the shell, keep the session on reload, log out', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your expert business development assistant')).toBeVisible();

  if (await needsSetup(page.request)) {
    await expect(page.getByRole('heading', { name: 'Create administrator account' })).toBeVisible();
    await expect(page.getByText('Minimum 6 characters')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(admin.name);
    await page.getByLabel('Email', { exact: true }).fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Create administrator account' }).click();
  } else {
    // Another spec created the administrator before this one ran (same credentials, e2e/fixtures/users.ts).
    test.info().annotations.push({ type: 'note', description: 'first-run setup had already happened; signed in instead' });
    await ensureAdmin(page.request, baseURL!);
    await page.getByLabel('Email', { exact: true }).fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  await expect(page).toHaveURL(/\/$/);
  await expectShell(page, admin.name);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible();

  await page.reload();
  await expectShell(page, admin.name);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  // The server revoked the session: a reload stays signed out.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the error and stays on the login page', async ({ page, baseURL }) => {
  await ensureAdmin(page.request, baseURL!);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('password sign-in shows the success message, then opens the app', async ({ page, baseURL }) => {
  await ensureAdmin(page.request, baseURL!);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login successful. Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectShell(page, admin.name);
});

test('an unknown path lands on /login when signed out and on / when signed in', async ({ page, baseURL }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);

  await ensureAdmin(page.request, baseURL!);
  await signInViaApi(page, baseURL!);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expectShell(page, admin.name);
});

test("'Sign in with SSO' completes against the OpenID Connect provider and lands signed in on /", async ({ page }) => {
  test.skip(!ssoConfigured, 'no OpenID Connect provider: run through `npm run test:e2e`');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await expect(page.getByText('Completing authentication...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectShell(page, ssoUser.name);
  await page.reload();
  await expectShell(page, ssoUser.name);
});

test("emergency reset clears the browser's storage and offers 'Reload Application'", async ({ page }) => {
  await page.goto('/emergency-reset');
  await page.evaluate(async () => {
    localStorage.setItem('leadsift.filterToolExpanded', 'true');
    sessionStorage.setItem('leadsift.debugLogs', '[]');
    document.cookie = 'leadsift.e2e=1; path=/';
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('leadsift-e2e-cache', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('items');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
  });

  await page.getByRole('button', { name: 'Perform Complete Reset' }).click();
  await expect(page.getByRole('status', { name: 'Server-side reset' })).toContainText('Complete');
  await expect(page.getByRole('status', { name: 'Client-side reset' })).toContainText('Complete');
  await expect(page.getByRole('button', { name: 'Reload Application' })).toBeVisible();

  const left = await page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    cookies: document.cookie,
    databases: (await indexedDB.databases()).map((db) => db.name),
  }));
  expect(left).toEqual({ local: 0, session: 0, cookies: '', databases: [] });

  await page.getByRole('button', { name: 'Reload Application' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
