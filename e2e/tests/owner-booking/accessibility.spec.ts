import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { DEMO_SHOP, getJson } from '../client-area/client-area-helpers.ts';

type Bookings = {
  upcoming: { id: string; canChange: boolean }[];
  past: { id: string; canChange: boolean }[];
};

test.describe('booking pages in the light and dark colour schemes', () => {
  test('have no serious or critical violations', async ({ page }) => {
    test.slow();
    await page.goto('/book');
    await expect(page.getByRole('list', { name: 'Workshops' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Book with ${DEMO_SHOP}` }).click();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, 'driver@pitstop.test');
    await expect(page).toHaveURL('/client/dashboard');
    await page.goto('/client/bookings');
    await expect(page.getByRole('region', { name: 'Upcoming' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Jordan's next visit (demo data: a week ahead), and the calendar of free times to move it.
    const bookings = await getJson<Bookings>(page.request, '/api/v1/portal/bookings');
    const booking = bookings.upcoming.find((entry) => entry.canChange);
    expect(booking, 'the demo car owner has a booking they may still move').toBeTruthy();
    await page.goto(`/client/bookings/${booking?.id}`);
    await expect(page.getByRole('table', { name: 'Booking details' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule booking' });
    await expect(dialog.getByRole('group', { name: /^Free times on / })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep current time' }).click();
    await expect(dialog).toBeHidden();
  });
});
