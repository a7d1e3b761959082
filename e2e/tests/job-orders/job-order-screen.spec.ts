import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { STAFF } from '../bookings/booking-helpers.ts';
import { toast } from '../workspace/workspace-helpers.ts';
import { jobOrderNumber, seedCannedJob, seedJobOrder } from './screen-helpers.ts';

test('the desk adds a canned job, a part and a discount to a job order and the totals follow to the cent', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  const jobOrder = await seedJobOrder(page.request, baseURL as string);
  const cannedJob = await seedCannedJob(page.request, baseURL as string);

  await page.goto(`/admin/job-orders/${jobOrder.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: jobOrderNumber(jobOrder.number) }),
  ).toBeVisible();
  await expect(page.locator('[data-status]').first()).toHaveText('Estimate');
  await expect(page.getByRole('region', { name: 'Job order' })).toContainText(jobOrder.clientName);
  await expect(page.getByTestId('total-subtotal')).toContainText('$0.00');
  await expect(page.getByTestId('total-total-with-tax')).toContainText('$0.00');

  // The canned job: 1 × $120.00 labor and 2 × $45.50 parts, added in one click as its own job
  // after the job of the customer's concern.
  const jobs = page.getByTestId('job-order-job');
  await expect(jobs).toHaveCount(1);
  await page.getByRole('button', { name: 'Add canned job' }).click();
  await page.getByRole('menuitem', { name: cannedJob.name }).click();
  await expect(toast(page, `${cannedJob.name} added`)).toBeVisible();
  await expect(jobs).toHaveCount(2);
  await expect(jobs.nth(1).getByRole('heading', { level: 3 })).toHaveText(`2. ${cannedJob.name}`);
  const lines = page.getByTestId('job-order-line');
  await expect(jobs.nth(1).getByTestId('job-order-line')).toHaveCount(2);
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: 'Front brake pad set' })).toContainText('$91.00');
  await expect(page.getByTestId('total-labor')).toContainText('$120.00');
  await expect(page.getByTestId('total-parts')).toContainText('$91.00');
  await expect(page.getByTestId('total-subtotal')).toContainText('$211.00');

  // A part with a decimal quantity, in the concern's job: 1.5 × $12.99 = $19.485, rounded once
  // to $19.49.
  const concern = jobs.first();
  await concern.getByRole('button', { name: /^Add line/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add line' });
  await dialog.getByText('Part', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Brake fluid DOT 4');
  await dialog.getByRole('textbox', { name: 'Part number' }).fill('DOT4-1L');
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('1.5');
  await dialog.getByRole('textbox', { name: 'Unit price' }).fill('12.99');
  await expect(dialog.getByTestId('line-amount-preview')).toHaveText('Amount: $19.49');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(dialog).toBeHidden();
  await expect(lines).toHaveCount(3);
  await expect(concern.getByTestId('job-order-line')).toContainText('Brake fluid DOT 4');
  await expect(page.getByTestId('total-parts')).toContainText('$110.49');
  await expect(page.getByTestId('total-subtotal')).toContainText('$230.49');

  // A 10 % discount of $230.49 takes $23.05 off (23.049 rounded half-up).
  await concern.getByRole('button', { name: /^Add line/ }).click();
  await dialog.getByText('Discount', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Loyal customer');
  await dialog.getByText('Percentage', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Discount percentage' }).fill('150');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(dialog.getByText('Discount percentage must be at most 100')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Discount percentage' }).fill('10');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('total-discount')).toContainText('−$23.05');
  await expect(page.getByTestId('total-subtotal')).toContainText('$207.44');
  // The tax and the total with tax are the ones the invoice (and the customer's estimate) will show.
  const detail = await (await page.request.get(`/api/v1/job-orders/${jobOrder.id}`)).json();
  expect(detail.bill.net).toBe('207.44');
  await expect(page.getByTestId('total-total-with-tax')).toContainText(
    `$${Number(detail.bill.total).toFixed(2)}`,
  );

  const history = page.getByTestId('history-entry');
  await expect(history.filter({ hasText: 'Canned job added' })).toContainText(cannedJob.name);
  await expect(history.filter({ hasText: 'Brake fluid DOT 4' })).toContainText('Line added');
});

test('cancelling a job order asks for a reason, and the reason stays on it and in its history', async ({
  page,
  baseURL,
}) => {
  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  const jobOrder = await seedJobOrder(page.request, baseURL as string);

  await page.goto(`/admin/job-orders/${jobOrder.id}`);
  const actions = page.getByRole('group', { name: 'Job order actions' });
  await actions.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel job order' });
  await dialog.getByRole('button', { name: 'Cancel job order' }).click();
  await expect(dialog.getByText('Give a reason to cancel')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customer took the car elsewhere');
  await dialog.getByRole('button', { name: 'Cancel job order' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.locator('[data-status]').first()).toHaveText('Cancelled');
  await expect(toast(page, `${jobOrderNumber(jobOrder.number)} is now Cancelled`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Job order' })).toContainText(
    'Customer took the car elsewhere',
  );
  await expect(
    page.getByTestId('history-entry').filter({ hasText: 'Estimate → Cancelled' }),
  ).toContainText('Reason: Customer took the car elsewhere');
  // A cancelled job order takes no more moves or lines.
  await expect(actions).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add line' })).toBeHidden();
});
