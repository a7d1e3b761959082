import { expect, test } from '../../fixtures.ts';
import {
  latestMail,
  linkIn,
  NEW_PASSWORD,
  pathOf,
  signInWithForm,
  uniqueEmail,
} from '../auth/auth-helpers.ts';
import { DEMO_SHOP } from '../client-area/client-area-helpers.ts';
import { publicService, publicWorkshop } from './owner-booking-helpers.ts';

test('a visitor who signs up on the way is back at the booking once the e-mail is confirmed', async ({
  page,
}) => {
  test.slow();
  const shop = await publicWorkshop(page.request, DEMO_SHOP);
  const service = await publicService(page.request, shop.id, 'Tire Rotation & Balance');
  // The flow's state is in the URL: the vehicle step with the workshop and service chosen.
  const booking = `/book?shop=${shop.id}&services=${service.id}&step=vehicle`;
  await page.goto(booking);
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/signup\?returnTo=/);
  await expect(page.getByRole('tab', { name: 'Car Owner' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const email = uniqueEmail('new-booker');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your email for the confirmation link')).toBeVisible();

  const mail = await latestMail(page.request, email, /confirm/i);
  await page.goto(pathOf(linkIn(mail, '/verify-email')));
  await expect(page.getByText('Your email is confirmed. You can sign in now.')).toBeVisible();
  await signInWithForm(page, email, NEW_PASSWORD);

  await expect(page).toHaveURL(booking);
  await expect(
    page.getByText(`You have no vehicle on Pitstop yet. Add the one to bring to ${DEMO_SHOP}.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a vehicle' })).toBeVisible();
});
