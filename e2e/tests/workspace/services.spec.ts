import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { choose, toast, uniqueWord } from './workspace-helpers.ts';

test('a manager adds and edits a service, with a new category', async ({ page }) => {
  const name = `Wiper ${uniqueWord('Swap')}`;
  const category = uniqueWord('Cat');
  await signIn(page, 'manager@pitstop.test');
  await page.waitForURL('**/admin');
  await page.goto('/admin/services');
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
  for (const column of ['Name', 'Category', 'Duration (min)', 'Price ($)', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('row').filter({ hasText: 'Brake Fluid Flush' })).toContainText(
    '99.99',
  );

  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Category is required')).toBeVisible();
  await expect(dialog.getByText('Price is required')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('combobox', { name: 'Category' }).fill(category);
  // What was typed is kept and refused with the field's message, never changed (#21).
  const duration = dialog.getByRole('textbox', { name: 'Duration (min)' });
  const price = dialog.getByRole('textbox', { name: 'Price ($)' });
  for (const [minutes, amount] of [
    ['-5', '19.999'],
    ['2.5', '-1'],
  ] as const) {
    await duration.fill(minutes);
    await price.fill(amount);
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await expect(duration).toHaveValue(minutes);
    await expect(price).toHaveValue(amount);
    await expect(
      dialog.getByText('Duration must be a whole number of minutes greater than 0'),
    ).toBeVisible();
    await expect(
      dialog.getByText('Price must be 0 or more, with at most two decimals'),
    ).toBeVisible();
  }
  await duration.fill('0');
  await price.fill('24.5');
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(
    dialog.getByText('Duration must be a whole number of minutes greater than 0'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Duration (min)' }).fill('20');
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(toast(page, 'Service added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search services' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(category);
  await expect(row.getByRole('cell', { name: '20', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '24.50', exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  // The category list offers what the catalogue already uses.
  await edit.getByRole('combobox', { name: 'Category' }).fill('');
  await choose(page, edit.getByRole('combobox', { name: 'Category' }), 'Brakes');
  await edit.getByRole('textbox', { name: 'Price ($)' }).fill('30');
  await edit.getByRole('switch', { name: /Active/ }).uncheck();
  await edit.getByRole('button', { name: 'Update Service' }).click();
  await expect(toast(page, 'Service updated successfully')).toBeVisible();
  await expect(row).toContainText('Brakes');
  await expect(row.getByRole('cell', { name: '30.00', exact: true })).toBeVisible();
  await expect(row).toContainText('Inactive');
});

test('front desk reads the catalogue without Add or Edit', async ({ page }) => {
  await signIn(page, 'frontdesk@pitstop.test');
  await page.waitForURL('**/admin/clients');
  await page.goto('/admin/services');
  await expect(page.getByRole('row').filter({ hasText: 'Brake Fluid Flush' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Service' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search services' }).fill('brake');
  const rows = page.getByRole('table', { name: 'Services' }).locator('tbody tr');
  await expect(rows.first()).toContainText(/brake/i);
  for (const text of await rows.allTextContents()) expect(text).toMatch(/brake/i);
});
