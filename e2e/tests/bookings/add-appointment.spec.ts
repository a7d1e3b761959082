import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { getJson } from '../client-area/client-area-helpers.ts';
import {
  chooseClient,
  chooseServices,
  dayLabel,
  dayText,
  freeDay,
  newClientWithVehicle,
  pickDate,
  STAFF,
  slotLabel,
  twoServices,
} from './booking-helpers.ts';

test('staff book a client into a free slot from Add Appointment', async ({ page, baseURL }) => {
  test.slow();
  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  const client = await newClientWithVehicle(page.request, baseURL as string);
  const [first, second] = await twoServices(page.request);
  const day = await freeDay(page.request, [first.id, second.id]);

  await page.goto('/admin/calendar/new');
  // The first visit loads the form's code (date pickers) on a freshly started server.
  await expect(page.getByRole('heading', { name: 'Add Appointment', level: 1 })).toBeVisible({
    timeout: 15_000,
  });

  await chooseClient(page, client.name);
  // The client's only vehicle is chosen for them.
  await expect(page.getByRole('combobox', { name: 'Vehicle' })).toHaveValue(
    `2019 Honda Civic · ${client.plate}`,
  );
  await chooseServices(page, [first.name, second.name]);
  const total = first.durationMinutes + second.durationMinutes;
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  await expect(page.getByTestId('total-duration')).toHaveText(
    `Duration: ${hours ? `${hours} h${minutes ? ` ${minutes} min` : ''}` : `${minutes} min`}`,
  );

  await pickDate(page, day.date);
  // The second free time the form offers: the other worker's tests book the same soonest day,
  // so a time read from the API before the form opened may be gone by now.
  const slot = page.getByRole('button', { name: /^\d{1,2}:\d{2} [AP]M$/ }).nth(1);
  const time = (await slot.textContent()) ?? '';
  await slot.click();
  await page.getByRole('textbox', { name: 'Notes' }).fill('Rattle from the front left wheel');
  await page.getByRole('button', { name: 'Book Appointment' }).click();

  // The new booking opens: its Request ID, the client, the services and the chosen time.
  await expect(page).toHaveURL(/\/admin\/calendar\/bookings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^REQ\d{3,}$/ })).toBeVisible();
  // Booked with the customer at the desk: confirmed at once.
  await expect(page.locator('[data-status]').first()).toHaveText('Confirmed');
  const booking = page.getByRole('region', { name: 'Booking' });
  await expect(booking.getByRole('link', { name: client.name })).toBeVisible();
  await expect(booking.getByRole('table', { name: 'Services' })).toContainText(first.name);
  await expect(booking.getByRole('table', { name: 'Services' })).toContainText(second.name);
  await expect(page.getByTestId('booking-time')).toContainText(`${dayText(day.date)} at ${time}`);
  await expect(booking).toContainText('Rattle from the front left wheel');
  await expect(booking).toContainText('Booked by staff');
  await expect(page.getByText('Booked anyway', { exact: true })).toBeHidden();
});

test.describe('over availability', () => {
  // The refusal that lists the reasons is a 409 the browser logs.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('a time outside availability is booked only after "Book anyway", and says so', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signIn(page, STAFF);
    await page.waitForURL('**/admin');
    const client = await newClientWithVehicle(page.request, baseURL as string);
    const [first] = await twoServices(page.request);
    const day = await freeDay(page.request, [first.id]);

    await page.goto('/admin/calendar/new');
    await chooseClient(page, client.name);
    await chooseServices(page, [first.name]);
    await pickDate(page, day.date);
    // 23:00 is outside every opening hour of the demo shop.
    await page.getByLabel('Other time').fill('23:00');
    await page.getByRole('button', { name: 'Book Appointment' }).click();

    const dialog = page.getByRole('dialog', { name: 'This time is not free' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    // Stepping back books nothing.
    await dialog.getByRole('button', { name: 'Pick another time' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/admin/calendar/new');

    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Book anyway' }).click();
    await expect(page).toHaveURL(/\/admin\/calendar\/bookings\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Booked anyway', { exact: true })).toBeVisible();
    await expect(page.getByTestId('booking-time')).toContainText(
      `${dayText(day.date)} at 11:00 PM`,
    );
    // The history keeps what was overridden.
    await expect(page.getByTestId('history-entry').first()).toContainText(
      'Booked anyway: Outside opening hours',
    );
  });
});

test('Add Appointment opened from a range on the calendar starts with its time and mechanic', async ({
  page,
}) => {
  test.slow();
  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  const [service] = await twoServices(page.request);
  const today = new Date().toISOString().slice(0, 10);
  const mechanics = await getJson<{ mechanics: { id: string; name: string }[] }>(
    page.request,
    `/api/v1/availability?from=${today}&to=${today}`,
  );
  // The first mechanic with a free day soon, and its first free time.
  const free = await firstFree(mechanics.mechanics, (mechanic) =>
    freeDay(page.request, [service.id], mechanic.id),
  );
  const { mechanic, day } = free;
  const slot = day.slots[0];
  if (!slot) throw new Error('no free slot');

  await page.goto(
    `/admin/calendar/new?start=${encodeURIComponent(slot.startsAt)}&mechanicId=${mechanic.id}`,
  );
  await expect(page.getByRole('combobox', { name: 'Mechanic' })).toHaveValue(mechanic.name, {
    timeout: 15_000,
  });
  await chooseServices(page, [service.name]);
  // The calendar's day is picked and its time is the chosen free time.
  await expect(page.getByRole('button', { name: dayLabel(day.date), exact: true })).toHaveAttribute(
    'data-selected',
    'true',
  );
  await expect(
    page.getByRole('button', { name: slotLabel(slot.time), exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
});

async function firstFree<T, R>(
  candidates: T[],
  find: (candidate: T) => Promise<R>,
): Promise<{ mechanic: T; day: R }> {
  for (const mechanic of candidates) {
    const day = await find(mechanic).catch(() => null);
    if (day) return { mechanic, day };
  }
  throw new Error('no mechanic has a free day soon');
}
