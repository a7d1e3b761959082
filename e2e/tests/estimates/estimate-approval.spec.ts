import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { apiSignIn, latestMail, linkIn, pathOf, uniqueEmail } from '../auth/auth-helpers.ts';
import { STAFF, staffRequest } from '../bookings/booking-helpers.ts';
import { DEMO_SHOP, getJson } from '../client-area/client-area-helpers.ts';
import { uniqueWord } from '../workspace/workspace-helpers.ts';

type Line = { id: string; description: string; approval: string };
type JobOrder = {
  id: string;
  status: string;
  lines: Line[];
  estimate: { signedName: string | null; answeredVia: string | null } | null;
};

async function post<T>(request: APIRequestContext, baseURL: string, path: string, data?: object) {
  const response = await request.post(path, { headers: { origin: baseURL }, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A client with an e-mail address and a car, and a walk-in job order of two jobs, a line each. */
async function jobOrderWithTwoLines(request: APIRequestContext, baseURL: string) {
  const email = uniqueEmail('estimate');
  const client = await post<{ id: string }>(request, baseURL, '/api/v1/clients', {
    name: `Erin ${uniqueWord('Estimate')}`,
    email,
    phone: '+15550104242',
  });
  const vehicle = await post<{ id: string }>(request, baseURL, '/api/v1/vehicles', {
    clientId: client.id,
    make: 'Subaru',
    model: 'Outback',
    year: 2018,
  });
  const jobOrder = await post<JobOrder>(request, baseURL, '/api/v1/job-orders', {
    clientId: client.id,
    vehicleId: vehicle.id,
    mileageIn: 61_250,
    concern: 'Grinding noise when braking',
    mechanicId: null,
  });
  await post(request, baseURL, `/api/v1/job-orders/${jobOrder.id}/lines`, {
    kind: 'labor',
    description: 'Front brake pads',
    pricing: 'hourly',
    quantity: '1.5',
    unitPrice: '120.00',
  });
  const { jobs } = await post<{ jobs: { id: string }[] }>(
    request,
    baseURL,
    `/api/v1/job-orders/${jobOrder.id}/jobs`,
    { name: 'Wipers smear', complaint: 'Streaks across the windscreen' },
  );
  await post(request, baseURL, `/api/v1/job-orders/${jobOrder.id}/jobs/${jobs.at(-1)?.id}/lines`, {
    kind: 'part',
    description: 'Wiper blades',
    quantity: '2',
    unitPrice: '19.50',
  });
  return { email, jobOrderId: jobOrder.id, vehicleId: vehicle.id };
}

test.use({ viewport: { width: 375, height: 812 } });

test('the customer approves one job and declines another from the mailed link on a phone', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffRequest(browser, baseURL as string);
  const { email, jobOrderId, vehicleId } = await jobOrderWithTwoLines(
    staff.request,
    baseURL as string,
  );
  // The desk, on a phone too, sees the mail before it goes: to the client, their estimate.
  const desk = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  await apiSignIn(desk.request, baseURL as string, STAFF);
  const deskPage = await desk.newPage();
  await deskPage.goto(`/admin/job-orders/${jobOrderId}`);
  await deskPage.getByRole('button', { name: 'Send estimate' }).click();
  const send = deskPage.getByRole('dialog', { name: /^Send the estimate of JO-/ });
  await expect(send.getByRole('textbox', { name: 'To' })).toHaveValue(email);
  await expect(send.getByTestId('mail-subject')).toHaveText(/^Your estimate from .+ \(JO-\d+\)$/);
  await expect(send.getByTestId('mail-text')).toContainText('Review your estimate: ');
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(send).toBeHidden();
  await desk.close();

  const mail = await latestMail(staff.request, email, /^Your estimate from /);
  await page.goto(pathOf(linkIn(mail, '/estimate/')));
  await expect(page.getByRole('heading', { name: /^Estimate JO-\d{4,}$/ })).toBeVisible();
  await expect(page.getByText('2018 Subaru Outback')).toBeVisible();
  // Job by job: the concern each answers, its work and what it comes to.
  const brakes = page.getByRole('listitem', { name: 'Grinding noise when braking' });
  await expect(brakes.getByText('Complaint: Grinding noise when braking')).toBeVisible();
  await expect(brakes.getByText('Front brake pads')).toBeVisible();
  await expect(brakes.getByText('1.5 h × $120.00')).toBeVisible();
  await expect(brakes.getByText('$180.00')).toHaveCount(2);
  const wipers = page.getByRole('listitem', { name: 'Wipers smear' });
  await expect(wipers.getByText('Complaint: Streaks across the windscreen')).toBeVisible();
  await expect(wipers.getByText('Wiper blades')).toBeVisible();
  await expect(wipers.getByText('2 × $19.50')).toBeVisible();
  // Nothing wider than the phone: no sideways scrolling.
  expect(
    await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
  ).toBe(true);

  const total = page.getByTestId('estimate-chosen-total');
  await page.getByRole('button', { name: 'Approve Grinding noise when braking' }).click();
  await expect(total).toHaveText('$180.00');
  await page.getByRole('button', { name: 'Approve Wipers smear' }).click();
  // The shop's sales tax as its invoice will charge it: 8.25 % on the parts, labor exempt.
  const bill = page.getByTestId('estimate-bill');
  await expect(bill).toContainText('Sales tax (8.25 %)$3.22');
  await expect(total).toHaveText('$222.22');
  await page.getByRole('button', { name: 'Decline Wipers smear' }).click();
  await expect(total).toHaveText('$180.00');
  await expect(page.getByRole('button', { name: 'Decline Wipers smear' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(
    page.getByRole('textbox', { name: 'Type your full name to confirm' }),
  ).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Type your full name to confirm' }).fill('Erin Example');
  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page.getByText(`Thank you — ${DEMO_SHOP} has your answer`)).toBeVisible();
  await expect(page.getByText('Confirmed by Erin Example', { exact: false })).toBeVisible();

  // The shop's side: approved work on the job order, the rest kept on the vehicle.
  const jobOrder = await getJson<JobOrder>(staff.request, `/api/v1/job-orders/${jobOrderId}`);
  expect(jobOrder.status).toBe('approved');
  expect(jobOrder.lines.map((line) => [line.description, line.approval])).toEqual([
    ['Front brake pads', 'approved'],
    ['Wiper blades', 'declined'],
  ]);
  expect(jobOrder.estimate).toMatchObject({ signedName: 'Erin Example', answeredVia: 'link' });
  const declined = await getJson<{
    items: { description: string; jobName: string | null; status: string }[];
  }>(staff.request, `/api/v1/vehicles/${vehicleId}/declined-work`);
  expect(declined.items).toEqual([
    expect.objectContaining({
      description: 'Wiper blades',
      jobName: 'Wipers smear',
      status: 'open',
    }),
  ]);

  // The link has done its work: opened again, it shows the answer and asks nothing.
  await page.reload();
  await expect(page.getByText(`Thank you — ${DEMO_SHOP} has your answer`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send my answer' })).toHaveCount(0);
  await staff.close();
});

test.describe('a link that opens nothing', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown estimate link explains itself', async ({ page }) => {
    await page.goto(`/estimate/${'x'.repeat(43)}`);
    await expect(page.getByRole('alert')).toContainText(
      'This estimate link is not valid. Ask the shop to send it again.',
    );
  });
});
