import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { STAFF } from '../bookings/booking-helpers.ts';
import { toast } from '../workspace/workspace-helpers.ts';
import { seedJobOrder } from './screen-helpers.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('on a phone the desk answers a line for the customer who called, and the history says so', async ({
  page,
  baseURL,
}) => {
  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  const jobOrder = await seedJobOrder(page.request, baseURL as string);
  const added = await page.request.post(`/api/v1/job-orders/${jobOrder.id}/lines`, {
    headers: { origin: baseURL as string },
    data: { kind: 'part', description: 'Wiper blades', quantity: 2, unitPrice: 19.5 },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.goto(`/admin/job-orders/${jobOrder.id}`);
  const wipers = page.getByTestId('job-order-line').filter({ hasText: 'Wiper blades' });
  await expect(wipers.locator('[data-approval]')).toHaveText('Pending');
  await page.getByRole('button', { name: 'Answer Wiper blades for the customer' }).click();
  await page.getByRole('menuitem', { name: 'Decline for the customer' }).click();
  await expect(toast(page, 'Wiper blades declined for the customer')).toBeVisible();
  await expect(wipers.locator('[data-approval]')).toHaveText('Declined');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'Line declined for the customer',
  );
  expect(
    await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
  ).toBe(true);
});
