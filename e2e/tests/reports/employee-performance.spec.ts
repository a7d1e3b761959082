import { expect, test } from '../../fixtures.ts';
import { expectNoSidewaysScroll, openReport, reportOf } from './report-helpers.ts';

type Report = {
  period: { from: string; to: string };
  technicians: {
    userId: string;
    name: string;
    figures: { hoursSold: string; jobsCompleted: number };
  }[];
};

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the owner reads the last 12 months, changes the period, drills down and downloads the CSV', async ({
    page,
  }) => {
    test.slow();
    await openReport(page, 'employee-performance', 'Employee Performance');
    const year = await reportOf<Report>(page, 'employee-performance', 'period=last-12-months');
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
    const month = await reportOf<Report>(page, 'employee-performance', 'period=last-month');
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
    await openReport(page, 'employee-performance', 'Employee Performance');
    const year = await reportOf<Report>(page, 'employee-performance', 'period=last-12-months');
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
    await openReport(page, 'employee-performance', 'Employee Performance');
    await expect(
      page.getByRole('table', { name: "Technicians' figures for the period" }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
