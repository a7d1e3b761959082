import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { toast } from '../workspace/workspace-helpers.ts';
import { issuedInvoiceOf, pdfTextOf, readyJobToInvoice } from './invoice-helpers.ts';

test('a changed tax rate leaves an issued invoice as it was issued, and taxes the next draft', async ({
  page,
  baseURL,
}) => {
  const base = baseURL as string;
  const job = await readyJobToInvoice(page, base);
  const settings = await page.request.get('/api/v1/settings/tax-currency');
  const taxed = await page.request.put('/api/v1/settings/tax-currency', {
    headers: { origin: base },
    data: { ...(await settings.json()), defaultTaxRate: '10' },
  });
  expect(taxed.status(), await taxed.text()).toBe(200);
  // $211.00 of work at 10 %: $21.10 of tax.
  const invoice = await issuedInvoiceOf(page.request, base, job.jobOrderId);

  await page.goto('/admin/settings/tax-currency');
  const rate = page.getByRole('textbox', { name: 'Default tax rate (%)' });
  await expect(rate).toHaveValue('10');
  await rate.fill('20');
  await page.getByRole('button', { name: 'Save tax and currency settings' }).click();
  await expect(toast(page, 'Tax and currency settings saved')).toBeVisible();

  await page.goto(`/admin/invoices/${invoice.id}`);
  await expect(page.getByTestId('invoice-title')).toHaveText(invoice.number);
  await expect(page.getByTestId('invoice-tax-10.000')).toContainText('Sales tax 10 % on $211.00');
  await expect(page.getByTestId('invoice-tax-10.000')).toContainText('$21.10');
  await expect(page.getByTestId('invoice-total')).toContainText('$232.10');

  // A counter sale made now is taxed at the new rate.
  const draft = await page.request.post('/api/v1/invoices', {
    headers: { origin: base },
    data: { counterSale: true, billToName: 'Walk-in buyer' },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const { id } = (await draft.json()) as { id: string };
  const line = await page.request.post(`/api/v1/invoices/${id}/lines`, {
    headers: { origin: base },
    data: { kind: 'part', description: 'Wiper blade', quantity: '1', unitPrice: '10.00' },
  });
  expect(line.status(), await line.text()).toBe(200);
  await page.goto(`/admin/invoices/${id}`);
  await expect(page.getByTestId('invoice-tax-20.000')).toContainText('$2.00');
  await expect(page.getByTestId('invoice-total')).toContainText('$12.00');
});

test('the car owner downloads an invoice from their Invoices page', async ({ page }) => {
  await signIn(page, 'driver@pitstop.test');
  await page.getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const download = page.getByRole('link', { name: /^Download INV-\d{4}-\d{5}$/ }).first();
  const label = (await download.getAttribute('aria-label')) as string;
  const number = label.replace('Download ', '');

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  expect(pdfTextOf(await readFile(path))).toContain(number);
});
