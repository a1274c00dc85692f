import { expect, test } from '@playwright/test';

test('the built app is served with its title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('LeadSift');
  await expect(page.getByText('Your expert business development assistant')).toBeVisible();
});
