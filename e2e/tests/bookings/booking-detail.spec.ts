import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { getJson } from '../client-area/client-area-helpers.ts';
import { choose, toast } from '../workspace/workspace-helpers.ts';
import {
  bookOnline,
  bookThroughApi,
  carOwnerWithVehicle,
  dayText,
  freeDay,
  newClientWithVehicle,
  requestId,
  STAFF,
  slotLabel,
  twoServices,
} from './booking-helpers.ts';

test('staff confirm a pending online booking, then cancel it with a reason; the history says who did what', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  const owner = await carOwnerWithVehicle(ownerPage, baseURL as string);

  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  const [service] = await twoServices(page.request);
  const day = await freeDay(page.request, [service.id]);
  const booking = await bookOnline(ownerPage.request, baseURL as string, {
    ...owner,
    serviceIds: [service.id],
    startsAt: day.slots[0]?.startsAt ?? '',
  });
  await ownerContext.close();

  await page.goto(`/admin/calendar/bookings/${booking.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: requestId(booking.number) }),
  ).toBeVisible();
  const status = page.locator('[data-status]').first();
  await expect(status).toHaveText('Pending');
  const actions = page.getByRole('group', { name: 'Booking actions' });
  // From pending the machine allows confirm, cancel and no-show; check in and complete wait.
  await expect(actions.getByRole('button', { name: 'Check in' })).toBeDisabled();
  await expect(actions.getByRole('button', { name: 'Complete' })).toBeDisabled();

  await actions.getByRole('button', { name: 'Confirm' }).click();
  await expect(status).toHaveText('Confirmed');
  await expect(toast(page, `${requestId(booking.number)} is now Confirmed`)).toBeVisible();
  const history = page.getByTestId('history-entry');
  await expect(history.filter({ hasText: 'Pending → Confirmed' })).toContainText('Morgan Hale');
  await expect(actions.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expect(actions.getByRole('button', { name: 'Check in' })).toBeEnabled();

  await actions.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Client sold the car');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('Cancelled');
  await expect(page.getByRole('region', { name: 'Booking' })).toContainText('Client sold the car');
  await expect(history.filter({ hasText: 'Confirmed → Cancelled' })).toContainText(
    'Reason: Client sold the car',
  );
  for (const name of ['Confirm', 'Check in', 'Complete', 'Cancel', 'No-show', 'Reschedule']) {
    await expect(actions.getByRole('button', { name, exact: true })).toBeDisabled();
  }
});

test('staff reschedule a booking to another free slot and assign it to another mechanic', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  const client = await newClientWithVehicle(page.request, baseURL as string);
  const [service] = await twoServices(page.request);
  const day = await freeDay(page.request, [service.id]);
  const booking = await bookThroughApi(page.request, baseURL as string, {
    clientId: client.id,
    vehicleId: client.vehicleId,
    serviceIds: [service.id],
    startsAt: day.slots[0]?.startsAt ?? '',
  });
  const detail = await getJson<{ mechanic: { id: string; name: string } | null }>(
    page.request,
    `/api/v1/appointments/${booking.id}`,
  );
  const mechanicId = detail.mechanic?.id ?? '';
  // A later time the booking's mechanic is free for, and another mechanic too.
  const timesFor = async (mechanic: string) =>
    (
      await getJson<{ days: { slots: { time: string }[] }[] }>(
        page.request,
        `/api/v1/booking-slots?serviceIds=${service.id}&from=${day.date}&to=${day.date}&mechanicId=${mechanic}&excludeAppointmentId=${booking.id}`,
      )
    ).days[0]?.slots.map((slot) => slot.time) ?? [];
  const mine = (await timesFor(mechanicId)).slice(1).reverse();
  const availability = await getJson<{ mechanics: { id: string; name: string }[] }>(
    page.request,
    `/api/v1/availability?from=${day.date}&to=${day.date}`,
  );
  let laterTime = '';
  let otherName = '';
  for (const other of availability.mechanics.filter((entry) => entry.id !== mechanicId)) {
    const theirs = new Set(await timesFor(other.id));
    laterTime = mine.find((time) => theirs.has(time)) ?? '';
    otherName = other.name;
    if (laterTime) break;
  }
  expect(laterTime, 'a later slot two mechanics are free for').toBeTruthy();

  await page.goto(`/admin/calendar/bookings/${booking.id}`);
  const actions = page.getByRole('group', { name: 'Booking actions' });
  await actions.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule booking' });
  await dialog.getByRole('button', { name: slotLabel(laterTime), exact: true }).click();
  await dialog.getByRole('button', { name: 'Reschedule', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Booking rescheduled')).toBeVisible();
  await expect(page.getByTestId('booking-time')).toContainText(
    `${dayText(day.date)} at ${slotLabel(laterTime)}`,
  );
  await expect(page.getByTestId('history-entry').filter({ hasText: 'Rescheduled' })).toContainText(
    `→ ${dayText(day.date)} at ${slotLabel(laterTime)}`,
  );

  // Another mechanic free at the new time takes it over.
  await actions.getByRole('button', { name: 'Assign mechanic' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign mechanic' });
  await choose(page, assign.getByRole('combobox', { name: 'Mechanic' }), otherName);
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign).toBeHidden();
  await expect(page.getByRole('region', { name: 'Booking' })).toContainText(otherName);
  await expect(
    page.getByTestId('history-entry').filter({ hasText: 'Mechanic assigned' }),
  ).toContainText(`→ ${otherName}`);
});

test('a manager reads a booking but has no actions on it', async ({ page }) => {
  await signIn(page, 'manager@pitstop.test');
  await page.waitForURL('**/admin');
  const list = await getJson<{ items: { id: string; number: number }[] }>(
    page.request,
    '/api/v1/appointments?status=pending&limit=1',
  );
  const booking = list.items[0];
  if (!booking) throw new Error('the demo shop has no pending booking');
  await page.goto(`/admin/calendar/bookings/${booking.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: requestId(booking.number) }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking' })).toBeVisible();
  await expect(
    page.getByTestId('history-entry').or(page.getByText('No history yet.')),
  ).not.toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Booking actions' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeHidden();
});
