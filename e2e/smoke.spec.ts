import { expect, test } from '@playwright/test';

test('the built app is served with its title', async ({ page }) => {
  const response = await page.goto('/');
  expect(await response!.text()).toContain('<title>LeadSift</title>');
  // The app then names the screen it shows (docs/decisions/0060): signed out, the sign-in page.
  await expect(page).toHaveTitle('Sign in · LeadSift');
  await expect(page.getByText('Your expert business development assistant')).toBeVisible();
});
