import { expect, test } from '../../fixtures.ts';
import { newWorkshopAdmin } from '../job-orders/lists-helpers.ts';
import { toast } from '../workspace/workspace-helpers.ts';

test('a walk-in counter sale is started from the list, filled in as a draft and issued', async ({
  page,
  baseURL,
}) => {
  await newWorkshopAdmin(page, baseURL as string);
  await page.goto('/admin/invoices');
  await expect(page.getByText('No invoices yet.')).toBeVisible();

  await page.getByRole('button', { name: 'New counter sale' }).click();
  const start = page.getByRole('dialog', { name: 'New counter sale' });
  await start.getByText('A walk-in customer', { exact: true }).click();
  await start.getByRole('button', { name: 'Start counter sale' }).click();
  await expect(start.getByText('Type the name to bill')).toBeVisible();
  await start.getByRole('textbox', { name: 'Name to bill' }).fill('Sam Walker');
  await start.getByRole('button', { name: 'Start counter sale' }).click();

  // The empty draft: Issue waits for a line.
  await expect(page.getByTestId('invoice-title')).toHaveText('Draft invoice');
  await expect(page.getByRole('button', { name: 'Issue invoice' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add line' }).click();
  const line = page.getByRole('dialog', { name: 'Add line' });
  await line.getByText('Part', { exact: true }).click();
  await expect(line.getByRole('textbox', { name: 'Unit cost' })).toHaveCount(0);
  await line.getByRole('textbox', { name: 'Description' }).fill('Wiper blade 22"');
  await line.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await line.getByRole('textbox', { name: 'Unit price' }).fill('14.25');
  await line.getByRole('button', { name: 'Add line' }).click();
  await expect(line).toBeHidden();
  await expect(page.getByTestId('invoice-total')).toContainText('$28.50');

  await page.getByRole('button', { name: 'Edit details' }).click();
  const details = page.getByRole('dialog', { name: 'Edit invoice details' });
  await details.getByRole('textbox', { name: 'E-mail' }).fill('sam.walker@example.test');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(toast(page, 'Invoice details saved')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invoice', exact: true })).toContainText(
    'sam.walker@example.test',
  );

  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await page
    .getByRole('dialog', { name: 'Issue this invoice?' })
    .getByRole('button', { name: 'Issue invoice' })
    .click();
  await expect(page.getByTestId('invoice-title')).toHaveText(/^INV-\d{4}-00001$/);
  await expect(page.getByRole('button', { name: 'Add line' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Invoices', exact: true }).first().click();
  const row = page.getByTestId('invoice-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sam Walker');
  await expect(row).toContainText('$28.50');
});
