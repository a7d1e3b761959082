import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { expectNoSidewaysScroll } from '../reports/report-helpers.ts';

const OWNER = 'owner@pitstop.test';

type Report = {
  technicians: { name: string; figures: { hoursSold: string; jobsCompleted: number } }[];
  technicianTotals: { figures: { hoursSold: string; hoursWorked: string; jobsCompleted: number } };
};

/** The demo shop's last month as the API reckons it: what the screen must show. */
async function lastMonth(page: Page): Promise<Report> {
  const response = await page.request.get('/api/v1/performance?period=last-month');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Report;
}

async function openLastMonth(page: Page) {
  await signIn(page, OWNER);
  await page.goto('/admin/employees/performance');
  // A route's first load on a shared 2-core machine may take a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Performance Metrics' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByText('Last month', { exact: true }).click();
  await expect(page).toHaveURL(/period=last-month/);
}

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the admin reads last month's figures per technician, the team's totals and what a figure means", async ({
    page,
  }) => {
    test.slow();
    await openLastMonth(page);
    const report = await lastMonth(page);
    const technicians = page.getByRole('table', { name: 'Technicians' });
    await expect(technicians.getByTestId('performance-row')).toHaveCount(report.technicians.length);
    const busiest = [...report.technicians].sort(
      (a, b) => b.figures.jobsCompleted - a.figures.jobsCompleted,
    )[0];
    expect(
      busiest?.figures.jobsCompleted,
      'the demo shop completed jobs last month',
    ).toBeGreaterThan(0);
    const row = technicians.getByTestId('performance-row').filter({ hasText: busiest?.name ?? '' });
    await expect(row.locator('[data-figure="Hours sold"]')).toHaveText(
      `${busiest?.figures.hoursSold} h`,
    );
    await expect(row.locator('[data-figure="Jobs completed"]')).toHaveText(
      String(busiest?.figures.jobsCompleted),
    );
    const team = technicians.getByTestId('performance-totals');
    const totals = report.technicianTotals.figures;
    await expect(team.locator('[data-figure="Hours sold"]')).toHaveText(`${totals.hoursSold} h`);
    await expect(team.locator('[data-figure="Hours worked"]')).toHaveText(
      `${totals.hoursWorked} h`,
    );
    await expect(team.locator('[data-figure="Jobs completed"]')).toHaveText(
      String(totals.jobsCompleted),
    );
    // Every figure has its 12 weeks drawn; nothing reads NaN.
    await expect(row.getByRole('img').first()).toHaveAttribute('aria-label', /the last 12 weeks/);
    await expect(page.getByText('NaN')).toHaveCount(0);

    await technicians.getByText('Efficiency', { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Hours sold ÷ hours worked on jobs.');
    await expect(page.getByRole('table', { name: 'Front desk' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe('a mechanic at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens their own Performance Metrics and Timesheet from the sidebar, and sees no one else', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'mechanic@pitstop.test');
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Workspace' });
    await nav.getByRole('button', { name: 'Employee Management', exact: true }).click();
    // Their own figures and timesheet, none of the team's screens.
    for (const name of ['Employee List', 'Add New Employee', 'Manage Schedules']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }

    await nav.getByRole('link', { name: 'Performance Metrics', exact: true }).click();
    await expect(page).toHaveURL('/admin/employees/performance');
    await expect(page.getByRole('heading', { level: 1, name: 'Performance Metrics' })).toBeVisible({
      timeout: 15_000,
    });
    const cards = page.getByTestId('performance-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Sam Kowalski');
    await expect(page.getByRole('table', { name: 'Technicians' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Front desk' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await nav.getByRole('link', { name: 'Timesheets', exact: true }).click();
    await expect(page).toHaveURL('/admin/employees/timesheets');
    await expect(page.getByRole('heading', { level: 1, name: 'My timesheet' })).toBeVisible();
    await expect(page.getByTestId('person-timesheet')).toContainText('Sam Kowalski');
    await expect(page.getByTestId('timesheet-row')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'All employees' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
});

test.describe('at 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('on a phone the figures are cards that fit the screen', async ({ page }) => {
    test.slow();
    await openLastMonth(page);
    const report = await lastMonth(page);
    const teamCard = page.getByTestId('performance-card').filter({ hasText: /^Team/ }).first();
    await expect(teamCard.locator('[data-figure="Hours sold"]')).toHaveText(
      `${report.technicianTotals.figures.hoursSold} h`,
    );
    await expect(page.getByText('NaN')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
