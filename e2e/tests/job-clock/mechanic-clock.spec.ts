import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { dropSession, latestMail, linkIn, pathOf, signIn } from '../auth/auth-helpers.ts';
import { staffRequest } from '../bookings/booking-helpers.ts';
import { DEMO_SHOP, getJson, newCarOwner } from '../client-area/client-area-helpers.ts';
import { paidAtPickup } from '../invoices/invoice-helpers.ts';
import { uniqueWord } from '../workspace/workspace-helpers.ts';

const MECHANIC = 'mechanic@pitstop.test';

type JobOrder = { id: string; number: number; status: string };

const jobNumber = (number: number) => `JO-${String(number).padStart(4, '0')}`;

/**
 * An approved job for the demo mechanic on a new car owner's new vehicle, opened by the desk
 * through the API (the job order screens have their own tests).
 */
async function approvedJobFor(
  request: APIRequestContext,
  baseURL: string,
  clientId: string,
): Promise<JobOrder & { vehicle: string }> {
  const team = await getJson<{ items: { userId: string | null; email: string }[] }>(
    request,
    `/api/v1/employees?search=${encodeURIComponent(MECHANIC)}`,
  );
  const mechanic = team.items.find((member) => member.email === MECHANIC);
  if (!mechanic?.userId) throw new Error(`${MECHANIC} is not on the demo team`);
  const plate = uniqueWord('C').toUpperCase().slice(0, 8);
  const vehicle = await request.post('/api/v1/vehicles', {
    headers: { origin: baseURL },
    data: { clientId, make: 'Honda', model: 'Civic', year: 2018, registrationNumber: plate },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  const created = await request.post('/api/v1/job-orders', {
    headers: { origin: baseURL },
    data: {
      clientId,
      vehicleId: ((await vehicle.json()) as { id: string }).id,
      mileageIn: 42_000,
      concern: 'Squealing brakes at low speed',
      // Promised soonest of all, so it leads the mechanic's queue.
      promisedAt: new Date(Date.now() + 3_600_000).toISOString(),
      mechanicId: mechanic.userId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const job = (await created.json()) as JobOrder;
  // Something to bill at pickup (ADR 037).
  const line = await request.post(`/api/v1/job-orders/${job.id}/lines`, {
    headers: { origin: baseURL },
    data: { kind: 'fee', description: 'Brake inspection', amount: '40.00' },
  });
  expect(line.status(), await line.text()).toBe(200);
  const approved = await request.post(`/api/v1/job-orders/${job.id}/transitions`, {
    headers: { origin: baseURL },
    data: { action: 'record_approval' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return { ...job, vehicle: '2018 Honda Civic' };
}

test('the mechanic clocks in and out on a job from their queue, marks it ready, and the car owner sees "Ready for pickup"', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people's sessions and several screens: more than 30 s on a busy 2-core machine (CI).
  test.slow();
  const owner = await newCarOwner(page, baseURL ?? '', { shop: DEMO_SHOP });
  const staff = await staffRequest(browser, baseURL ?? '');
  const job = await approvedJobFor(staff.request, baseURL ?? '', owner.clientId ?? '');
  const number = jobNumber(job.number);
  await dropSession(page);

  await signIn(page, MECHANIC);
  await expect(page).toHaveURL('/admin');
  const queue = page.getByRole('table', { name: 'My queue' });
  const row = queue.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('2018 Honda Civic');
  await expect(row).toContainText('Approved');
  await expect(page.getByRole('region', { name: 'Average rating' })).toBeVisible();

  await row.getByRole('button', { name: `Start clock on ${number}` }).click();
  const clock = page.getByRole('region', { name: 'Your clock' });
  await expect(clock).toContainText(`Clock running on ${number}`);
  // Starting the clock started the work.
  await expect(row).toContainText('In progress');

  await row.getByRole('button', { name: `Stop clock on ${number}` }).click();
  await expect(clock).toBeHidden();
  await expect(row.getByRole('button', { name: `Start clock on ${number}` })).toBeVisible();

  const ready = await page.request.post(`/api/v1/job-orders/${job.id}/transitions`, {
    headers: { origin: baseURL ?? '' },
    data: { action: 'mark_ready' },
  });
  expect(ready.status(), await ready.text()).toBe(200);
  // Live: the queue follows the job order's change without a reload.
  await expect(row).toContainText('Ready for pickup');
  await dropSession(page);

  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL('/client/dashboard');
  const inWorkshop = page.getByRole('region', { name: 'In the workshop' });
  await expect(inWorkshop.getByRole('listitem').filter({ hasText: number })).toContainText(
    'Ready for pickup',
  );
  await expect(inWorkshop).toContainText(job.vehicle);
  const mail = await latestMail(page.request, owner.email, /is ready for pickup$/);
  expect(mail.subject).toBe(`Your ${job.vehicle} is ready for pickup`);

  await page.goto('/client/vehicles');
  await expect(page.getByRole('region', { name: 'In the workshop' })).toContainText(
    'Ready for pickup',
  );

  // The desk takes payment and completes it: the thank-you mail asks "How was your visit?" on a
  // phone.
  await paidAtPickup(staff.request, baseURL ?? '', job.id);
  const completed = await staff.request.post(`/api/v1/job-orders/${job.id}/transitions`, {
    headers: { origin: baseURL ?? '' },
    data: { action: 'complete', mileageOut: 42_010 },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  await staff.close();
  const thanks = await latestMail(page.request, owner.email, /^Thank you for your visit/);
  await dropSession(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(pathOf(linkIn(thanks, '/rate/')));
  await expect(page.getByRole('heading', { name: 'How was your visit?' })).toBeVisible();
  await expect(page.getByText(number)).toBeVisible();
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose 1 to 5 stars');
  // The star is what a person taps; its radio input is laid over it, invisible.
  const fourStars = page.getByRole('radio', { name: '4 stars' });
  await page.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
  await expect(fourStars).toBeChecked();
  await page.getByLabel('Comment (optional)').fill('Quick and friendly');
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
  await expect(page.getByText('“Quick and friendly”')).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(375);
});
