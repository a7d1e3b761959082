import { test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';

for (const [w, h] of [[1280, 800], [375, 812]] as const) {
  test(`shots ${w}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await signIn(page, 'owner@pitstop.test');
    await page.goto('/admin');
    await page.getByRole('region', { name: 'Time clock' }).waitFor();
    await page.screenshot({ path: `/tmp/clock-home-${w}.png`, fullPage: true });
    await page.goto('/admin/employees/timesheets');
    await page.getByTestId('period-nav').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/clock-team-${w}.png`, fullPage: true });
    await page.getByTestId('timesheet-row').first().getByRole('link').first().click();
    await page.getByTestId('person-timesheet').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/clock-person-${w}.png`, fullPage: true });
    const sw = await page.locator('html').evaluate((e) => e.scrollWidth);
    console.log('SCROLLWIDTH', w, sw);
  });
}
