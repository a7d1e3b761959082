import { expect, test } from '../../fixtures.ts';
import { expectNoHorizontalOverflow } from './public-helpers.ts';

test('an unknown path redirects to the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('each public page has one h1, a banner, a main region and a footer', async ({ page }) => {
  for (const path of ['/', '/mechanics', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});

test('the skip link is the first stop for the keyboard and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/mechanics');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the footer links go to real pages and landing sections', async ({ page }) => {
  await page.goto('/mechanics');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'API documentation' })).toBeVisible();
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/',
    '/#features',
    '/#how-it-works',
    '/#testimonials',
    '/mechanics',
    '/contact',
    '/login',
    '/signup',
    '/api/docs',
  ]);

  // From another page, a section link opens the landing page at that section.
  await footer.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL('/#how-it-works');
  await expect(
    page.getByRole('heading', { name: 'Your car serviced in four steps' }),
  ).toBeInViewport();
});

test('the colour scheme toggle switches to dark and the choice survives a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('banner').getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('banner').getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no public page scrolls sideways', async ({ page }) => {
    for (const path of ['/', '/mechanics', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
  });

  test('the top bar becomes a menu with the section links and account buttons', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Features' })).toBeHidden();
    await expect(banner.getByRole('link', { name: 'Sign Up' })).toBeHidden();

    await banner.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'For Workshops' })).toHaveAttribute(
      'href',
      '/mechanics',
    );
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

    await menu.getByRole('link', { name: 'Testimonials' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/#testimonials');
    await expect(
      page.getByRole('heading', { name: 'Trusted on both sides of the counter' }),
    ).toBeInViewport();
  });
});

test.describe('at 768 px wide', () => {
  test.use({ viewport: { width: 768, height: 900 } });

  test('the full top bar shows without a menu button or sideways scroll', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden();
    for (const name of ['Features', 'How it works', 'Testimonials', 'For Workshops', 'Sign Up']) {
      await expect(banner.getByRole('link', { name })).toBeVisible();
    }
    await expectNoHorizontalOverflow(page);
  });
});
