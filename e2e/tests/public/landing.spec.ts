import { expect, test } from '../../fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('the top bar has the brand, section anchors and account buttons', async ({ page }) => {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Pitstop home' })).toHaveAttribute('href', '/');
  await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(banner.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

  await banner.getByRole('link', { name: 'For Workshops' }).click();
  await expect(page).toHaveURL('/mechanics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your whole workshop, from booking to invoice',
  );
});

test('the top bar anchors scroll to their sections', async ({ page }) => {
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  const sections = [
    { link: 'Features', hash: '#features', heading: 'Everything your workshop runs on' },
    { link: 'How it works', hash: '#how-it-works', heading: 'Your car serviced in four steps' },
    {
      link: 'Testimonials',
      hash: '#testimonials',
      heading: 'Trusted on both sides of the counter',
    },
  ];
  for (const section of sections) {
    await nav.getByRole('link', { name: section.link }).click();
    await expect(page).toHaveURL(`/${section.hash}`);
    await expect(page.getByRole('heading', { name: section.heading })).toBeInViewport();
  }
  // Back at the top, the hero is out of sight until the brand link is used.
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  await page.getByRole('banner').getByRole('link', { name: 'Pitstop home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('a shared link to a section opens the page at that section', async ({ page }) => {
  await page.goto('/#testimonials');
  await expect(
    page.getByRole('heading', { name: 'Trusted on both sides of the counter' }),
  ).toBeInViewport();
});

test('the hero offers sign-up and the workshop page', async ({ page }) => {
  const hero = page.getByRole('region', { name: 'Run your repair shop without the paperwork' });
  await expect(hero.getByRole('link', { name: 'For Repair Shops' })).toHaveAttribute(
    'href',
    '/mechanics',
  );
  const getStarted = hero.getByRole('link', { name: 'Get Started Free' });
  await expect(getStarted).toHaveAttribute('href', '/signup');
  await getStarted.click();
  await expect(page).toHaveURL('/signup');
});

test('the marketing figures are shown', async ({ page }) => {
  const figures = page.getByRole('list', { name: 'Pitstop in numbers' });
  await expect(figures.getByRole('listitem')).toHaveText([
    '95%Satisfaction',
    '24/7Support',
    '10K+Vehicles serviced',
    '50+Integrations',
    '500+Shops',
  ]);
  await expect(figures).toBeVisible();
});

test('the features section has six cards and a Request Demo button to /contact', async ({
  page,
}) => {
  const features = page.getByRole('region', { name: 'Everything your workshop runs on' });
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'Service management',
    'Smart booking',
    'Billing and invoicing',
    'Vehicle history',
    'Customer management',
    'Analytics and reporting',
  ]);
  await features.getByRole('link', { name: 'Request Demo' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a demo');
});

test('How It Works shows four steps; Book a Service starts booking, Join as a Car Owner signs up', async ({
  page,
}) => {
  const howItWorks = page.getByRole('region', { name: 'Your car serviced in four steps' });
  await expect(howItWorks.getByRole('listitem')).toHaveCount(4);
  await expect(howItWorks.getByRole('heading', { level: 3 })).toHaveText([
    'Choose a service',
    'Find a mechanic',
    'Book a time slot',
    'Relax',
  ]);
  await expect(howItWorks.getByRole('link', { name: 'Book a Service' })).toHaveAttribute(
    'href',
    '/book',
  );
  await howItWorks.getByRole('link', { name: 'Join as a Car Owner' }).click();
  await expect(page).toHaveURL('/signup?role=client');
  await expect(page.getByRole('tab', { name: 'Car Owner' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('testimonials come from both shop owners and car owners', async ({ page }) => {
  const testimonials = page.getByRole('region', { name: 'Trusted on both sides of the counter' });
  await expect(testimonials.getByRole('figure')).toHaveCount(4);
  await expect(testimonials.getByText('Shop owner', { exact: true })).toHaveCount(2);
  await expect(testimonials.getByText('Car owner', { exact: true })).toHaveCount(2);
});
