import type { Page } from '@playwright/test';
import { expect } from '../../fixtures.ts';

/** The page is no wider than the viewport: nothing forces a horizontal scroll. */
export async function expectNoHorizontalOverflow(page: Page) {
  const viewportWidth = page.viewportSize()?.width ?? 0;
  const pageWidth = await page.locator('html').evaluate((html) => html.scrollWidth);
  expect(pageWidth, 'page width').toBeLessThanOrEqual(viewportWidth);
}
