import { expect, test } from '../../fixtures.ts';
import {
  createConfirmedUser,
  DEMO_PASSWORD,
  latestMail,
  linkIn,
  pathOf,
  signIn,
  signInWithForm,
  uniqueEmail,
} from './auth-helpers.ts';

test('the login page has the spec layout and the Business Owner quick login opens the staff workspace', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Or continue with')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email me a magic link' })).toBeVisible();

  await page.getByRole('button', { name: 'Business Owner' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await expect(page.getByText('Pitstop Demo Garage').first()).toBeVisible();
});

test('the Car Owner quick login opens the client dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Car Owner' }).click();
  await expect(page).toHaveURL('/client/dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
});

test.describe('refused sign-in', () => {
  // The browser itself logs the refused request; the page must not add errors of its own.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('bad credentials say "Invalid email or password."', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, 'driver@pitstop.test', 'not-the-password-1');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL('/login');
  });
});

test('signing out from the staff My Account menu ends the session', async ({ page }) => {
  await signIn(page, 'manager@pitstop.test');
  await expect(page).toHaveURL('/admin');
  // A manager has no Settings entry (admins only).
  await page.getByRole('button', { name: 'My Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');

  // The session is gone on the server too: protected pages send back to sign-in.
  await page.goto('/admin');
  await expect(page).toHaveURL('/login?returnTo=%2Fadmin');
});

test('a car owner signs out from the client sidebar', async ({ page }) => {
  await signIn(page, 'driver@pitstop.test');
  await expect(page).toHaveURL('/client/dashboard');
  // Signed out while the dashboard's cards still load, their requests would end in 401s: wait
  // for the dashboard itself (before it mounts there is no skeleton to wait for), then its cards.
  await expect(page.getByRole('heading', { name: 'My vehicles' })).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
});

test('a magic link from the mailbox signs the person in', async ({ page, request, baseURL }) => {
  const { email } = await createConfirmedUser(request, baseURL ?? '', {
    email: uniqueEmail('magic'),
  });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Email me a magic link' }).click();
  await expect(page).toHaveURL('/auth/magic-link');
  await expect(page.getByRole('heading', { name: 'Sign in with a magic link' })).toBeVisible();
  await page.getByRole('button', { name: 'Send magic link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send magic link' }).click();
  await expect(page.getByText('Check your email for the magic link')).toBeVisible();

  const mail = await latestMail(request, email, /sign-in link/i);
  await page.goto(pathOf(linkIn(mail, '/magic-link')));
  await expect(page).toHaveURL('/client/dashboard');
});

test('an e-mailed 6-digit code signs the person in', async ({ page, request, baseURL }) => {
  const { email } = await createConfirmedUser(request, baseURL ?? '', {
    email: uniqueEmail('otp'),
  });
  await page.goto('/auth/verify-otp');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText('Check your email for the 6-digit code')).toBeVisible();
  const mail = await latestMail(request, email, /code/i);
  const code = mail.subject.match(/\d{6}/)?.[0] ?? mail.text.match(/\b\d{6}\b/)?.[0];
  expect(code).toBeTruthy();
  await page.getByRole('textbox', { name: '6-digit code' }).fill(code ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/client/dashboard');
});

test('a forgotten password is reset through the mailed link and the new one works', async ({
  page,
  request,
  baseURL,
}) => {
  const { email } = await createConfirmedUser(request, baseURL ?? '', {
    email: uniqueEmail('reset'),
  });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email for the password reset link')).toBeVisible();

  const mail = await latestMail(request, email, /reset/i);
  await page.goto(pathOf(linkIn(mail, '/reset-password')));
  await expect(page).toHaveURL(/\/auth\/update-password\?token=/);
  const newPassword = 'Fresh-oil-2025';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();

  await expect(page).toHaveURL('/login?passwordUpdated=1');
  await expect(page.getByText('Your password has been updated')).toBeVisible();
  await signInWithForm(page, email, newPassword);
  await expect(page).toHaveURL('/client/dashboard');

  // The link works once. Signed out while the dashboard still loads (this owner has no workshop
  // yet: it offers the workshops), its requests would end in 401s: let it finish first.
  await expect(page.getByRole('region', { name: 'Choose your workshop' })).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto(pathOf(linkIn(mail, '/reset-password')));
  await expect(
    page.getByText('This password reset link is invalid, already used or expired.'),
  ).toBeVisible();
  expect(DEMO_PASSWORD).not.toBe(newPassword);
});
