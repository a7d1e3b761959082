import { readFile } from 'node:fs/promises';
import { expect, test } from '../../fixtures.ts';
import { expectNoSidewaysScroll, openReport, reportOf } from './report-helpers.ts';

type Report = {
  period: { from: string; to: string };
  empty: boolean;
  totals: { count: number };
  services: { serviceId: string; name: string; count: number }[];
};

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the owner reads the services of a period, drills down to the job orders behind a figure and exports the table', async ({
    page,
  }) => {
    test.slow();
    await openReport(page, 'service-trends', 'Service Trends');
    const year = await reportOf<Report>(
      page,
      'service-trends',
      'period=last-12-months&compare=previous&groupBy=month',
    );
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
    const thisYear = await reportOf<Report>(
      page,
      'service-trends',
      'period=this-year&compare=previous&groupBy=week',
    );
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
    await expectNoSidewaysScroll(page);
  });
});

test.describe('at 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the report fits a phone: wide tables scroll in their own box', async ({ page }) => {
    test.slow();
    await openReport(page, 'service-trends', 'Service Trends');
    const heatmap = page.getByRole('table', { name: 'Jobs per month and service' });
    await expect(heatmap).toBeVisible();
    await expectNoSidewaysScroll(page);
    const widths = await heatmap.evaluate((table) => {
      const box = table.closest('.mantine-TableScrollContainer-scrollContainer');
      return { scroll: box?.scrollWidth ?? 0, client: box?.clientWidth ?? 0 };
    });
    expect(widths.scroll, 'the heatmap scrolls inside its box').toBeGreaterThan(widths.client);
  });
});
