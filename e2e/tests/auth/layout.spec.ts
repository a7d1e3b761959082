import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { signIn } from './auth-helpers.ts';

async function fitsTheWidth(page: Page) {
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - window.innerWidth',
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [path, heading] of [
    ['/login', 'Welcome Back'],
    ['/signup', 'Create your account'],
    ['/auth/forgot-password', 'Forgot your password?'],
    ['/auth/magic-link', 'Sign in with a magic link'],
    ['/auth/verify-otp', 'Sign in with a code'],
  ] as const) {
    test(`${path} fits and has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await fitsTheWidth(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the staff workspace fits, and its navigation opens from the burger', async ({ page }) => {
    // Sign-in, two screens and an axe run over the whole dashboard: more than 30 s while the
    // other worker loads the same two cores (the CI run of 2026-11-26 took 32 s).
    test.slow();
    await signIn(page, 'frontdesk@pitstop.test');
    await expect(page).toHaveURL('/admin/clients');
    await fitsTheWidth(page);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('button', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('link', { name: 'Dashboard Overview', exact: true }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await fitsTheWidth(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
