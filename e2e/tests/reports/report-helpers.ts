import type { Page } from '@playwright/test';
import { expect } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';

/** The reports are the owner's (admin and manager only); the demo shop has two years of work. */
const OWNER = 'owner@pitstop.test';

/** Signs the owner in and opens a report, e.g. `openReport(page, 'revenue', 'Revenue Reports')`. */
export async function openReport(page: Page, report: string, heading: string, query = '') {
  await signIn(page, OWNER);
  await page.goto(`/admin/reports/${report}${query}`);
  // A route's first load on a shared 2-core machine may take a while.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 15_000,
  });
}

/** The report as the API reckons it for a query: what the screen must show. */
export async function reportOf<Report>(page: Page, report: string, query: string): Promise<Report> {
  const response = await page.request.get(`/api/v1/reports/${report}?${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Report;
}

/** The page never scrolls sideways: wide tables scroll inside their own box. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'),
    'the page is wider than the screen',
  ).toBeLessThanOrEqual(0);
}
