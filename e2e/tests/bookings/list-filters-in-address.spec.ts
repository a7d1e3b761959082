import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { choose } from '../workspace/workspace-helpers.ts';
import { STAFF } from './booking-helpers.ts';

test('a list filter is in the address: it survives a reload, and Back and Forward step through the filters chosen', async ({
  page,
}) => {
  test.slow();
  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  await page.goto('/admin/calendar/bookings');
  const status = page.getByRole('combobox', { name: 'Status' });

  await choose(page, status, 'Cancelled');
  await expect(page).toHaveURL(/status=cancelled/);
  await choose(page, status, 'Pending');
  await expect(page).toHaveURL(/status=pending/);

  await page.reload();
  await expect(status).toHaveValue('Pending');

  await page.goBack();
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(status).toHaveValue('Cancelled');
  await page.goForward();
  await expect(page).toHaveURL(/status=pending/);
  await expect(status).toHaveValue('Pending');
});
