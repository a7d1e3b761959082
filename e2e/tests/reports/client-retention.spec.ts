import { readFile } from 'node:fs/promises';
import { expect, test } from '../../fixtures.ts';
import { expectNoSidewaysScroll, openReport, reportOf } from './report-helpers.ts';

/** Demo job orders are recent: one month without a visit makes some lapsed clients. */
const LAPSED_MONTHS = 1;

type Report = {
  range: { from: string; to: string };
  figures: { clientsSeen: { value: string | null } };
  lapsed: { total: number; reachable: number; withoutEmail: number; optedOut: number };
};

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the owner changes the period, drills down to the clients, exports and reminds lapsed clients', async ({
    page,
  }) => {
    test.slow();
    await openReport(page, 'client-retention', 'Client Retention');
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'This year' }).click();
    await expect(page).toHaveURL(/period=this-year/);
    const report = await reportOf<Report>(page, 'client-retention', 'period=this-year');
    const seen = page.getByTestId('figure-clientsSeen');
    await expect(seen.getByRole('link')).toHaveText(report.figures.clientsSeen.value ?? '');

    // Drill down: the figure opens the clients list filtered to the period's visitors.
    await seen.getByRole('link').click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/clients\\?visitedFrom=${report.range.from}&visitedTo=${report.range.to}`),
    );
    await expect(page.getByTestId('visit-filter')).toContainText(
      `visited from ${report.range.from}`,
    );
    await page.goBack();
    await expect(page).toHaveURL(/period=this-year/);

    // CSV export of the tables.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('client-retention.csv');
    const csv = await readFile((await file.path()) as string, 'utf8');
    expect(csv).toContain(`Clients seen,${report.figures.clientsSeen.value}`);

    // Lapsed clients: the button says how many were sent and skipped.
    await page.getByRole('textbox', { name: 'Lapsed after (months)' }).fill(String(LAPSED_MONTHS));
    await expect(page).toHaveURL(new RegExp(`lapsedMonths=${LAPSED_MONTHS}`));
    const lapsed = await reportOf<Report>(
      page,
      'client-retention',
      `period=this-year&lapsedMonths=${LAPSED_MONTHS}`,
    );
    expect(lapsed.lapsed.reachable, 'the demo shop has lapsed clients to remind').toBeGreaterThan(
      0,
    );
    await expect(page.getByTestId('lapsed-summary')).toContainText(
      `${lapsed.lapsed.total} lapsed clients`,
    );
    await page.getByRole('button', { name: 'Send a service reminder' }).click();
    await expect(page.getByTestId('reminder-result')).toContainText(
      `Sent ${lapsed.lapsed.reachable} reminders; skipped ${lapsed.lapsed.withoutEmail} without e-mail and ${lapsed.lapsed.optedOut} who opted out`,
    );
    await expectNoSidewaysScroll(page);
  });
});

test.describe('at 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the report fits the phone; the cohort grid scrolls in its own box', async ({ page }) => {
    test.slow();
    await openReport(page, 'client-retention', 'Client Retention', '?period=last-12-months');
    const grid = page.getByTestId('cohort-grid');
    await expect(grid).toBeVisible();
    await expectNoSidewaysScroll(page);
    const scrolls = await grid.evaluate((box) =>
      [box, ...box.querySelectorAll('*')].some(
        (element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0,
      ),
    );
    expect(scrolls, 'the grid is wider than the phone and scrolls inside its box').toBe(true);
  });
});
