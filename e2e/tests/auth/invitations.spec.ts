import { expect, test } from '../../fixtures.ts';
import {
  DEMO_PASSWORD,
  latestMail,
  linkIn,
  NEW_PASSWORD,
  pathOf,
  signIn,
  signInWithForm,
  uniqueEmail,
} from './auth-helpers.ts';

test('an admin invites a new person as front desk; they sign up, confirm, sign in, accept and land on their home', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const email = uniqueEmail('invitee');

  // The owner invites from Add New Employee.
  await signIn(page, 'owner@pitstop.test');
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin/employees/new');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Fran Desk');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Front Desk' }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fran Desk' })).toBeVisible();
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');

  // The invitee opens the link from the mail.
  const invitation = await latestMail(page.request, email, /invit/i);
  const invitePath = pathOf(linkIn(invitation, '/invite?token='));
  await page.goto(invitePath);
  await expect(page.getByText('Pitstop Demo Garage').first()).toBeVisible();
  await expect(page.getByText('Front Desk')).toBeVisible();
  await page.getByRole('link', { name: 'Sign up to accept' }).click();

  // Sign-up opens on the Mechanic tab with the invited address.
  await expect(page.getByRole('tab', { name: 'Mechanic' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await page.getByLabel('First name').fill('Fran');
  await page.getByLabel('Last name').fill('Desk');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create mechanic account' }).click();
  await expect(page.getByText('Check your email for the confirmation link')).toBeVisible();

  const confirmation = await latestMail(page.request, email, /confirm/i);
  await page.goto(pathOf(linkIn(confirmation, '/verify-email')));
  await expect(page.getByText('Your email is confirmed. You can sign in now.')).toBeVisible();
  await signInWithForm(page, email, NEW_PASSWORD);

  // Back on the invitation, now signed in.
  await expect(page).toHaveURL(invitePath);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL('/admin/clients');

  // Live profile: the owner makes them an admin; their open page shows Settings without a reload.
  const me = (await (await page.request.get('/api/v1/me')).json()) as { id: string; role: string };
  expect(me.role).toBe('front_desk');
  await expect(
    page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Settings' }),
  ).toHaveCount(0);
  const owner = await playwright.request.newContext({
    baseURL: baseURL ?? '',
    extraHTTPHeaders: { origin: baseURL ?? '' },
  });
  const ownerSignIn = await owner.post('/api/auth/sign-in/email', {
    data: { email: 'owner@pitstop.test', password: DEMO_PASSWORD },
  });
  expect(ownerSignIn.status()).toBe(200);
  const promoted = await owner.put(`/api/v1/employees/${me.id}/role`, { data: { role: 'admin' } });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  await owner.dispose();
  await expect(
    page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Settings' }),
  ).toBeVisible({ timeout: 10_000 });
});
