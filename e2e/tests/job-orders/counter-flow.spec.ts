import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { apiSignIn, dropSession, latestMail, linkIn, pathOf } from '../auth/auth-helpers.ts';
import { getJson } from '../client-area/client-area-helpers.ts';
import {
  answerItem,
  finishInspection,
  jobOrderNumber,
  seedInspection,
} from '../inspections/inspection-helpers.ts';
import { toast, uniqueWord } from '../workspace/workspace-helpers.ts';
import { newWorkshopAdmin, openWalkIn } from './lists-helpers.ts';

const DESK = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

async function post<T>(request: APIRequestContext, baseURL: string, path: string, data?: object) {
  const response = await request.post(path, { headers: { origin: baseURL }, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The page does not scroll sideways. (Plain JavaScript: the e2e project has no DOM types.) */
async function sideways(page: Page): Promise<number> {
  return page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
}

type JobOrderView = {
  timeZone: string;
  jobs: { id: string; name: string }[];
};

// Issue 23, the front counter the way shops work: a visit of three jobs (a red finding of the
// inspection, a canned job, a concern told at the counter), answered job by job on the
// customer's phone, invoiced and paid at the desk before the car leaves.
test('the desk builds three jobs, the customer approves two and declines one on the phone, and the desk invoices, takes payment and completes', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const base = baseURL as string;
  await page.setViewportSize(DESK);

  // Seeded through the API: a workshop of its own (no tax), a client with an e-mail address and
  // their car, a canned job, the visit opened for a grinding noise and its inspection, finished
  // with the front pads red.
  const desk = await newWorkshopAdmin(page, base);
  const email = `counter-${Date.now()}@example.test`;
  const client = await post<{ id: string }>(page.request, base, '/api/v1/clients', {
    name: `Casey ${uniqueWord('Counter')}`,
    email,
    phone: '+15550107070',
  });
  const vehicle = await post<{ id: string }>(page.request, base, '/api/v1/vehicles', {
    clientId: client.id,
    make: 'Toyota',
    model: 'Corolla',
    year: 2017,
  });
  const cannedJob = await post<{ id: string; name: string }>(
    page.request,
    base,
    '/api/v1/canned-jobs',
    {
      name: 'Oil and filter change',
      description: 'Oil change due by the sticker',
      lines: [
        {
          kind: 'labor',
          description: 'Oil change',
          pricing: 'flat',
          quantity: '1',
          unitPrice: '45.00',
        },
        { kind: 'part', description: 'Oil filter', quantity: '1', unitPrice: '12.50' },
      ],
    },
  );
  const jobOrder = await openWalkIn(page.request, base, {
    clientId: client.id,
    vehicleId: vehicle.id,
    concern: 'Grinding noise when braking',
  });
  const number = jobOrderNumber(jobOrder.number);
  const inspection = await seedInspection(page.request, base, jobOrder.id);
  await answerItem(page.request, base, inspection, 'brakes.front-pads', {
    condition: 'now',
    measurement: '2',
    notes: 'Grinding, 2 mm left',
  });
  await finishInspection(page.request, base, inspection.id);

  // Job 1: the red finding's recommended work. It is what causes the grinding the customer came
  // in with, so the desk files it under that concern (its complaint) rather than a job of its own.
  await page.goto(`/admin/inspections/${inspection.id}`);
  await page
    .getByRole('article', { name: 'Front brake pads' })
    .getByRole('button', { name: 'Add Front brake pads to the estimate' })
    .click();
  const addLine = page.getByRole('dialog', { name: 'Add line' });
  await expect(addLine.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Front brake pads: Grinding, 2 mm left',
  );
  await expect(addLine.getByRole('combobox', { name: 'Job' })).toHaveValue(
    'New job: Front brake pads',
  );
  await addLine.getByRole('combobox', { name: 'Job' }).click();
  await page.getByRole('option', { name: 'Grinding noise when braking' }).click();
  await addLine.getByRole('textbox', { name: 'Rate' }).fill('180');
  await addLine.getByRole('button', { name: 'Add line' }).click();
  await expect(addLine).toBeHidden();
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
  const jobs = page.getByTestId('job-order-job');
  await expect(jobs).toHaveCount(1);
  await expect(jobs.first()).toContainText('1. Grinding noise when braking');
  await expect(jobs.first()).toContainText('Front brake pads: Grinding, 2 mm left');

  // Job 2: a canned job, its description the complaint.
  await page.getByRole('button', { name: 'Add canned job' }).click();
  await page.getByRole('menuitem', { name: cannedJob.name }).click();
  await expect(toast(page, `${cannedJob.name} added`)).toBeVisible();
  await expect(jobs).toHaveCount(2);
  await expect(jobs.nth(1)).toContainText(`2. ${cannedJob.name}`);
  await expect(jobs.nth(1).getByTestId('job-order-line')).toHaveCount(2);

  // Job 3: a concern told at the counter, then its line.
  await page.getByRole('button', { name: 'Add job' }).click();
  const addJob = page.getByRole('dialog', { name: 'Add job' });
  await addJob.getByRole('textbox', { name: 'Job' }).fill('Wipers smear');
  await addJob.getByRole('textbox', { name: 'Complaint' }).fill('Streaks on the windscreen');
  await addJob.getByRole('button', { name: 'Add job' }).click();
  await expect(addJob).toBeHidden();
  await expect(jobs).toHaveCount(3);
  await page.getByRole('button', { name: 'Add line to Wipers smear' }).click();
  await addLine.getByText('Part', { exact: true }).click();
  await addLine.getByRole('textbox', { name: 'Description' }).fill('Wiper blade set');
  await addLine.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await addLine.getByRole('textbox', { name: 'Unit price' }).fill('19.50');
  await addLine.getByRole('button', { name: 'Add line' }).click();
  await expect(addLine).toBeHidden();
  await expect(jobs.nth(2).getByTestId('job-order-line')).toContainText('Wiper blade set');
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  // The desk can print the estimate as it stands, for a customer at the counter.
  const printed = page.getByRole('link', { name: 'Estimate PDF' });
  const pdf = await page.request.get((await printed.getAttribute('href')) as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The estimate goes to the client's address.
  await page
    .getByRole('group', { name: 'Job order actions' })
    .getByRole('button', { name: 'Send estimate' })
    .click();
  const send = page.getByRole('dialog', { name: `Send the estimate of ${number}` });
  await expect(send.getByRole('textbox', { name: 'To' })).toHaveValue(email);
  await expect(send.getByTestId('mail-subject')).toHaveText(
    `Your estimate from ${desk.shopName} (${number})`,
  );
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, `Estimate sent to ${email}`)).toBeVisible();
  const link = pathOf(
    linkIn(await latestMail(page.request, email, /^Your estimate from /), '/estimate/'),
  );

  // The customer, on their phone and signed in nowhere, answers job by job.
  await dropSession(page);
  await page.setViewportSize(PHONE);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Estimate ${number}` })).toBeVisible();
  // Three jobs to answer, each with its complaint, its work and what it comes to.
  const estimateJob = (name: string) => page.getByRole('listitem', { name, exact: true });
  await expect(page.getByRole('button', { name: /^Approve / })).toHaveCount(3);
  const brakes = estimateJob('Grinding noise when braking');
  await expect(brakes).toContainText('Complaint: Grinding noise when braking');
  await expect(brakes).toContainText('Front brake pads: Grinding, 2 mm left');
  await expect(brakes).toContainText('$180.00');
  const oil = estimateJob(cannedJob.name);
  await expect(oil).toContainText('Complaint: Oil change due by the sticker');
  await expect(oil).toContainText('Oil filter');
  await expect(oil).toContainText('$57.50');
  const wipers = estimateJob('Wipers smear');
  await expect(wipers).toContainText('Complaint: Streaks on the windscreen');
  await expect(wipers).toContainText('Wiper blade set');
  await expect(wipers).toContainText('$39.00');
  await page.getByRole('button', { name: 'Approve Grinding noise when braking' }).click();
  await page.getByRole('button', { name: `Decline ${cannedJob.name}` }).click();
  await page.getByRole('button', { name: 'Approve Wipers smear' }).click();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await page.getByRole('textbox', { name: 'Type your full name to confirm' }).fill('Casey Driver');
  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page.getByText(`Thank you — ${desk.shopName} has your answer`)).toBeVisible();
  await expect(page.getByText('Approved work: $219.00 with tax.', { exact: false })).toBeVisible();

  // Back at the desk: the mechanic does the work and writes what was found and done on the brakes.
  await dropSession(page);
  await apiSignIn(page.request, base, desk.email, desk.password);
  await page.setViewportSize(DESK);
  await page.goto(`/admin/job-orders/${jobOrder.id}`);
  const status = page.locator('[data-status]').first();
  await expect(status).toHaveText('Approved');
  await expect(jobs.nth(1).locator('[data-approval="declined"]')).toHaveCount(2);
  const actions = page.getByRole('group', { name: 'Job order actions' });
  await actions.getByRole('button', { name: 'Start work' }).click();
  await expect(status).toHaveText('In progress');
  const detail = await getJson<JobOrderView>(page.request, `/api/v1/job-orders/${jobOrder.id}`);
  const brakeJob = detail.jobs.find((job) => job.name === 'Grinding noise when braking');
  const patched = await page.request.patch(
    `/api/v1/job-orders/${jobOrder.id}/jobs/${brakeJob?.id}`,
    {
      headers: { origin: base },
      data: { cause: 'Front pads worn to 2 mm', correction: 'Fitted new front pads' },
    },
  );
  expect(patched.status(), await patched.text()).toBe(200);
  await actions.getByRole('button', { name: 'Mark ready for pickup' }).click();
  await expect(status).toHaveText('Ready for pickup');

  // Invoiced before the car leaves: the two approved jobs with their three Cs, not the declined one.
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
  const invoiceJobs = page.getByTestId('invoice-job');
  await expect(invoiceJobs).toHaveCount(2);
  await expect(invoiceJobs.nth(0)).toContainText('1. Grinding noise when braking');
  await expect(invoiceJobs.nth(0)).toContainText('Complaint: Grinding noise when braking');
  await expect(invoiceJobs.nth(0)).toContainText('Cause: Front pads worn to 2 mm');
  await expect(invoiceJobs.nth(0)).toContainText('Correction: Fitted new front pads');
  await expect(invoiceJobs.nth(0)).toContainText('Front brake pads: Grinding, 2 mm left');
  await expect(invoiceJobs.nth(1)).toContainText('2. Wipers smear');
  await expect(invoiceJobs.nth(1)).toContainText('Complaint: Streaks on the windscreen');
  await expect(invoiceJobs.nth(1)).not.toContainText('Cause:');
  await expect(invoiceJobs.nth(1)).toContainText('Wiper blade set');
  await expect(page.getByTestId('invoice-line')).toHaveCount(2);
  const lines = page.getByRole('region', { name: 'Lines' });
  await expect(lines).not.toContainText(cannedJob.name);
  await expect(lines).not.toContainText('Oil filter');
  await expect(page.getByTestId('invoice-total')).toContainText('$219.00');

  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await page
    .getByRole('dialog', { name: 'Issue this invoice?' })
    .getByRole('button', { name: 'Issue invoice' })
    .click();
  const title = page.getByTestId('invoice-title');
  await expect(title).toHaveText(/^INV-\d{4}-\d{5}$/);
  const invoiceNumber = (await title.textContent()) as string;

  // Paid in full at the counter: the amount offered is what is due.
  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog', { name: `Record payment for ${invoiceNumber}` });
  await expect(payment.getByRole('textbox', { name: 'Amount' })).toHaveValue('219.00');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  await expect(page.getByTestId('invoice-balance')).toContainText('$0.00');
  const total = (await page.getByTestId('invoice-total').locator('td').last().textContent()) ?? '';
  await expect(page.getByTestId('invoice-paid').locator('td').last()).toHaveText(total);
  // Paid today, as the shop's calendar has it.
  const today = new Date().toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: detail.timeZone,
  });
  await expect(page.getByTestId('invoice-payment')).toHaveText(new RegExp(`^${today} · Cash`));
  await expect(page.getByTestId('invoice-payment')).toContainText(total);
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  // The car leaves.
  await page.goto(`/admin/job-orders/${jobOrder.id}`);
  await expect(page.getByTestId('job-order-invoice-state')).toHaveText('Paid');
  await actions.getByRole('button', { name: 'Complete' }).click();
  const complete = page.getByRole('dialog');
  await complete.getByLabel('Mileage out').fill('48262');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(status).toHaveText('Completed');
  await expect(page.getByRole('link', { name: `Invoice ${invoiceNumber}` })).toBeVisible();

  // The declined job's work stays on the car under its job's name, offered on the next visit.
  const declined = await getJson<{
    items: { description: string; jobName: string; status: string }[];
  }>(page.request, `/api/v1/vehicles/${vehicle.id}/declined-work`);
  expect(
    declined.items
      .map(({ description, jobName, status }) => ({ description, jobName, status }))
      .sort((a, b) => a.description.localeCompare(b.description)),
  ).toEqual([
    { description: 'Oil change', jobName: cannedJob.name, status: 'open' },
    { description: 'Oil filter', jobName: cannedJob.name, status: 'open' },
  ]);
  const nextVisit = await post<{ id: string }>(page.request, base, '/api/v1/job-orders', {
    clientId: client.id,
    vehicleId: vehicle.id,
    mileageIn: 51_020,
    concern: 'Rattle from the exhaust',
    mechanicId: null,
  });
  await page.goto(`/admin/job-orders/${nextVisit.id}`);
  const offered = page.getByRole('region', { name: 'Declined earlier on this vehicle' });
  await expect(offered.getByTestId('declined-work')).toHaveCount(2);
  await expect(offered).toContainText('Oil change · $45.00');
  await expect(offered).toContainText('Oil filter · $12.50');
  await expect(offered.getByTestId('declined-work').first()).toContainText(
    `${cannedJob.name} · Declined on ${number}`,
  );
});
