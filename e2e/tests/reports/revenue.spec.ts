import { readFile } from 'node:fs/promises';
import { expect, test } from '../../fixtures.ts';
import { expectNoSidewaysScroll, openReport, reportOf } from './report-helpers.ts';

type Report = {
  period: { from: string; to: string };
  figures: { revenue: string; carCount: number };
  isEmpty: boolean;
};

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the owner changes the period, drills down to the invoices behind a figure and downloads the CSV', async ({
    page,
  }) => {
    test.slow();
    await openReport(page, 'revenue', 'Revenue Reports');
    const year = await reportOf<Report>(page, 'revenue', 'period=last-12-months');
    expect(year.isEmpty, 'the demo shop invoiced in the last 12 months').toBe(false);
    await expect(page.getByTestId('figure-carCount')).toContainText(String(year.figures.carCount));

    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'This year' }).click();
    await expect(page).toHaveURL(/period=this-year/);
    const thisYear = await reportOf<Report>(page, 'revenue', 'period=this-year');
    await expect(page.getByTestId('figure-carCount')).toContainText(
      String(thisYear.figures.carCount),
    );
    await expect(page.getByRole('table', { name: 'Revenue by period' })).toBeVisible();
    await expect(page.getByText('NaN')).toHaveCount(0);

    // The shared address shows the same report.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('This year');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(
      `revenue-${thisYear.period.from}-to-${thisYear.period.to}.csv`,
    );
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv).toContain(`Figures,Car count,${thisYear.figures.carCount},`);

    await page.getByRole('link', { name: /Revenue: the invoices behind it/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/invoices\\?from=${thisYear.period.from}&to=${thisYear.period.to}`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  });

  test('an empty period says so instead of showing zeros', async ({ page }) => {
    await openReport(
      page,
      'revenue',
      'Revenue Reports',
      '?period=custom&from=2001-01-01&to=2001-01-31',
    );
    await expect(page.getByTestId('report-empty')).toHaveText(
      'No invoices, credit notes or payments in this period.',
    );
  });
});

test.describe('at 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the report fits a phone: the tables scroll in their own box', async ({ page }) => {
    test.slow();
    await openReport(page, 'revenue', 'Revenue Reports');
    await expect(page.getByRole('table', { name: 'Revenue by period' })).toBeVisible();
    await expect(page.getByTestId('figure-revenue')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
