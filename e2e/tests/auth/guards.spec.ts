import { expect, test } from '../../fixtures.ts';
import { DEMO_PASSWORD, signIn, signInWithForm } from './auth-helpers.ts';

test('signed out, a protected page sends to /login and sign-in returns to it', async ({ page }) => {
  await page.goto('/client/profile');
  await expect(page).toHaveURL('/login?returnTo=%2Fclient%2Fprofile');
  await signInWithForm(page, 'driver@pitstop.test', DEMO_PASSWORD);
  await expect(page).toHaveURL('/client/profile');
  await expect(page.getByRole('heading', { name: 'Jordan Driver', level: 1 })).toBeVisible();
});

test('signed out, /admin sends to /login', async ({ page }) => {
  await page.goto('/admin/settings/business');
  await expect(page).toHaveURL('/login?returnTo=%2Fadmin%2Fsettings%2Fbusiness');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('a car owner on /admin is sent to the landing page', async ({ page }) => {
  await signIn(page, 'driver@pitstop.test');
  await expect(page).toHaveURL('/client/dashboard');
  await page.goto('/admin');
  await expect(page).toHaveURL('/');
});

test('staff on a car-owner-only page get /unauthorized, which says why and links home', async ({
  page,
}) => {
  await signIn(page, 'mechanic@pitstop.test');
  await expect(page).toHaveURL('/admin');
  await page.goto('/client/service-history');
  await expect(page).toHaveURL('/unauthorized');
  await expect(
    page.getByRole('heading', { name: 'This page is not available to you' }),
  ).toBeVisible();
  await expect(page.getByText('/client/service-history')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my home page' }).click();
  await expect(page).toHaveURL('/admin');

  // Settings are for admins only; /dashboard/* is the old prefix of /admin/*.
  await page.goto('/dashboard/settings/business');
  await expect(page).toHaveURL('/unauthorized');
  // Unknown pages inside the workspace go to its start.
  await page.goto('/admin/no-such-screen');
  await expect(page).toHaveURL('/admin');
});

test('the landing page offers Go to Dashboard to a signed-in person, leading to their home', async ({
  page,
}) => {
  await signIn(page, 'frontdesk@pitstop.test');
  await expect(page).toHaveURL('/admin/clients');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL('/admin/clients');
});
