import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { STAFF } from '../bookings/booking-helpers.ts';
import { toast, uniqueWord } from '../workspace/workspace-helpers.ts';
import { seedJobOrder } from './screen-helpers.ts';

// The duplicate name is a 409 the dialog shows on the field.
test.use({ allowedConsoleErrors: [/status of 409/] });

test('an admin saves a canned job with its lines; a second one of the same name is refused on the field; the job order picker offers it', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  const name = uniqueWord('Alignment check ');

  await page.goto('/admin/job-orders/canned-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Canned jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'Add canned job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add canned job' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Add canned job' }).click();
  await expect(dialog.getByText('Add at least one line')).toBeVisible();

  // Labor typed by hand at a flat rate, then a fee: $89.50 + $5.00.
  await dialog.getByRole('button', { name: 'Add line' }).click();
  const line = page.getByRole('dialog', { name: 'Add line' });
  await line.getByRole('textbox', { name: 'Description' }).fill('Four-wheel alignment');
  await line.getByRole('textbox', { name: 'Rate' }).fill('89.5');
  await line.getByRole('textbox', { name: 'Rate' }).blur();
  await expect(line.getByRole('textbox', { name: 'Rate' })).toHaveValue('89.50');
  await line.getByRole('button', { name: 'Add line' }).click();
  await expect(line).toBeHidden();
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await line.getByText('Fee', { exact: true }).click();
  await line.getByRole('textbox', { name: 'Description' }).fill('Shop supplies');
  await line.getByRole('textbox', { name: 'Fee' }).fill('5');
  await line.getByRole('button', { name: 'Add line' }).click();
  await expect(line).toBeHidden();
  await expect(dialog.getByTestId('canned-job-total')).toHaveText('$94.50');
  await dialog.getByRole('button', { name: 'Add canned job' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, `${name} added`)).toBeVisible();
  const row = page.getByTestId('canned-job-row').filter({ hasText: name });
  await expect(row).toContainText('$94.50');
  await expect(row).toContainText('Active');

  // The same name again is refused under the Name field.
  await page.getByRole('button', { name: 'Add canned job' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await line.getByText('Fee', { exact: true }).click();
  await line.getByRole('textbox', { name: 'Description' }).fill('Disposal');
  await line.getByRole('textbox', { name: 'Fee' }).fill('3');
  await line.getByRole('button', { name: 'Add line' }).click();
  await dialog.getByRole('button', { name: 'Add canned job' }).click();
  await expect(dialog.getByText('Name already used')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const jobOrder = await seedJobOrder(page.request, baseURL as string);
  await page.goto(`/admin/job-orders/${jobOrder.id}`);
  await page.getByRole('button', { name: 'Add canned job' }).click();
  await expect(page.getByRole('menuitem', { name })).toBeVisible();
});
