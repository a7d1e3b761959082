import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { dropSession, signIn } from '../auth/auth-helpers.ts';
import { weekdayAhead } from '../calendar/calendar-helpers.ts';
import { getJson } from '../client-area/client-area-helpers.ts';
import { toast } from '../workspace/workspace-helpers.ts';

type Slots = { days: { slots: { time: string }[] }[] };

/** Picks `date` (YYYY-MM-DD) in an open Mantine date picker, moving month by month to it. */
async function pickDate(page: Page, date: string) {
  const label = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const day = page.getByRole('button', { name: label, exact: true });
  for (let step = 0; step < 4 && !(await day.isVisible()); step++)
    await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
}

/** The Monday of a date's week. */
function mondayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The times the server offers `mechanicId` for a one-hour service on `date`. */
async function slotTimes(page: Page, mechanicId: string, date: string): Promise<string[]> {
  const services = await getJson<{ id: string; durationMinutes: number; active: boolean }[]>(
    page.request,
    '/api/v1/services',
  );
  const service = services.find((entry) => entry.active && entry.durationMinutes === 60);
  const slots = await getJson<Slots>(
    page.request,
    `/api/v1/booking-slots?serviceIds=${service?.id}&from=${date}&to=${date}&mechanicId=${mechanicId}`,
  );
  return slots.days.flatMap((day) => day.slots.map((slot) => slot.time));
}

test.describe('Manage Schedules', () => {
  // Two sign-ins, a date picker, the schedule screen and slot look-ups: more than 30 s on a
  // shared 2-core machine.
  test.beforeEach(() => test.slow());

  test("a mechanic's time-off request, approved by the admin, takes that day's slots away; the mechanic finds the decision unread", async ({
    page,
  }) => {
    const date = weekdayAhead(45);
    await signIn(page, 'mechanic@pitstop.test');
    await page.waitForURL('**/admin');
    const me = await getJson<{ id: string }>(page.request, '/api/v1/me');
    expect(await slotTimes(page, me.id, date)).toContain('09:00');

    const mine = page.getByRole('region', { name: 'My time off' });
    await mine.getByRole('button', { name: 'Request time off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request time off' });
    await dialog.getByRole('button', { name: 'First day' }).click();
    await pickDate(page, date);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('School play');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(toast(page, 'Time off requested: it waits for a decision')).toBeVisible();
    const request = mine.getByTestId('my-time-off-request').filter({ hasText: 'School play' });
    await expect(request).toContainText('Pending');
    // Pending, it blocks nothing.
    expect(await slotTimes(page, me.id, date)).toContain('09:00');

    await dropSession(page);
    await signIn(page, 'owner@pitstop.test');
    await page.waitForURL('**/admin');
    await page.goto(`/admin/employees/schedules?week=${mondayOf(date)}`);
    await expect(page.getByRole('heading', { name: 'Manage Schedules', level: 1 })).toBeVisible();
    const row = page.getByTestId('schedule-row').filter({ hasText: 'Sam Kowalski' });
    await expect(row.getByText('Requested')).toBeVisible();
    const pending = page.getByTestId('pending-time-off-request').filter({ hasText: 'School play' });
    await pending.getByRole('textbox', { name: 'Note to them' }).fill('Enjoy the show');
    await pending.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, /time off approved/)).toBeVisible();
    await expect(pending).toBeHidden();
    await expect(row.getByText('Time off', { exact: true })).toBeVisible();

    expect(await slotTimes(page, me.id, date)).toEqual([]);

    // Sam is told: the decision waits unread in his Notifications until he opens it.
    await dropSession(page);
    await signIn(page, 'mechanic@pitstop.test');
    await page.waitForURL('**/admin');
    await page.goto('/admin/notifications');
    const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    const told = page
      .getByTestId('notification')
      .filter({ hasText: `Your time off ${day} was approved` });
    await expect(told).toHaveAttribute('data-unread', 'true');
    const read = page.waitForResponse((response) =>
      /\/notifications\/time-off\/[^/]+\/read$/.test(response.url()),
    );
    await told.getByRole('link', { name: 'Your time off' }).click();
    expect((await read).status()).toBe(204);
    await page.goto('/admin/notifications');
    await expect(told).toHaveAttribute('data-unread', 'false');
  });

  test('on a phone the week is a list of days; on a tablet the grid scrolls, names kept in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, 'manager@pitstop.test');
    await page.waitForURL('**/admin**');
    await page.goto('/admin/employees/schedules');
    const days = page.getByRole('list', { name: 'Week schedule by day' });
    await expect(days.getByTestId('schedule-day')).toHaveCount(7);
    const shift = days
      .getByTestId('schedule-day')
      .first()
      .getByRole('button', { name: /^Change Sam Kowalski's shifts on / });
    // Reached by scrolling down the page, never sideways.
    await shift.scrollIntoViewIfNeeded();
    await expect(shift).toBeInViewport();
    // Nothing wider than the phone.
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await shift.click();
    await expect(page.getByRole('dialog', { name: /^Sam Kowalski — / })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Narrower than the grid, wider than a phone: it scrolls in its own box.
    await page.setViewportSize({ width: 800, height: 812 });
    const grid = page.getByRole('table', { name: 'Week schedule' });
    await expect(grid).toBeVisible();
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(
      800,
    );
    const box = page.getByTestId('schedule-scroll');
    await box.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    expect(await box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const name = await grid.getByRole('rowheader').first().boundingBox();
    const boxLeft = (await box.boundingBox())?.x ?? 0;
    expect(Math.abs((name?.x ?? -100) - boxLeft)).toBeLessThan(2);
    await expect(grid.getByRole('columnheader').last()).toBeInViewport();
  });

  test('prints the week without the navigation, the grid within a landscape page', async ({
    page,
  }) => {
    await signIn(page, 'manager@pitstop.test');
    await page.waitForURL('**/admin**');
    await page.goto('/admin/employees/schedules');
    await expect(page.getByRole('table', { name: 'Week schedule' })).toBeVisible();
    // A landscape A4 page at 96 dpi, less its 10 mm margins.
    await page.setViewportSize({ width: 1047, height: 718 });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation').first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Copy to next week' })).toBeHidden();
    const table = await page.getByRole('table', { name: 'Week schedule' }).boundingBox();
    expect((table?.x ?? 0) + (table?.width ?? 0)).toBeLessThanOrEqual(1047);
  });
});

