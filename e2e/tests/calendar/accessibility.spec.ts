import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { signIn } from '../auth/auth-helpers.ts';

test.describe('in the light and dark colour schemes', () => {
  test.beforeEach(async ({ page }) => {
    // axe over a full calendar is slow on a shared 2-core machine.
    test.slow();
    await signIn(page, 'owner@pitstop.test');
    await page.waitForURL('**/admin');
  });

  test('the calendar has no serious or critical violations', async ({ page }) => {
    await page.goto('/admin/calendar?view=week');
    await expect(page.getByRole('button', { name: /^Time slot / }).first()).toBeVisible({
      timeout: 15_000,
    });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the availability screen has no serious or critical violations', async ({ page }) => {
    await page.goto('/admin/calendar/availability');
    // The first availability read of a freshly started server (cold caches) may take a while.
    await expect(page.getByRole('table', { name: 'Who works when' })).toBeVisible({
      timeout: 15_000,
    });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
