import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { STAFF, staffRequest } from '../bookings/booking-helpers.ts';
import { DEMO_SHOP, getJson, newCarOwner } from '../client-area/client-area-helpers.ts';
import { completedInspection, sendInspection } from '../inspections/shared-inspection-helpers.ts';
import { seedItem, useStock } from '../inventory/inventory-helpers.ts';
import { seedJobOrder } from '../job-orders/screen-helpers.ts';
import { seedBooking } from '../owner-booking/owner-booking-helpers.ts';

// Issue #21: the browser is in Berlin, the demo shop in Chicago (7 hours behind); every page
// shows the shop's clock.
const SHOP_ZONE = 'America/Chicago';
test.use({ timezoneId: 'Europe/Berlin' });

const shopDay = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const shopTime = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 27, 2026 at 7:48 AM": an instant on the shop's clock. */
function onShopClock(instant: string | number): string {
  const at = typeof instant === 'number' ? instant : Date.parse(instant);
  return `${shopDay.format(at)} at ${shopTime.format(at)}`.replace(/[\u202f\u00a0]/g, ' ');
}

/** Any minute between `from` and `to` on the shop's clock: when the server stamped a record. */
function shopClockBetween(from: number, to: number): RegExp {
  const texts = new Set<string>();
  for (let at = Math.floor(from / 60_000) * 60_000; at <= to; at += 60_000)
    texts.add(onShopClock(at));
  return new RegExp(
    [...texts].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  );
}

async function browserZone(page: Page): Promise<string> {
  return page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
}

test('staff pages show the shop’s clock, not the browser’s', async ({ page, browser, baseURL }) => {
  test.slow();
  const base = baseURL as string;
  const staff = await staffRequest(browser, base);
  const from = Date.now();
  const item = await seedItem(staff.request, base);
  await useStock(staff.request, base, item.id, '1');
  const jobOrder = await seedJobOrder(staff.request, base);
  // 3:00 PM in Chicago is 10:00 PM in Berlin.
  const promisedAt = '2026-12-02T21:00:00.000Z';
  const promised = await staff.request.patch(`/api/v1/job-orders/${jobOrder.id}`, {
    headers: { origin: base },
    data: { promisedAt },
  });
  expect(promised.status(), await promised.text()).toBe(200);
  const to = Date.now();
  const orders = await getJson<{ items: { id: string }[] }>(
    staff.request,
    '/api/v1/purchase-orders?view=all&status=received',
  );
  const orderId = orders.items[0]?.id ?? '';
  const order = await getJson<{ orderedAt: string | null; receivedAt: string | null }>(
    staff.request,
    `/api/v1/purchase-orders/${orderId}`,
  );
  await staff.close();

  await signIn(page, STAFF);
  await expect(page).toHaveURL(/\/admin$/);
  expect(await browserZone(page)).toBe('Europe/Berlin');

  await page.goto(`/admin/inventory/items/${item.id}`);
  await expect(page.getByRole('main')).toContainText(shopClockBetween(from, to));

  await page.goto(`/admin/job-orders/${jobOrder.id}`);
  await expect(page.getByRole('main')).toContainText(`Dec 2, 2026 at 3:00 PM`);
  await expect(page.getByRole('main')).not.toContainText('10:00 PM');

  await page.goto(`/admin/inventory/purchase-orders/${orderId}`);
  const main = page.getByRole('main');
  await expect(main).toContainText(onShopClock(order.orderedAt ?? ''));
  await expect(main).toContainText(onShopClock(order.receivedAt ?? ''));
});

test('inspections, the owner’s dashboard and bookings, and the staff inbox show the shop’s clock', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const base = baseURL as string;
  const owner = await newCarOwner(page, base, { shop: DEMO_SHOP });
  const created = await page.request.post('/api/v1/portal/vehicles', {
    headers: { origin: base },
    data: { clientId: owner.clientId, make: 'Mazda', model: '3', year: 2021 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vehicleId = ((await created.json()) as { id: string }).id;
  const booking = await seedBooking(page.request, base, {
    shopName: DEMO_SHOP,
    clientId: owner.clientId as string,
    serviceName: 'Conventional Oil Change',
  });
  const startsAt = booking.day.slots[0]?.startsAt ?? '';

  const staff = await staffRequest(browser, base);
  const from = Date.now();
  const { inspectionId } = await completedInspection(staff.request, base, {
    clientId: owner.clientId as string,
    vehicleId,
    treadDepth: '4',
  });
  const link = await sendInspection(staff.request, base, { inspectionId, email: owner.email });
  const to = Date.now();
  await staff.close();
  const finished = shopClockBetween(from, to);
  expect(await browserZone(page)).toBe('Europe/Berlin');

  await page.goto('/client/inspections');
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(finished);

  await page.goto(link);
  await expect(page.getByRole('main')).toContainText(finished);

  await page.goto('/client/dashboard');
  const upcoming = page.getByRole('region', { name: 'Upcoming visits and services due' });
  await expect(upcoming).toContainText(onShopClock(startsAt));
  await page.goto('/client/bookings');
  await expect(page.getByRole('main')).toContainText(onShopClock(startsAt));

  const staffPage = await browser.newPage({ timezoneId: 'Europe/Berlin', baseURL: base });
  await signIn(staffPage, STAFF);
  await expect(staffPage).toHaveURL(/\/admin$/);
  await staffPage.goto(`/admin/inspections/${inspectionId}`);
  await expect(staffPage.getByRole('main')).toContainText(finished);
  await staffPage.goto('/admin/notifications');
  await expect(staffPage.getByRole('main')).toContainText(onShopClock(startsAt));
  await staffPage.close();
});
