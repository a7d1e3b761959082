import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { toast } from '../workspace/workspace-helpers.ts';
import { bookingSeed, offeredSlots, weekdayAhead } from './calendar-helpers.ts';

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

/** `date` as the demo shop (en-US) shows a day: "Dec 3, 2026". */
function shownDate(date: string) {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

test.describe('Mechanic Availability', () => {
  // Sign-in, the screen, a date picker and slot look-ups before and after: more than 30 s on a
  // shared 2-core machine.
  test.beforeEach(() => test.slow());

  test('time off added for a mechanic takes their slots away that day', async ({ page }) => {
    await signIn(page, 'frontdesk@pitstop.test');
    await page.waitForURL('**/admin/clients');
    const seed = await bookingSeed(page.request, { vehicleIndex: 3 });
    const date = weekdayAhead(30);
    expect((await offeredSlots(page.request, seed, date)).length).toBeGreaterThan(0);

    await page.goto('/admin/calendar/availability');
    await expect(
      page.getByRole('heading', { name: 'Mechanic Availability', level: 1 }),
    ).toBeVisible();
    await page.getByRole('button', { name: `Add time off for ${seed.mechanic.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Time off for ${seed.mechanic.name}` });
    await dialog.getByRole('button', { name: 'Add time off' }).click();
    await expect(dialog.getByText('Choose the first day')).toBeVisible();

    await dialog.getByRole('button', { name: 'First day' }).click();
    await pickDate(page, date);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Training course');
    await dialog.getByRole('button', { name: 'Add time off' }).click();
    await expect(toast(page, 'Time off added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('table', { name: `Time off of ${seed.mechanic.name}` }).getByRole('row', {
        name: new RegExp(`${shownDate(date)} \\(all day\\) Training course`),
      }),
    ).toBeVisible();

    expect(await offeredSlots(page.request, seed, date)).toEqual([]);
  });

  test('an admin closes a weekday and it is no longer offered; validation says what is wrong', async ({
    page,
  }) => {
    await signIn(page, 'owner@pitstop.test');
    await page.waitForURL('**/admin');
    const seed = await bookingSeed(page.request, { vehicleIndex: 4 });
    const date = weekdayAhead(33);
    expect((await offeredSlots(page.request, seed, date)).length).toBeGreaterThan(0);

    await page.goto('/admin/calendar/availability');
    const closures = page.getByRole('form', { name: 'Add a closure' });
    await closures.getByRole('button', { name: 'Add closure' }).click();
    await expect(closures.getByText('Name is required')).toBeVisible();
    await expect(closures.getByText('Choose the first day')).toBeVisible();

    await closures.getByRole('textbox', { name: 'Name' }).fill('Founders day');
    await closures.getByRole('button', { name: 'First day' }).click();
    await pickDate(page, date);
    await closures.getByRole('button', { name: 'Last day' }).click();
    await pickDate(page, date);
    await closures.getByRole('button', { name: 'Add closure' }).click();
    await expect(toast(page, 'Closure added successfully')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Closures' }).getByRole('row', { name: /Founders day/ }),
    ).toContainText(date);

    expect(await offeredSlots(page.request, seed, date)).toEqual([]);
  });
});
