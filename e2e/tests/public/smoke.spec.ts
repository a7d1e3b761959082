import { expect, test } from '../../fixtures.ts';

test('serves the web app and sends an unknown path home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
});
