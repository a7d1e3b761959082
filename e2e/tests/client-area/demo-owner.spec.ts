import { expect, test } from '../../fixtures.ts';
import { apiSignIn, signIn } from '../auth/auth-helpers.ts';
import { choose } from '../workspace/workspace-helpers.ts';
import { DEMO_SHOP, getJson, money } from './client-area-helpers.ts';

type Vehicle = {
  id: string;
  make: string;
  model: string;
  year: number | null;
  vin: string | null;
  mileage: number | null;
};
type Dashboard = {
  workshops: { id: string; name: string }[];
  vehicles: Vehicle[];
  upcomingVisits: unknown[];
  recentServices: { id: string; total: string; services: string[] }[];
  totalSpent: string;
  unreadMessages: number;
};
type History = {
  items: {
    id: string;
    completedAt: string;
    total: string;
    services: string[];
    vehicle: { id: string; make: string; model: string } | null;
    lines: { description: string; amount: string }[];
  }[];
  nextCursor: string | null;
};
type Communications = {
  items: {
    id: string;
    content: string;
    status: string;
    direction: 'inbound' | 'outbound';
    readAt: string | null;
  }[];
};

const title = (vehicle: { year?: number | null; make: string; model: string }) =>
  [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');

/**
 * The demo car owner's five pages (Jordan Driver: 2 cars, 10 jobs) against what the API says in
 * the same test. Serial: the Communication page marks messages read, which the dashboard counts.
 */
test.describe.configure({ mode: 'serial' });

test.describe('the demo car owner', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'driver@pitstop.test');
    await expect(page).toHaveURL('/client/dashboard');
  });

  test('the layout has the five links of spec §2, the name and Sign out', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'My area' });
    for (const [label, path] of <[string, string][]>[
      ['Dashboard', '/client/dashboard'],
      ['Profile', '/client/profile'],
      ['Vehicles', '/client/vehicles'],
      ['Service History', '/client/service-history'],
      ['Communication', '/client/communication'],
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        path,
      );
    }
    await expect(nav.getByText('Jordan Driver')).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('the dashboard shows their vehicles, services, total spent and unread messages', async ({
    page,
  }) => {
    const data = await getJson<Dashboard>(page.request, '/api/v1/portal/dashboard');
    expect(data.vehicles).toHaveLength(2);
    expect(data.workshops.map((shop) => shop.name)).toEqual([DEMO_SHOP]);

    const stat = (label: string) =>
      page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value');
    await expect(stat('Vehicles')).toHaveText(String(data.vehicles.length));
    await expect(stat('Total spent')).toHaveText(money(data.totalSpent));
    await expect(stat('Upcoming visits')).toHaveText(String(data.upcomingVisits.length));
    await expect(stat('Unread messages')).toHaveText(String(data.unreadMessages));
    expect(Number(data.totalSpent)).toBeGreaterThan(0);

    const vehicles = page.getByRole('region', { name: 'My vehicles' });
    for (const vehicle of data.vehicles) await expect(vehicles).toContainText(title(vehicle));
    const recent = page.getByRole('region', { name: 'Recent services' }).getByRole('listitem');
    await expect(recent).toHaveCount(data.recentServices.length);
    await expect(recent.first()).toContainText(money(data.recentServices[0]?.total ?? 0));
  });

  test('the profile shows their record in the shop: details, vehicles, history, messages', async ({
    page,
  }) => {
    const [record] = await getJson<Record<string, unknown>[]>(
      page.request,
      '/api/v1/portal/profile',
    );
    await page
      .getByRole('navigation', { name: 'My area' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await expect(page.getByRole('heading', { name: 'Jordan Driver', level: 1 })).toBeVisible();
    await expect(page.getByText(`Client of ${DEMO_SHOP}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Interaction' })).toBeVisible();
    // Jordan is a VIP to the shop: an internal tag the car owner is never shown.
    expect(record).not.toHaveProperty('tags');
    await expect(page.getByLabel('Tags')).toHaveCount(0);
    await expect(page.getByText('VIP', { exact: true })).toHaveCount(0);
    for (const field of ['phone', 'email', 'address', 'city', 'emergencyContactName']) {
      await expect(page.getByRole('tabpanel')).toContainText(String(record?.[field]));
    }

    await page.getByRole('tab', { name: 'Vehicles' }).click();
    await expect(page).toHaveURL('/client/profile?tab=vehicles');
    const rows = page.getByRole('table', { name: 'Vehicles' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('table', { name: 'Vehicles' })).toContainText(' mi');

    await page.getByRole('tab', { name: 'Service History' }).click();
    await expect(page.getByRole('list', { name: 'Completed services' })).toBeVisible();

    await page.getByRole('tab', { name: 'Communications' }).click();
    await expect(page.getByRole('list', { name: 'Communications' })).toBeVisible();
  });

  test('vehicles lists both cars with last service and mileage', async ({ page }) => {
    const vehicles = await getJson<Vehicle[]>(page.request, '/api/v1/portal/vehicles');
    await page.goto('/client/vehicles');
    await expect(page.getByRole('heading', { name: 'Vehicles', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Vehicles' });
    await expect(table.locator('tbody tr')).toHaveCount(vehicles.length);
    for (const vehicle of vehicles) {
      const row = table.getByRole('row').filter({ hasText: title(vehicle) });
      await expect(row).toContainText(`${(vehicle.mileage ?? 0).toLocaleString('en-US')} mi`);
      await expect(row.getByRole('button', { name: `Edit ${title(vehicle)}` })).toBeVisible();
    }
  });

  test('service history: newest first, lines and totals, filtered by vehicle', async ({ page }) => {
    const all = await getJson<History>(page.request, '/api/v1/portal/service-history');
    const vehicles = await getJson<Vehicle[]>(page.request, '/api/v1/portal/vehicles');
    expect(all.items.length).toBeGreaterThan(0);
    const dates = all.items.map((item) => item.completedAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    await page.goto('/client/service-history');
    await expect(page.getByRole('heading', { name: 'Service History', level: 1 })).toBeVisible();
    const visits = page.getByRole('list', { name: 'Completed services' }).locator(':scope > li');
    await expect(visits).toHaveCount(all.items.length);
    const first = all.items[0];
    await expect(visits.first().getByTestId('service-total')).toHaveText(money(first?.total ?? 0));
    for (const line of first?.lines ?? []) {
      await expect(visits.first().getByRole('table', { name: 'Lines' })).toContainText(
        line.description,
      );
    }

    const vehicle = vehicles[0] as Vehicle;
    const filtered = await getJson<History>(
      page.request,
      `/api/v1/portal/service-history?vehicleId=${vehicle.id}`,
    );
    await choose(page, page.getByRole('combobox', { name: 'Vehicle' }), title(vehicle));
    await expect(visits).toHaveCount(filtered.items.length);
    for (const item of filtered.items) expect(item.vehicle?.id).toBe(vehicle.id);
    await expect(visits.first()).toContainText(title(vehicle));
  });

  test('communication history shows their messages and marks them read', async ({ page }) => {
    const before = await getJson<Communications>(page.request, '/api/v1/portal/communications');
    expect(before.items.length).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: 'My area' })
      .getByRole('link', { name: 'Communication' })
      .click();
    await expect(page.getByRole('heading', { name: 'Communication History' })).toBeVisible();
    const items = page.getByTestId('communication');
    await expect(items).toHaveCount(before.items.length);
    // Spec §2: the status badge is green when sent, otherwise yellow.
    for (const [index, item] of before.items.entries()) {
      await expect(items.nth(index).getByTestId('communication-status')).toHaveAttribute(
        'data-color',
        item.status === 'sent' ? 'green' : 'yellow',
      );
    }
    await expect(items.first()).toContainText(before.items[0]?.content ?? '');

    // Opening it read the shop's messages: the dashboard's unread count is now 0.
    await expect
      .poll(async () => {
        const dashboard = await getJson<Dashboard>(page.request, '/api/v1/portal/dashboard');
        return dashboard.unreadMessages;
      })
      .toBe(0);
  });
});

test('staff at the car owner-only pages get /unauthorized', async ({ page }) => {
  await signIn(page, 'frontdesk@pitstop.test');
  await expect(page).toHaveURL('/admin/clients');
  for (const path of ['/client/service-history', '/client/communication']) {
    await page.goto(path);
    await expect(page).toHaveURL('/unauthorized');
    await expect(
      page.getByRole('heading', { name: 'This page is not available to you' }),
    ).toBeVisible();
    await expect(page.getByText(path)).toBeVisible();
  }
});

test('a car owner cannot read another client through the API (404)', async ({
  request,
  baseURL,
}) => {
  await apiSignIn(request, baseURL as string, 'owner@pitstop.test');
  const clients = await getJson<{ items: { id: string; name: string }[] }>(
    request,
    '/api/v1/clients?search=a&limit=5',
  );
  const other = clients.items.find((client) => client.name !== 'Jordan Driver');
  expect(other).toBeTruthy();
  const driver = await request.fetch('/api/auth/sign-out', {
    method: 'POST',
    headers: { origin: baseURL as string },
  });
  expect(driver.ok()).toBeTruthy();
  await apiSignIn(request, baseURL as string, 'driver@pitstop.test');
  const refused = await request.patch(`/api/v1/portal/profile/${other?.id}`, {
    headers: { origin: baseURL as string },
    data: { phone: '555 0000' },
  });
  expect(refused.status()).toBe(404);
});
