import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { newWorkshopAdmin } from '../job-orders/lists-helpers.ts';
import { expectNoHorizontalOverflow } from '../public/public-helpers.ts';
import { toast } from '../workspace/workspace-helpers.ts';

// The phone is in Auckland, the shop in New York (16 to 18 hours behind, often another date):
// every time shown is the shop's.
test.use({ viewport: { width: 375, height: 812 }, timezoneId: 'Pacific/Auckland' });

/** "5:24 PM": an instant on the shop's clock (America/New_York, the helper's shop). */
const shopTime = (at: number) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(at)
    .replace(/[\u202f\u00a0]/g, ' ');

/** A shop date (America/New_York, the helper's shop) `days` from today, YYYY-MM-DD. */
function shopDate(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
  return parts;
}

test('a staff member clocks in, takes a break and clocks out on a phone; the timesheet shows the hours', async ({
  page,
  baseURL,
}) => {
  await newWorkshopAdmin(page, baseURL as string);
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Time clock' });
  await expect(card.getByTestId('clock-status')).toHaveText('Clocked out');

  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'Pacific/Auckland',
  );
  const before = Date.now();
  await card.getByRole('button', { name: 'Clock in' }).click();
  await expect(toast(page, 'Clocked in')).toBeVisible();
  const shownIn = await card.getByTestId('clock-status').textContent();
  expect(
    [shopTime(before), shopTime(Date.now())].map((time) => `Clocked in since ${time}`),
  ).toContain(shownIn?.replace(/[\u202f\u00a0]/g, ' '));
  await card.getByRole('button', { name: 'Start break' }).click();
  await expect(card.getByTestId('clock-status')).toContainText('On a break since');
  await card.getByRole('button', { name: 'End break' }).click();
  await expect(card.getByTestId('clock-status')).toContainText('Clocked in since');
  await card.getByRole('button', { name: 'Clock out' }).click();
  await expect(card.getByTestId('clock-status')).toHaveText('Clocked out');
  await expectNoHorizontalOverflow(page);

  // Today's entry is on the timesheet, with its break.
  await card.getByRole('link', { name: 'Timesheets' }).click();
  await expect(page.getByRole('heading', { name: 'Timesheets', level: 1 })).toBeVisible();
  await page.getByTestId('timesheet-row').getByRole('link', { name: 'Jo Lister' }).click();
  const sheet = page.getByTestId('person-timesheet');
  await expect(sheet.getByTestId('attendance-entry')).toHaveCount(1);
  await expectNoHorizontalOverflow(page);
  expect(await seriousViolations(page)).toEqual([]);

  // A full day yesterday (added as a missed entry) reads as its hours, less the lunch.
  const me = (await (await page.request.get('/api/v1/me')).json()) as { id: string };
  const yesterday = shopDate(-1);
  const added = await page.request.post('/api/v1/attendance', {
    headers: { origin: baseURL as string },
    data: {
      userId: me.id,
      clockedInAt: `${yesterday}T08:00:00-05:00`,
      clockedOutAt: `${yesterday}T16:00:00-05:00`,
      breaks: [
        { startedAt: `${yesterday}T12:00:00-05:00`, endedAt: `${yesterday}T12:30:00-05:00` },
      ],
      reason: 'Forgot the clock',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto(`/admin/employees/timesheets?period=${yesterday}&person=${me.id}`);
  const day = page
    .getByTestId('person-timesheet')
    .getByTestId('timesheet-day')
    .filter({ hasText: '7.50' });
  await expect(day).toHaveCount(1);
  await expect(page.getByTestId('person-timesheet').getByText('Forgot the clock')).toBeVisible();
  // The entry reads on the shop's clock and date (in Auckland it began at 2:00 AM the next day).
  const entry = page
    .getByTestId('person-timesheet')
    .getByTestId('attendance-entry')
    .filter({ hasText: '7.50' });
  await expect(entry).toContainText('8:00 AM');
  await expect(entry).toContainText('4:00 PM');
  await expect(entry).not.toContainText('2:00 AM');
  await expectNoHorizontalOverflow(page);
});
