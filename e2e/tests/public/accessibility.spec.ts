import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';

test.describe('in the light and dark colour schemes', () => {
  for (const path of ['/', '/mechanics', '/contact']) {
    test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the contact form showing its errors has no serious or critical violations', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the open menu has no serious or critical violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
