import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { signIn } from '../auth/auth-helpers.ts';

test('Manage Schedules has no serious or critical violations in either colour scheme', async ({
  page,
}) => {
  // axe over the week grid twice is slow on a shared 2-core machine.
  test.slow();
  await signIn(page, 'owner@pitstop.test');
  await page.waitForURL('**/admin');
  await page.goto('/admin/employees/schedules');
  await expect(page.getByRole('table', { name: 'Week schedule' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('pending-time-off-request').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
