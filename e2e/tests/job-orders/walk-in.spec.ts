import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import {
  chooseClient,
  newClientWithVehicle,
  STAFF,
  staffRequest,
} from '../bookings/booking-helpers.ts';
import { getJson } from '../client-area/client-area-helpers.ts';
import { jobOrderId } from './lists-helpers.ts';

test('the desk opens a walk-in job order: the form names what is missing, then lands on the new job order', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const staff = await staffRequest(browser, baseURL as string);
  const client = await newClientWithVehicle(staff.request, baseURL as string, 'Walkin');
  await staff.close();

  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  await page.goto('/admin/job-orders');
  await page.getByRole('link', { name: 'New job order', exact: true }).click();
  await expect(page).toHaveURL('/admin/job-orders/new');
  await expect(page.getByRole('heading', { name: 'Create New Job Order', level: 1 })).toBeVisible();

  const create = page.getByRole('button', { name: 'Create Job Order' });
  await create.click();
  await expect(page.getByText('Choose a client')).toBeVisible();
  await expect(page.getByText("Describe the customer's concern")).toBeVisible();

  await chooseClient(page, client.name);
  // The client's only vehicle is chosen for them.
  await expect(page.getByRole('combobox', { name: 'Vehicle' })).toHaveValue(
    `2019 Honda Civic · ${client.plate}`,
  );
  await page.getByRole('textbox', { name: 'Mileage in' }).fill('61250');
  await page
    .getByRole('textbox', { name: "Customer's concern" })
    .fill('Engine light on since Monday');
  // A promised day picked without a time is the end of the working day, not midnight.
  const tomorrow = new Date(Date.now() + 36 * 3_600_000);
  await page.getByRole('button', { name: 'Promised' }).click();
  const day = page.getByRole('button', {
    name: tomorrow.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
    exact: true,
  });
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  if (!(await day.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Promised' })).toContainText('5:00 PM');
  await create.click();

  await expect(page).toHaveURL(/\/admin\/job-orders\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1) ?? '';
  const jobOrder = await getJson<{
    number: number;
    status: string;
    client: { id: string };
    vehicle: { id: string } | null;
    mileageIn: number | null;
    concern: string | null;
    mechanic: unknown;
    promisedAt: string | null;
    timeZone: string;
  }>(page.request, `/api/v1/job-orders/${id}`);
  expect(jobOrder).toMatchObject({
    status: 'estimate',
    client: { id: client.id },
    vehicle: { id: client.vehicleId },
    mileageIn: 61_250,
    concern: 'Engine light on since Monday',
    mechanic: null,
  });
  expect(
    new Date(jobOrder.promisedAt ?? '').toLocaleTimeString('en-US', {
      timeZone: jobOrder.timeZone,
    }),
  ).toBe('5:00:00 PM');
  await expect(
    page.getByRole('heading', { level: 1, name: jobOrderId(jobOrder.number) }),
  ).toBeVisible();
});
