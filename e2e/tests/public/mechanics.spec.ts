import { expect, test } from '../../fixtures.ts';

test('the For Workshops page explains what Pitstop does for a shop and how to start', async ({
  page,
}) => {
  await page.goto('/mechanics');
  await expect(page).toHaveTitle('Pitstop for workshops');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your whole workshop, from booking to invoice',
  );

  const capabilities = page.getByRole('region', { name: 'What Pitstop does for your shop' });
  await expect(capabilities.getByRole('heading', { level: 3 })).toHaveText([
    'Clients & vehicles',
    'Bookings',
    'Job orders',
    'Invoices',
    'Inventory',
    'Team roles',
    'Reports',
    'Car-owner portal',
  ]);

  const start = page.getByRole('region', { name: 'How to start' });
  await expect(start.getByRole('listitem')).toHaveCount(3);
  await expect(start.getByRole('heading', { level: 3 })).toHaveText([
    'Sign up as a mechanic',
    'Create your workshop',
    'Invite your team',
  ]);
});

test('the For Workshops page leads to sign-up and to the demo request', async ({ page }) => {
  await page.goto('/mechanics');
  const cta = page.getByRole('region', { name: 'Bring your shop onto Pitstop' });
  await expect(cta.getByRole('link', { name: 'Create your workshop account' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await page.getByRole('link', { name: 'Sign up as a mechanic' }).click();
  await expect(page).toHaveURL('/signup');

  await page.goto('/mechanics');
  await cta.getByRole('link', { name: 'Talk to us first' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a demo');
});
