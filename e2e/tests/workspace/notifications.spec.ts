import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { DEMO_SHOP, getJson, newCarOwner } from '../client-area/client-area-helpers.ts';
import { uniqueWord } from './workspace-helpers.ts';

test('a car owner writes to the shop; staff see it in Notifications, live, and follow it to the client', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const owner = await newCarOwner(page, baseURL as string, { shop: DEMO_SHOP });
  const [record] = await getJson<{ id: string; name: string }[]>(
    page.request,
    '/api/v1/portal/profile',
  );
  expect(record?.id).toBe(owner.clientId);
  const name = record?.name ?? '';

  // Staff have the inbox open while the message is written.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, 'owner@pitstop.test');
  await staff.waitForURL('**/admin');
  await staff
    .getByRole('navigation')
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await expect(staff).toHaveURL('/admin/notifications');
  await expect(staff.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(staff.getByRole('list', { name: 'Notifications' })).toBeVisible();

  const text = `Can I bring the car in on Friday? ${uniqueWord('Ref')}`;
  const sent = await page.request.post('/api/v1/portal/messages', {
    headers: { origin: baseURL as string },
    data: { clientId: owner.clientId, content: text },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // Arrives without a reload, unread, first among the unread (the newest).
  const item = staff.getByTestId('notification').filter({ hasText: text });
  await expect(item).toBeVisible({ timeout: 15_000 });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item.getByText('Unread', { exact: true })).toBeVisible();
  await expect(staff.getByTestId('notification').first()).toContainText(text);

  await item.getByRole('link', { name, exact: true }).click();
  await expect(staff).toHaveURL(`/admin/clients/${owner.clientId}?tab=communications`);
  await expect(staff.getByRole('tab', { name: 'Communications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(staff.getByTestId('communication').filter({ hasText: text })).toContainText(
    'From the client',
  );

  // Opening the Communications read it: back in the inbox it is no longer unread.
  await staff.goBack();
  await expect(staff).toHaveURL('/admin/notifications');
  await expect(staff.getByTestId('notification').filter({ hasText: text })).toHaveAttribute(
    'data-unread',
    'false',
  );
  await staffContext.close();
});
