import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { signIn } from '../auth/auth-helpers.ts';

/** Nothing wider than the window: no sideways scrolling of the page itself. */
async function overflowsSideways(page: Page) {
  return page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth + 1');
}

test.describe('car-owner pages in the light and dark colour schemes', () => {
  test('have no serious or critical violations', async ({ page }) => {
    test.slow();
    await signIn(page, 'driver@pitstop.test');
    await expect(page).toHaveURL('/client/dashboard');
    await expect(page.getByRole('region', { name: 'Recent services' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/client/profile');
    await expect(page.getByRole('heading', { name: 'Jordan Driver', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/client/service-history');
    await expect(page.getByRole('list', { name: 'Completed services' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/client/vehicles');
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Vehicle' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the staff client profile and New Interaction dialog have no serious violations', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'owner@pitstop.test');
  await page.waitForURL('**/admin');
  await page.goto('/admin/clients');
  await page.getByRole('textbox', { name: 'Search clients' }).fill('Jordan Driver');
  await page.getByRole('link', { name: 'View Jordan Driver' }).click();
  await expect(page.getByRole('heading', { name: 'Jordan Driver', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Service History' }).click();
  await expect(page.getByRole('list', { name: 'Completed services' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'New Interaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Interaction' });
  await dialog.getByRole('button', { name: 'Save Interaction' }).click();
  await expect(dialog.getByText('Write the message')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const width of [360, 768]) {
  test(`the car owner's pages fit a ${width} px screen, the sidebar behind the menu button`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'driver@pitstop.test');
    await expect(page).toHaveURL('/client/dashboard');
    await expect(page.getByRole('region', { name: 'Recent services' })).toBeVisible();
    for (const path of [
      '/client/dashboard',
      '/client/profile?tab=vehicles',
      '/client/vehicles',
      '/client/service-history',
      '/client/communication',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      expect(await overflowsSideways(page), path).toBe(false);
    }
    if (width < 768) {
      const menu = page.getByRole('button', { name: 'Toggle navigation' });
      await menu.click();
      await page
        .getByRole('navigation', { name: 'My area' })
        .getByRole('link', { name: 'Service History' })
        .click();
      await expect(page).toHaveURL('/client/service-history');
    }
  });
}
