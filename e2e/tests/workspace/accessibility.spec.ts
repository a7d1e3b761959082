import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { signIn } from '../auth/auth-helpers.ts';

test.describe('in the light and dark colour schemes', () => {
  test.beforeEach(async ({ page }) => {
    // axe over a full table is slow on a shared 2-core machine.
    test.slow();
    await signIn(page, 'owner@pitstop.test');
    await page.waitForURL('**/admin');
  });

  test('the clients screen has no serious or critical violations', async ({ page }) => {
    await page.goto('/admin/clients');
    await expect(
      page.getByRole('table', { name: 'Clients' }).locator('tbody tr').first(),
      // The first list of a freshly started server (cold caches) may take a while.
    ).toContainText('$', { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the vehicles screen has no serious or critical violations', async ({ page }) => {
    await page.goto('/admin/vehicles');
    await expect(
      page
        .getByRole('table', { name: 'Vehicles' })
        .getByRole('button', { name: /^Edit / })
        .first(),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the services screen has no serious or critical violations', async ({ page }) => {
    await page.goto('/admin/services');
    await expect(page.getByRole('row').filter({ hasText: 'Brake Fluid Flush' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the notifications inbox has no serious or critical violations', async ({ page }) => {
    await page.goto('/admin/notifications');
    // The demo car owner's messages are there, read and unread.
    await expect(page.getByTestId('notification').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the client dialog showing its errors has no serious or critical violations', async ({
    page,
  }) => {
    await page.goto('/admin/clients/new');
    const client = page.getByRole('dialog', { name: 'Add New Client' });
    await client.getByRole('button', { name: 'Add Client' }).click();
    await expect(client.getByText('Full Name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the vehicle dialog with its inline client form and a VIN warning has no serious or critical violations', async ({
    page,
  }) => {
    await page.goto('/admin/vehicles/new');
    const vehicle = page.getByRole('dialog', { name: 'Add New Vehicle' });
    await vehicle.getByRole('button', { name: 'Add New Client' }).click();
    await vehicle.getByRole('textbox', { name: 'VIN' }).fill('1HGCM82631A004352');
    await expect(vehicle.getByTestId('vin-warning')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
