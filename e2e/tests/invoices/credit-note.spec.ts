import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { toast } from '../workspace/workspace-helpers.ts';
import { issuedInvoiceOf, readyJobToInvoice } from './invoice-helpers.ts';

test('a credit note for one of two pads takes its amount off the balance, and the receivables owe the rest', async ({
  page,
  baseURL,
}) => {
  // Two axe runs over full screens on a shared 2-core machine.
  test.slow();
  const base = baseURL as string;
  const job = await readyJobToInvoice(page, base);
  const invoice = await issuedInvoiceOf(page.request, base, job.jobOrderId);

  await page.goto(`/admin/invoices/${invoice.id}`);
  await expect(page.getByTestId('invoice-title')).toHaveText(invoice.number);
  await expect(page.getByTestId('invoice-balance')).toContainText('$211.00');

  await page.getByRole('button', { name: 'Credit note' }).click();
  const dialog = page.getByRole('dialog', { name: `Credit note for ${invoice.number}` });
  await dialog.getByText('Chosen lines', { exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Front brake pad set' }).check();
  await dialog.getByRole('textbox', { name: 'Quantity to credit: Front brake pad set' }).fill('1');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('One pad returned unused');
  await expect(dialog.getByTestId('credit-total')).toContainText('Credits $45.50');
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, /^CN-\d{4}-\d{5} issued for \$45\.50$/)).toBeVisible();

  const note = page.getByTestId('credit-note');
  await expect(note).toContainText(/CN-\d{4}-\d{5}/);
  await expect(note).toContainText('−$45.50');
  await expect(page.getByTestId('invoice-credited')).toContainText('$45.50');
  await expect(page.getByTestId('invoice-balance')).toContainText('$165.50');
  await expect(page.getByTestId('invoice-status')).toHaveText('Issued');
  expect(await seriousViolations(page)).toEqual([]);

  // Receivables: the invoice, a day old at most, owes what the credit note left.
  await page.goto('/admin/invoices/receivables');
  await expect(page.getByRole('heading', { level: 1, name: 'Receivables' })).toBeVisible();
  await expect(page.getByTestId('bucket-0-30')).toContainText('$165.50');
  await expect(page.getByTestId('bucket-0-30')).toContainText('1 invoice');
  await expect(page.getByTestId('receivables-total')).toContainText('$165.50');
  const row = page.getByTestId('receivable-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(invoice.number);
  await expect(row).toContainText(job.clientName);
  expect(await seriousViolations(page)).toEqual([]);
});