test.describe('Manage Schedules on an Auckland screen', () => {
  // The browser is in Auckland, the demo shop in Chicago (18 or 19 hours behind, another date):
  // the week, its days and a partial day off are the shop's.
  test.use({ timezoneId: 'Pacific/Auckland' });

  test("shows the shop's days and times at 1280 × 800 and 375 × 812", async ({ page }) => {
    test.slow();
    const shopDay = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/Chicago',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(Date.now() + offset * 86_400_000);
    // The demo's dentist appointment: Chris, 1:00–4:00 PM shop time two days from today.
    const dentist = shopDay(2);
    const label = new Date(`${dentist}T12:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'manager@pitstop.test');
    await page.waitForURL('**/admin**');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'Pacific/Auckland',
    );
    await page.goto(`/admin/employees/schedules?week=${mondayOf(dentist)}`);
    const cell = page.getByRole('button', { name: `Change Chris Okafor's shifts on ${label}` });
    await expect(cell).toContainText(/Time off\s*1:00\sPM–4:00\sPM/i);
    // In Auckland the same hours would read 8:00 or 9:00 AM the next day.
    await expect(page.getByRole('table', { name: 'Week schedule' })).not.toContainText(
      /[89]:00\sAM–1[12]:00\sAM/,
    );

    await page.setViewportSize({ width: 375, height: 812 });
    const days = page.getByRole('list', { name: 'Week schedule by day' });
    await expect(days.getByTestId('schedule-day')).toHaveCount(7);
    const phoneCell = days.getByRole('button', {
      name: `Change Chris Okafor's shifts on ${label}`,
    });
    await phoneCell.scrollIntoViewIfNeeded();
    await expect(phoneCell).toContainText(/Time off\s*1:00\sPM–4:00\sPM/i);
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
