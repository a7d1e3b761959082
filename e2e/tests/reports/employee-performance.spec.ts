import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';

const OWNER = 'owner@pitstop.test';

type Report = {
  period: { from: string; to: string };
  technicians: {
    userId: string;
    name: string;
    figures: { hoursSold: string; jobsCompleted: number };
  }[];
};

/** The demo shop's report as the API reckons it: what the screen must show. */
async function reportOf(page: Page, query: string): Promise<Report> {
  const response = await page.request.get(`/api/v1/reports/employee-performance?${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Report;
}

async function open(page: Page) {
  await signIn(page, OWNER);
  await page.goto('/admin/reports/employee-performance');
  // A route's first load on a shared 2-core machine may take a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Employee Performance' })).toBeVisible({
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

  test('the owner reads the last 12 months, changes the period, drills down and downloads the CSV', async ({
    page,
  }) => {
    test.slow();
    await open(page);
    const year = await reportOf(page, 'period=last-12-months');
    const busiest = [...year.technicians].sort(
      (a, b) => b.figures.jobsCompleted - a.figures.jobsCompleted,
    )[0];
    expect(busiest?.figures.jobsCompleted, 'the demo shop completed jobs').toBeGreaterThan(0);
    const figures = page.getByRole('table', { name: "Technicians' figures for the period" });
    const row = figures.getByRole('row').filter({ hasText: busiest?.name ?? '' });
    await expect(row.getByRole('cell').nth(1)).toContainText(`${busiest?.figures.hoursSold} h`);
    await expect(page.getByText('NaN')).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last month' }).click();
    await expect(page).toHaveURL(/period=last-month/);
    const month = await reportOf(page, 'period=last-month');
    const lastMonthBusiest = month.technicians.find((person) => person.userId === busiest?.userId);
    await expect(row.getByRole('cell').nth(1)).toContainText(
      `${lastMonthBusiest?.figures.hoursSold} h`,
    );

    const csv = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const download = await csv;
    expect(download.suggestedFilename()).toBe(
      `employee-performance-${month.period.from}-to-${month.period.to}.csv`,
    );

    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last 12 months' }).click();
    await figures.getByRole('link', { name: busiest?.name ?? '' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/employees/${busiest?.userId}\\?tab=performance`),
    );
  });

  test('jobs completed open the completed job orders of that person', async ({ page }) => {
    test.slow();
    await open(page);
    const year = await reportOf(page, 'period=last-12-months');
    const busiest = [...year.technicians].sort(
      (a, b) => b.figures.jobsCompleted - a.figures.jobsCompleted,
    )[0];
    const figures = page.getByRole('table', { name: "Technicians' figures for the period" });
    await figures
      .getByRole('row')
      .filter({ hasText: busiest?.name ?? '' })
      .getByRole('link', { name: String(busiest?.figures.jobsCompleted) })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/job-orders/completed\\?mechanic=${busiest?.userId}&from=`),
    );
  });
});

test.describe('at 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the report fits a phone: its tables scroll inside their own box', async ({ page }) => {
    test.slow();
    await open(page);
    await expect(
      page.getByRole('table', { name: "Technicians' figures for the period" }),
    ).toBeVisible();
    await noSidewaysScroll(page);
  });
});
