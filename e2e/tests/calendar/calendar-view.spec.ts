import { expect, test } from '../../fixtures.ts';
import { dropSession, signIn } from '../auth/auth-helpers.ts';
import { dayText } from '../bookings/booking-helpers.ts';
import { getJson } from '../client-area/client-area-helpers.ts';
import { toast } from '../workspace/workspace-helpers.ts';
import { book, booking, bookingSeed, daySlot, freeSlot, weekdayAhead } from './calendar-helpers.ts';

test.describe('Calendar View', () => {
  // Each test signs in, books through the API and drags in a full calendar: on a shared 2-core
  // machine that is more than the default 30 s.
  test.beforeEach(() => test.slow());

  test('front desk drags a booking to another time and it stays there', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, 'frontdesk@pitstop.test');
    await page.waitForURL('**/admin/clients');
    const seed = await bookingSeed(page.request, { vehicleIndex: 0 });
    const date = weekdayAhead(21);
    const nine = await freeSlot(page.request, seed, date, '09:00');
    const later = await freeSlot(page.request, seed, date, '10:30');
    const { id } = await book(page.request, baseURL ?? '', seed, nine);

    await page.goto(`/admin/calendar?view=day&date=${date}&mechanic=${seed.mechanic.id}`);
    const event = booking(page, '9:00 AM', seed.client.name);
    await expect(event).toContainText(seed.service.name);
    await event.dragTo(daySlot(page, seed.mechanic.name, date, '10:30'), {
      targetPosition: { x: 3, y: 8 },
    });
    await expect(toast(page, `Booking now ${dayText(date)} at 10:30 AM – 11:30 AM`)).toBeVisible();
    await expect(booking(page, '10:30 AM', seed.client.name)).toBeVisible();

    // Saved on the server, not only drawn: a reload shows it at its new time.
    const saved = await getJson<{ startsAt: string }>(page.request, `/api/v1/appointments/${id}`);
    expect(new Date(saved.startsAt).toISOString()).toBe(new Date(later).toISOString());
    await page.reload();
    await expect(booking(page, '10:30 AM', seed.client.name)).toBeVisible();
    await expect(booking(page, '9:00 AM', seed.client.name)).toHaveCount(0);
  });

  test.describe('refused', () => {
    // The refusal is a 409 answer, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test('a drag onto another booking of the same mechanic snaps back with the reason', async ({
      page,
      baseURL,
    }) => {
      await signIn(page, 'owner@pitstop.test');
      await page.waitForURL('**/admin');
      const seed = await bookingSeed(page.request, { vehicleIndex: 1, mechanicIndex: 1 });
      const date = weekdayAhead(24);
      const nine = await freeSlot(page.request, seed, date, '09:00');
      const eleven = await freeSlot(page.request, seed, date, '11:00');
      const moving = await book(page.request, baseURL ?? '', seed, nine);
      await book(page.request, baseURL ?? '', seed, eleven);

      await page.goto(`/admin/calendar?view=day&date=${date}&mechanic=${seed.mechanic.id}`);
      const event = booking(page, '9:00 AM', seed.client.name);
      await event.dragTo(booking(page, '11:00 AM', seed.client.name), {
        targetPosition: { x: 3, y: 8 },
      });
      const refusal = page.getByRole('dialog', { name: 'This time is not free' });
      await expect(refusal).toContainText(`${seed.mechanic.name} already has a booking at 11:00`);
      // Snapped back already: the calendar shows where the server keeps it.
      await expect(booking(page, '9:00 AM', seed.client.name)).toBeVisible();
      await refusal.getByRole('button', { name: 'Keep it where it was' }).click();
      await expect(refusal).toBeHidden();

      const kept = await getJson<{ startsAt: string }>(
        page.request,
        `/api/v1/appointments/${moving.id}`,
      );
      expect(new Date(kept.startsAt).toISOString()).toBe(new Date(nine).toISOString());
      await expect(booking(page, '11:00 AM', seed.client.name)).toHaveCount(1);
    });
  });

  test('a manager reads the calendar but cannot drag', async ({ page, baseURL }) => {
    await signIn(page, 'owner@pitstop.test');
    await page.waitForURL('**/admin');
    const seed = await bookingSeed(page.request, { vehicleIndex: 2, mechanicIndex: 2 });
    const date = weekdayAhead(27);
    await book(
      page.request,
      baseURL ?? '',
      seed,
      await freeSlot(page.request, seed, date, '10:00'),
    );
    await dropSession(page);

    await signIn(page, 'manager@pitstop.test');
    await page.waitForURL('**/admin');
    await page.goto(`/admin/calendar?view=week&date=${date}`);
    const event = booking(page, '10:00 AM', seed.client.name);
    await expect(event).toBeVisible();
    await expect(event).toHaveAttribute('draggable', 'false');
  });

  test('the month marks the days the shop is closed, not every Saturday', async ({ page }) => {
    // The demo shop opens Monday to Saturday and closes on Sunday.
    await signIn(page, 'owner@pitstop.test');
    await page.waitForURL('**/admin');
    await page.goto('/admin/calendar?view=month&date=2027-03-01');
    // The schedule paints the days it is told are the weekend red (`data-weekend`).
    const day = (label: string) => page.getByRole('button', { name: label, exact: true });
    await expect(day('March 6, 2027')).toHaveText('6');
    await expect(day('March 6, 2027')).not.toHaveAttribute('data-weekend');
    await expect(day('March 5, 2027')).not.toHaveAttribute('data-weekend');
    await expect(day('March 7, 2027')).toHaveAttribute('data-weekend', 'true');
  });
});
