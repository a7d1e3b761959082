import { expect, test } from '../../fixtures.ts';
import { latestMail } from '../auth/auth-helpers.ts';
import { toast } from '../workspace/workspace-helpers.ts';
import { pdfTextOf, readyJobToInvoice } from './invoice-helpers.ts';

test('at ready for pickup the desk invoices the job, issues it, opens and e-mails its PDF, is paid in two payments, and then completes it', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const base = baseURL as string;
  const job = await readyJobToInvoice(page, base);

  // Ready for pickup: Complete waits for the invoice and says why; the job offers the invoice.
  await page.goto(`/admin/job-orders/${job.jobOrderId}`);
  const actions = page.getByRole('group', { name: 'Job order actions' });
  await expect(actions.getByRole('button', { name: 'Complete' })).toBeDisabled();
  const jobNumber = `JO-${String(job.jobOrderNumber).padStart(4, '0')}`;
  await expect(
    page.getByText(
      `Complete is not possible: ${jobNumber} has no issued invoice. Create and issue its invoice before the car leaves.`,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
  const invoiceUrl = page.url();
  const title = page.getByTestId('invoice-title');
  await expect(title).toHaveText('Draft invoice');
  await expect(page.getByTestId('invoice-line')).toHaveCount(2);
  await expect(page.getByTestId('invoice-total')).toContainText('$211.00');

  // Issued: it gets its number; the job order links to it.
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await page
    .getByRole('dialog', { name: 'Issue this invoice?' })
    .getByRole('button', { name: 'Issue invoice' })
    .click();
  await expect(title).toHaveText(/^INV-\d{4}-\d{5}$/);
  const number = (await title.textContent()) as string;
  await expect(toast(page, `${number} issued`)).toBeVisible();
  const status = page.getByTestId('invoice-status');
  await expect(status).toHaveText('Issued');

  // Open PDF: a new tab on the invoice's PDF, which shows its number and total.
  const pdfLink = page.getByRole('link', { name: 'Open PDF' });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await pdfLink.getAttribute('href')) as string);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = pdfTextOf(await pdf.body());
  expect(text).toContain(number);
  expect(text).toContain('$211.00');

  // Send by e-mail: the client has no address, so the mail is shown once one is typed, and
  // Send sends what was shown (the PDF attached).
  const email = `billing-${Date.now()}@example.test`;
  await page.getByRole('button', { name: 'Send by e-mail' }).click();
  const send = page.getByRole('dialog', { name: `Send ${number}` });
  await expect(
    send.getByText('Type the address to send to: the mail is shown here.'),
  ).toBeVisible();
  const to = send.getByRole('textbox', { name: 'To' });
  await to.fill('not-an-address');
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(send.getByText('Enter a valid email address')).toBeVisible();
  await to.fill(email);
  await send.getByRole('button', { name: 'Send' }).click();
  const shown = send.getByRole('region', { name: 'The mail' });
  await expect(shown.getByTestId('mail-subject')).toHaveText(
    new RegExp(`^Invoice ${number} from `),
  );
  await expect(shown.getByTestId('mail-attachment')).toHaveText(`${number}.pdf`);
  await expect(shown.getByTestId('mail-text')).toContainText(
    `please find attached invoice ${number}`,
  );
  // The toast lasts 5 s from the answer: on a loaded machine the answer itself may take longer
  // than the expectation's wait, so the test waits for the answer first.
  const sent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/send'),
  );
  await send.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(202);
  await expect(toast(page, `${number} sent to ${email}`)).toBeVisible();
  const mail = await latestMail(page.request, email, new RegExp(number));
  expect(mail.attachments[0]).toMatchObject({
    filename: `${number}.pdf`,
    contentType: 'application/pdf',
  });

  // A first payment of part of it, then the rest (offered as the amount due).
  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog', { name: `Record payment for ${number}` });
  const amount = payment.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveValue('211.00');
  await amount.fill('250');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment.getByText('Amount is more than the balance due of $211.00')).toBeVisible();
  await amount.fill('100');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(status).toHaveText('Partially paid');
  await expect(page.getByTestId('invoice-balance')).toContainText('$111.00');

  // With money due the car may not leave yet (this shop does not allow unpaid pickup).
  await page.goto(`/admin/job-orders/${job.jobOrderId}`);
  await expect(page.getByTestId('job-order-invoice-state')).toHaveText(
    'Partially paid: $111.00 due',
  );
  await expect(actions.getByRole('button', { name: 'Complete' })).toBeDisabled();
  await expect(
    page.getByText(`Complete is not possible: ${number} has $111.00 due.`),
  ).toBeVisible();
  await page.goto(invoiceUrl);

  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(amount).toHaveValue('111.00');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(status).toHaveText('Paid');
  await expect(page.getByTestId('invoice-balance')).toContainText('$0.00');
  await expect(page.getByTestId('invoice-payment')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  // The job order now links to its invoice, paid: the car may leave.
  await page.goto(`/admin/job-orders/${job.jobOrderId}`);
  await expect(page.getByTestId('job-order-invoice-state')).toHaveText('Paid');
  await actions.getByRole('button', { name: 'Complete' }).click();
  const complete = page.getByRole('dialog');
  await complete.getByLabel('Mileage out').fill('48350');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(page.locator('[data-status]').first()).toHaveText('Completed');
  await page.getByRole('link', { name: `Invoice ${number}` }).click();
  await expect(page).toHaveURL(invoiceUrl);
  await page.goto(`/admin/invoices?search=${number}`);
  const row = page.getByTestId('invoice-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(job.clientName);
  await expect(row.locator('[data-status]')).toHaveText('Paid');
});
