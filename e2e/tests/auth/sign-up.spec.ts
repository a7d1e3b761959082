import { expect, test } from '../../fixtures.ts';
import {
  createConfirmedUser,
  latestMail,
  linkIn,
  NEW_PASSWORD,
  pathOf,
  signInWithForm,
  uniqueEmail,
} from './auth-helpers.ts';

test('a car owner signs up, confirms the e-mail from the mailbox, signs in and lands on the client dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('car-owner');
  await page.goto('/signup');
  await expect(page.getByRole('tab', { name: 'Car Owner' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Tyres');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);

  // The password's missing pieces show while typing, from the shared rules.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await expect(page.getByText('at least 8 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await expect(page.getByText('Strong enough.')).toBeVisible();
  await page.getByLabel('Confirm password').fill('something-else-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Check your email for the confirmation link')).toBeVisible();

  const mail = await latestMail(page.request, email, /confirm/i);
  await page.goto(pathOf(linkIn(mail, '/verify-email')));
  await expect(page).toHaveURL(/\/login\?verified=1/);
  await expect(page.getByText('Your email is confirmed. You can sign in now.')).toBeVisible();

  await signInWithForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL('/client/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Robin Tyres' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Service History', exact: true })).toBeVisible();
});

test('a mechanic signs up, confirms, signs in, creates a workshop in onboarding and lands in the staff workspace', async ({
  page,
}) => {
  const email = uniqueEmail('mechanic');
  await page.goto('/signup');
  await page.getByRole('tab', { name: 'Mechanic' }).click();
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Wrench');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create mechanic account' }).click();
  await expect(page.getByText('Check your email for the confirmation link')).toBeVisible();

  const mail = await latestMail(page.request, email, /confirm/i);
  await page.goto(pathOf(linkIn(mail, '/verify-email')));
  await signInWithForm(page, email, NEW_PASSWORD);

  // A staff account without a shop is sent to onboarding, also when it asks for /admin.
  await expect(page).toHaveURL('/onboarding');
  await page.goto('/admin');
  await expect(page).toHaveURL('/onboarding');
  await expect(page.getByRole('heading', { name: 'Welcome, Alex Wrench' })).toBeVisible();

  const shopName = `Wrench Works ${Date.now()}`;
  await page.getByLabel('Workshop name').fill(shopName);
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByRole('button', { name: 'Create workshop' }).click();

  await expect(page).toHaveURL('/admin');
  await expect(page.getByText('Welcome, Alex Wrench')).toBeVisible();
  await expect(page.getByText(`at ${shopName}`)).toBeVisible();
  // The creator is the shop's admin: the settings page is theirs.
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/admin/settings/business');
  await expect(page.getByLabel('Business name')).toHaveValue(shopName);
});

test('a mechanic without a workshop can sign out of onboarding', async ({ page, baseURL }) => {
  const { email, password } = await createConfirmedUser(page.request, baseURL ?? '', {
    email: uniqueEmail('undecided-mechanic'),
    role: 'mechanic',
  });
  await page.goto('/login');
  await signInWithForm(page, email, password);
  await expect(page).toHaveURL('/onboarding');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Signed out for real: the workspace sends them back to the login page.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login/);
});
