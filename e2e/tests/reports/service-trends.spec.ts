import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';

const OWNER = 'owner@pitstop.test';

type Report = {
  period: { from: string; to: string };
  empty: boolean;
  totals: { count: number };
  services: { serviceId: string; name: string; count: number }[];
};

/** The report as the API reckons it for the query the screen shows. */
async function reportOf(page: Page, query: string): Promise<Report> {
  const response = await page.request.get(`/api/v1/reports/service-trends?${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Report;
}

async function open(page: Page) {
  await signIn(page, OWNER);
  await page.goto('/admin/reports/service-trends');
  // A route's first load on a shared 2-core machine may take a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Service Trends' })).toBeVisible({
    timeout: 15_000,
  });
}

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
    'the page is wider than the screen',
  ).toBeLessThanOrEqual(0);

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the owner reads the services of a period, drills down to the job orders behind a figure and exports the table', async ({
    page,
  }) => {
    test.slow();
    await open(page);
    const year = await reportOf(page, 'period=last-12-months&compare=previous&groupBy=month');
    expect(year.services.length, 'the demo shop sold catalogue services this year').toBeGreaterThan(
      0,
    );
    const services = page.getByRole('table', { name: 'Services' });
    await expect(services.getByRole('row')).toHaveCount(year.services.length + 2);

    // Change the period: this year, by week; the address keeps it.
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'This year' }).click();
    await page.getByRole('combobox', { name: 'Trend' }).click();
    await page.getByRole('option', { name: 'By week' }).click();
    await expect(page).toHaveURL(/period=this-year/);
    await expect(page).toHaveURL(/groupBy=week/);
    const thisYear = await reportOf(page, 'period=this-year&compare=previous&groupBy=week');
    await expect(page.getByTestId('service-trends-period')).toContainText(
      thisYear.period.from.slice(0, 4),
    );
    const busiest = thisYear.services[0];
    expect(busiest, 'a service was sold this year').toBeDefined();
    const row = services.getByRole('row').filter({ hasText: busiest?.name ?? '' });
    await expect(row.getByRole('link').first()).toHaveText(String(busiest?.count));

    // Export the table as it stands.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `service-trends-${thisYear.period.from}-to-${thisYear.period.to}.csv`,
    );
    const csv = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split('\n')[0]).toBe(
      'Kind,Name,Jobs,Revenue,Hours sold,Jobs (compared),Revenue (compared),Hours sold (compared)',
    );
    expect(csv).toContain(`Service,${busiest?.name},${busiest?.count},`);

    // Drill down: the count opens the completed job orders of that service in the period.
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(
      new RegExp(
        `/admin/job-orders/completed\\?.*from=${thisYear.period.from}.*service=${busiest?.serviceId}`,
      ),
    );
    await expect(page.getByRole('button', { name: 'With one service' })).toBeVisible();
    const list = await page.request.get(
      `/api/v1/job-orders?view=completed&from=${thisYear.period.from}&to=${thisYear.period.to}&serviceId=${busiest?.serviceId}&limit=100`,
    );
    const items = ((await list.json()) as { items: unknown[] }).items;
    expect(items.length).toBe(Math.min(busiest?.count ?? 0, 100));
    await noSidewaysScroll(page);
  });
});

test.describe('at 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the report fits a phone: wide tables scroll in their own box', async ({ page }) => {
    test.slow();
    await open(page);
    const heatmap = page.getByRole('table', { name: 'Jobs per month and service' });
    await expect(heatmap).toBeVisible();
    await noSidewaysScroll(page);
    const widths = await heatmap.evaluate((table) => {
      const box = table.closest('.mantine-TableScrollContainer-scrollContainer');
      return { scroll: box?.scrollWidth ?? 0, client: box?.clientWidth ?? 0 };
    });
    expect(widths.scroll, 'the heatmap scrolls inside its box').toBeGreaterThan(widths.client);
  });
});
