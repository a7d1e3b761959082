import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { apiSignIn } from '../auth/auth-helpers.ts';

/**
 * Every staff and car-owner list, at the commonest laptop width and at a phone's, with the demo
 * workshop's year of data: no control may lie outside the screen and no page may scroll
 * sideways (issue #21, "Screens that fit").
 */

const viewports = [
  { name: '1280 px', size: { width: 1280, height: 800 } },
  { name: '375 px', size: { width: 375, height: 812 } },
] as const;

type Screen = { path: string } | { path: (request: APIRequestContext) => Promise<string> };

/** The first row of a list the signed-in user may read, for its detail page. */
function firstOf(
  list: string,
  detail: (id: string) => string,
  rowsOf: (body: Record<string, { id: string }[]>) => { id: string }[] = (body) => body.items ?? [],
) {
  return async (request: APIRequestContext) => {
    const response = await request.get(`/api/v1/${list}`);
    expect(response.status(), `${list}: ${await response.text()}`).toBe(200);
    const [first] = rowsOf(await response.json());
    expect(first, `the demo data has a row in ${list}`).toBeDefined();
    return detail((first as { id: string }).id);
  };
}

const staffLists = ['/admin/clients', '/admin/vehicles', '/admin/services', '/admin/notifications'];
const calendarLists = ['/admin/calendar/availability', '/admin/calendar/bookings'];
const jobOrderLists = [
  '/admin/job-orders',
  '/admin/job-orders/pending',
  '/admin/job-orders/completed',
];
const inventoryLists = [
  '/admin/inventory',
  '/admin/inventory/alerts',
  '/admin/inventory/purchase-orders',
  '/admin/inventory/suppliers',
];
const billingLists = ['/admin/invoices', '/admin/invoices/receivables'];

const clientDetail = firstOf('clients?limit=1', (id) => `/admin/clients/${id}`);
const bookingDetail = firstOf('appointments?limit=1', (id) => `/admin/calendar/bookings/${id}`);
const jobOrderDetail = firstOf('job-orders?limit=1', (id) => `/admin/job-orders/${id}`);
/** A job order with priced lines (other tests leave the newest without any). */
const jobOrderWithLines = firstOf(
  'job-orders?limit=50',
  (id) => `/admin/job-orders/${id}`,
  (body) =>
    ((body.items ?? []) as { id: string; total: string }[]).filter(
      (jobOrder) => Number(jobOrder.total) > 0,
    ),
);
const inventoryDetail = firstOf('inventory/items?limit=1', (id) => `/admin/inventory/items/${id}`);
const purchaseOrderDetail = firstOf(
  'purchase-orders?limit=1',
  (id) => `/admin/inventory/purchase-orders/${id}`,
);
const invoiceDetail = firstOf('invoices?limit=1', (id) => `/admin/invoices/${id}`);
const employeeDetail = firstOf('employees?role=mechanic', (id) => `/admin/employees/${id}`);
const employeeScreens: Screen[] = [{ path: '/admin/employees' }, { path: employeeDetail }];

const paths = (list: string[]): Screen[] => list.map((path) => ({ path }));

const roles: { email: string; screens: Screen[] }[] = [
  {
    email: 'owner@pitstop.test',
    screens: [
      { path: '/admin' },
      ...paths(staffLists),
      { path: clientDetail },
      ...paths(calendarLists),
      { path: bookingDetail },
      ...paths(jobOrderLists),
      { path: '/admin/job-orders/canned-jobs' },
      { path: jobOrderDetail },
      ...paths(inventoryLists),
      { path: inventoryDetail },
      { path: purchaseOrderDetail },
      ...paths(billingLists),
      { path: invoiceDetail },
      { path: '/admin/settings/business' },
      { path: '/admin/settings/inspection-templates' },
      ...employeeScreens,
      { path: '/admin/employees/new' },
    ],
  },
  {
    email: 'manager@pitstop.test',
    screens: [
      { path: '/admin' },
      ...paths(staffLists),
      ...paths(calendarLists),
      ...paths(jobOrderLists),
      { path: jobOrderDetail },
      ...paths(inventoryLists),
      { path: purchaseOrderDetail },
      ...paths(billingLists),
      { path: invoiceDetail },
      ...employeeScreens,
    ],
  },
  {
    email: 'frontdesk@pitstop.test',
    screens: [
      ...paths(staffLists),
      { path: clientDetail },
      ...paths(calendarLists),
      { path: bookingDetail },
      ...paths(jobOrderLists),
      { path: '/admin/job-orders/canned-jobs' },
      { path: jobOrderDetail },
      ...paths(inventoryLists),
      ...paths(billingLists),
      { path: invoiceDetail },
    ],
  },
  {
    email: 'mechanic@pitstop.test',
    screens: [
      { path: '/admin' },
      ...paths(['/admin/clients', '/admin/vehicles', '/admin/services', '/admin/notifications']),
      ...paths(calendarLists),
      ...paths(jobOrderLists),
      { path: jobOrderDetail },
      ...paths(inventoryLists),
    ],
  },
  {
    email: 'driver@pitstop.test',
    screens: [
      ...paths([
        '/client/dashboard',
        '/client/vehicles',
        '/client/service-history',
        '/client/communication',
        '/client/bookings',
        '/client/invoices',
        '/client/inspections',
      ]),
      {
        path: firstOf(
          'portal/bookings',
          (id) => `/client/bookings/${id}`,
          (body) => [...(body.upcoming ?? []), ...(body.past ?? [])],
        ),
      },
      { path: firstOf('portal/inspections', (id) => `/client/inspections/${id}`) },
    ],
  },
];

