import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { apiSignIn, dropSession, signIn } from '../auth/auth-helpers.ts';
import { getJson, money } from '../client-area/client-area-helpers.ts';

const ALL_GROUPS = [
  'Dashboard',
  'Clients & Vehicles',
  'Calendar & Bookings',
  'Job Orders',
  'Services',
  'Inventory',
  'Employee Management',
  'Reports & Analytics',
  'Settings',
];

async function signInAt(page: Page, email: string, home: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(home);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Workspace' });

/** The group toggles in the sidebar, in order. */
async function groupLabels(page: Page) {
  const nav = sidebar(page);
  await expect(nav.getByText('Menu', { exact: true })).toBeVisible();
  const groups: string[] = [];
  for (const label of ALL_GROUPS) {
    if (await nav.getByRole('button', { name: label, exact: true }).isVisible()) groups.push(label);
  }
  return groups;
}

async function sidebarCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'sidebar:state');
}

test.describe('the staff sidebar', () => {
  test('shows an admin every group; groups open independently; the active link is highlighted', async ({
    page,
  }) => {
    await signInAt(page, 'owner@pitstop.test', '/admin');
    expect(await groupLabels(page)).toEqual(ALL_GROUPS);
    const nav = sidebar(page);
    await nav.getByRole('button', { name: 'Calendar & Bookings', exact: true }).click();
    await nav.getByRole('button', { name: 'Job Orders', exact: true }).click();
    // Both open at once.
    await expect(nav.getByRole('link', { name: 'Mechanic Availability' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Completed Job Orders/ })).toBeVisible();
    await nav.getByRole('button', { name: 'Job Orders', exact: true }).click();
    await expect(nav.getByRole('link', { name: /^Completed Job Orders/ })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Mechanic Availability' })).toBeVisible();

    const bookings = nav.getByRole('link', { name: 'Manage Bookings' });
    await bookings.click();
    await expect(page).toHaveURL('/admin/calendar/bookings');
    await expect(bookings).toHaveAttribute('aria-current', 'page');
    await expect(bookings).toHaveAttribute('data-active', 'true');
    await expect(nav.getByRole('link', { name: 'Calendar View' })).not.toHaveAttribute(
      'data-active',
      'true',
    );
  });

  test('a screen of a later release says it is not available yet and leads back', async ({
    page,
  }) => {
    await signInAt(page, 'owner@pitstop.test', '/admin');
    await page.goto('/admin/settings/backup');
    await expect(
      page.getByRole('heading', { name: 'Backup & Restore is not available yet' }),
    ).toBeVisible();
    await expect(
      page.getByText("Download a copy of your workshop's data and restore it."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('front desk and mechanic see the groups and links of the work they do (DESIGN.md §4)', async ({
    page,
  }) => {
    // Two sign-ins and four screens.
    test.slow();
    await signInAt(page, 'frontdesk@pitstop.test', '/admin/clients');
    expect(await groupLabels(page)).toEqual([
      'Dashboard',
      'Clients & Vehicles',
      'Calendar & Bookings',
      'Job Orders',
      'Services',
      'Employee Management',
    ]);
    // The desk runs job orders: every job order screen, invoicing and the canned jobs.
    const nav = sidebar(page);
    await nav.getByRole('button', { name: 'Job Orders', exact: true }).click();
    for (const name of ['Job Order List', 'Create New Job Order', 'Invoices', 'Receivables']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: /^Pending Job Orders/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Completed Job Orders/ })).toBeVisible();
    await nav.getByRole('link', { name: 'Canned Jobs', exact: true }).click();
    await expect(page).toHaveURL('/admin/job-orders/canned-jobs');
    await expect(page.getByText('Front brakes — pads and rotors')).toBeVisible();
    await expect(page.getByText('No canned jobs yet.')).toHaveCount(0);
    await nav.getByRole('button', { name: 'Services', exact: true }).click();
    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL('/admin/services');
    await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
    // Settings screens stay admin-only even by URL.
    await page.goto('/admin/settings/backup');
    await expect(page).toHaveURL('/unauthorized');

    await dropSession(page);
    await signInAt(page, 'mechanic@pitstop.test', '/admin');
    expect(await groupLabels(page)).toEqual([
      'Dashboard',
      'Calendar & Bookings',
      'Job Orders',
      'Employee Management',
    ]);
    await nav.getByRole('button', { name: 'Job Orders', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Job Order List' })).toBeVisible();
    // A mechanic works the jobs given to them: no new job orders, canned jobs or invoices.
    for (const name of ['Create New Job Order', 'Canned Jobs', 'Invoices']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
  });

  test('collapses to a 3rem icon rail with tooltips, kept in the sidebar:state cookie', async ({
    page,
  }) => {
    await signInAt(page, 'owner@pitstop.test', '/admin');
    const nav = sidebar(page);
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    expect((await nav.boundingBox())?.width).toBe(256);

    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(48);
    const cookie = await sidebarCookie(page);
    expect(cookie?.value).toBe('false');
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await nav.getByRole('link', { name: 'Clients & Vehicles' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Clients & Vehicles');

    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');

    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    expect((await sidebarCookie(page))?.value).toBe('true');
    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    expect((await sidebarCookie(page))?.value).toBe('false');
  });

  test.describe('at 600 px wide', () => {
    test.use({ viewport: { width: 600, height: 800 } });

    test('is an 18rem drawer opened from the header, closed after navigating', async ({ page }) => {
      await signInAt(page, 'owner@pitstop.test', '/admin');
      await expect(sidebar(page)).toBeHidden();
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(288);
      await sidebar(page).getByRole('button', { name: 'Reports & Analytics' }).click();
      await sidebar(page).getByRole('link', { name: 'Revenue Reports' }).click();
      await expect(page).toHaveURL('/admin/reports/revenue');
      await expect(drawer).toBeHidden();
      await page.keyboard.press('Control+b');
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  });

  test('badges are the live counts of the server, hidden at zero', async ({ page }) => {
    await signInAt(page, 'owner@pitstop.test', '/admin');
    const counts = await (await page.request.get('/api/v1/sidebar-counts')).json();
    const nav = sidebar(page);
    await nav.getByRole('button', { name: 'Clients & Vehicles', exact: true }).click();
    await nav.getByRole('button', { name: 'Job Orders', exact: true }).click();
    await nav.getByRole('button', { name: 'Inventory', exact: true }).click();
    for (const [label, count] of [
      ['Service Reminders', counts.serviceReminders],
      ['Pending Job Orders', counts.pendingJobOrders],
      ['Low Stock Alerts', counts.lowStock],
    ] as const) {
      const link = nav.getByRole('link', { name: new RegExp(`^${label}`) });
      await expect(link).toHaveText(count > 0 ? `${label}${count}` : label);
    }
    await nav.getByRole('button', { name: 'Dashboard', exact: true }).click();
  });
});

test('/dashboard/clients redirects to /admin/clients', async ({ page }) => {
  await signInAt(page, 'owner@pitstop.test', '/admin');
  await page.goto('/dashboard/clients');
  await expect(page).toHaveURL('/admin/clients');
});

test('the dashboard cards show the live numbers of the API', async ({ page }) => {
  await signInAt(page, 'owner@pitstop.test', '/admin');
  const data = await (await page.request.get('/api/v1/dashboard')).json();
  expect(data.clients).toBeGreaterThan(0);
  const card = (label: string) =>
    page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value');
  await expect(card('Total clients')).toHaveText(String(data.clients));
  await expect(card('Active clients')).toHaveText(String(data.activeClients));
  await expect(card('Premium clients')).toHaveText(String(data.premiumClients));
  await expect(card('Vehicles')).toHaveText(String(data.vehicles));
  await expect(card('Open job orders')).toHaveText(String(data.openJobOrders));
  expect(data.revenueThisMonth.scope).toBe('shop');
  const revenue = Number(data.revenueThisMonth.total).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  await expect(card('Revenue this month')).toHaveText(`$${revenue}`);
  const recentClients = page.getByRole('region', { name: 'Recent clients' });
  for (const client of data.recentClients) {
    await expect(recentClients.getByRole('link', { name: client.name })).toBeVisible();
  }
  const recentServices = page.getByRole('region', { name: 'Recent services' });
  await expect(recentServices.getByRole('row')).toHaveCount(data.recentServices.length + 1);
});

test('the front desk sees no revenue on the dashboard, a mechanic only their own earnings', async ({
  page,
}) => {
  await signInAt(page, 'frontdesk@pitstop.test', '/admin/clients');
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Total clients', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /revenue/i })).toHaveCount(0);

  await dropSession(page);
  await signInAt(page, 'mechanic@pitstop.test', '/admin');
  // A mechanic's /admin is their own work (issue 11): their earnings, never the shop's revenue.
  const own = (await (await page.request.get('/api/v1/dashboard/technician')).json()).stats;
  await expect(
    page
      .getByRole('region', { name: 'Earnings this month', exact: true })
      .getByTestId('stat-value'),
  ).toHaveText(money(own.earnings));
  await expect(page.getByRole('region', { name: 'Revenue this month', exact: true })).toHaveCount(
    0,
  );
});

test('global search (Ctrl+K): Enter opens the first result, a client its profile, a JO number its job order', async ({
  page,
  browser,
  baseURL,
}) => {
  // A sign-in by API and one by the form, then three searches and the screens they open.
  test.slow();
  const api = await browser.newContext({ baseURL });
  await apiSignIn(api.request, baseURL as string, 'owner@pitstop.test');
  const jobs = await getJson<{ items: { id: string; number: number }[] }>(
    api.request,
    '/api/v1/job-orders?limit=1',
  );
  await api.close();
  const job = jobs.items[0];
  if (!job) throw new Error('the demo shop has no job orders');
  const jobNumber = `JO-${String(job.number).padStart(4, '0')}`;

  await signInAt(page, 'owner@pitstop.test', '/admin');
  // The address changes first; the shortcut works once the workspace is on screen.
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('textbox', {
    name: 'Search clients, vehicles, services and numbers',
  });
  await expect(input).toBeFocused();
  await input.fill('jordan dri');
  await expect(page.getByRole('button', { name: /Jordan Driver/ }).first()).toBeVisible();
  // Enter without an arrow key: the first result, the client, opens on their profile.
  await input.press('Enter');
  await expect(page).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Jordan Driver', level: 1 })).toBeVisible();

  // Typed and entered at once: Enter waits for the results of what was typed.
  await page.keyboard.press('Control+k');
  await input.fill(jobNumber.toLowerCase());
  await input.press('Enter');
  await expect(page).toHaveURL(`/admin/job-orders/${job.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(jobNumber), level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Search' }).click();
  await input.fill('CK 40211');
  await expect(page.getByRole('button', { name: /2019 Toyota RAV4/ })).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL('/admin/vehicles?search=CK%2040211');
});

test('/admin has no serious or critical accessibility violations, expanded and as a rail', async ({
  page,
}) => {
  // axe in both colour schemes, twice, over the whole dashboard (its Service Requests table too).
  test.slow();
  await signInAt(page, 'owner@pitstop.test', '/admin');
  await expect(page.getByRole('region', { name: 'Total clients' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  expect(await seriousViolations(page)).toEqual([]);
});
