import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { apiSignIn, createConfirmedUser, uniqueEmail } from '../auth/auth-helpers.ts';
import { seedItem } from '../inventory/inventory-helpers.ts';
import { choose, toast } from '../workspace/workspace-helpers.ts';

const euros = (amount: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount);

test('an admin switches the shop to euros in the German format and a rate; it stays after a reload and money reads in euros elsewhere', async ({
  page,
  baseURL,
}) => {
  // A workshop of its own: the demo shop's dollars stay as other tests expect them.
  const user = await createConfirmedUser(page.request, baseURL as string, {
    email: uniqueEmail('tax-admin'),
    role: 'mechanic',
    firstName: 'Tess',
    lastName: 'Ledger',
  });
  await apiSignIn(page.request, baseURL as string, user.email, user.password);
  const created = await page.request.post('/api/v1/shops', {
    headers: { origin: baseURL as string },
    data: { name: `Euro Garage ${Date.now()}`, timezone: 'Europe/Berlin', currency: 'USD' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = await seedItem(page.request, baseURL as string, { price: '1234.50' });

  await page.goto('/admin/settings/tax-currency');
  await expect(page.getByRole('heading', { level: 1, name: 'Tax and Currency' })).toBeVisible();
  await expect(
    page.getByText('Issued invoices keep the settings they were issued with'),
  ).toBeVisible();
  const example = page.getByTestId('money-example');
  await expect(example).toHaveText('Example: $1,234.50');
  expect(await seriousViolations(page)).toEqual([]);

  await choose(page, page.getByRole('combobox', { name: 'Currency' }), 'EUR — Euro');
  await choose(page, page.getByRole('combobox', { name: 'Number format' }), /^German \(Germany\)/);
  await expect(example).toHaveText(`Example: ${euros(1234.5)}`);
  await page.getByRole('textbox', { name: 'Default tax rate (%)' }).fill('19');
  await page.getByRole('button', { name: 'Save tax and currency settings' }).click();
  await expect(toast(page, 'Tax and currency settings saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR — Euro');
  await expect(page.getByRole('combobox', { name: 'Number format' })).toHaveValue(
    /^German \(Germany\)/,
  );
  await expect(page.getByRole('textbox', { name: 'Default tax rate (%)' })).toHaveValue('19');

  await page.goto('/admin/inventory');
  const row = page.getByRole('row').filter({ hasText: item.sku });
  await expect(row).toContainText(euros(1234.5));
  await expect(row).not.toContainText('$');
});