/** Waits until the screen has its heading and nothing on it is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(
    page.locator('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]'),
  ).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The controls a person can see that lie outside the screen sideways, or in a box that cuts them
 * off (a table scrolled sideways inside its container, a label cut short), and how far the page
 * scrolls sideways.
 */
function offScreen(page: Page) {
  // Plain JavaScript: it runs in the page, and the e2e project has no DOM types.
  return page.evaluate<{ outside: string[]; sideways: number }>(`(() => {
    const width = window.innerWidth;
    const outside = (box, left, right) => box.left < left - 0.5 || box.right > right + 0.5;
    // An ancestor that clips the control sideways (a table scrolled inside its container).
    const clipped = (control, box) => {
      for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (outside(box, clip.left, clip.right)) return true;
      }
      return false;
    };
    // Words inside the control cut short by its own box ("Add l" for "Add hours").
    const cutShort = (control) =>
      [control, ...control.querySelectorAll('*')].some(
        (part) => getComputedStyle(part).overflowX !== 'visible' && part.scrollWidth > part.clientWidth + 1,
      );
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="switch"], [role="tab"], [role="combobox"]',
    );
    const found = [];
    for (const control of controls) {
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      const box = control.getBoundingClientRect();
      // Visually hidden helpers (1 px, clipped) are for screen readers, not for the eye.
      if (box.width <= 1 || box.height <= 1) continue;
      const name = control.getAttribute('aria-label') ?? (control.textContent.trim() || control.getAttribute('name') || control.tagName);
      const at = '"' + name.slice(0, 40) + '" at ' + Math.round(box.left) + '–' + Math.round(box.right) + ' px';
      if (outside(box, 0, width)) found.push(at + ', off the screen');
      else if (clipped(control, box)) found.push(at + ', cut off by its container');
      else if (control.tagName !== 'INPUT' && control.tagName !== 'TEXTAREA' && cutShort(control)) found.push(at + ', its label cut short');
    }
    const scrolling = document.scrollingElement ?? document.documentElement;
    return { outside: found, sideways: scrolling.scrollWidth - width };
  })()`);
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    for (const role of roles) {
      test(`every screen of ${role.email} fits, its controls on the screen`, async ({
        page,
        baseURL,
      }) => {
        // A few dozen screens in one go, on a shared 2-core machine.
        test.setTimeout(240_000);
        await apiSignIn(page.request, baseURL as string, role.email);
        const found: string[] = [];
        for (const screen of role.screens) {
          const path =
            typeof screen.path === 'string' ? screen.path : await screen.path(page.request);
          await page.goto(path);
          await settled(page);
          const { outside, sideways } = await offScreen(page);
          if (sideways > 0) found.push(`${path}: the page scrolls ${sideways} px sideways`);
          if (outside.length > 0) {
            found.push(
              `${path}: ${outside.length} controls not fully on the screen: ${outside.slice(0, 3).join(', ')}`,
            );
          }
        }
        expect(found, 'controls outside the screen').toEqual([]);
      });
    }
  });
}

test.describe('a mechanic on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('sees their queue and its actions before the stat cards, and each line’s answer', async ({
    page,
    baseURL,
  }) => {
    await apiSignIn(page.request, baseURL as string, 'mechanic@pitstop.test');
    await page.goto('/admin');
    const queue = page.getByRole('region', { name: 'My queue' });
    const stats = page.getByRole('region', { name: 'Services completed' });
    await expect(queue).toBeVisible();
    const queueTop = (await queue.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const statsTop = (await stats.boundingBox())?.y ?? 0;
    expect(queueTop, 'the queue comes before the stat cards').toBeLessThan(statsTop);
    const inspect = queue.getByRole('link', { name: /^Inspect JO-/ }).first();
    await expect(inspect).toBeInViewport();

    await page.goto(await jobOrderWithLines(page.request));
    const line = page.getByTestId('job-order-line').first();
    await expect(line).toBeVisible();
    await expect(line.getByText('Answer', { exact: true })).toBeVisible();
    await expect(line.getByText('Done', { exact: true })).toBeVisible();
  });
});
