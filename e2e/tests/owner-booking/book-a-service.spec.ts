import { expect, test } from '../../fixtures.ts';
import {
  createConfirmedUser,
  latestMail,
  signInWithForm,
  uniqueEmail,
} from '../auth/auth-helpers.ts';
import { DEMO_SHOP } from '../client-area/client-area-helpers.ts';
import { uniqueWord } from '../workspace/workspace-helpers.ts';
import {
  dayLabel,
  freeSlots,
  middle,
  publicService,
  publicWorkshop,
} from './owner-booking-helpers.ts';

/** "Mon, Nov 30, 2026", as the picker heads a day's times. */
function shortDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const SERVICE = 'Conventional Oil Change';

test('a car owner books from the landing page signed out, signs in on the way and gets the .ics', async ({
  page,
  request,
  baseURL,
}) => {
  // A whole visit: new accounts, mails and several pages.
  test.slow();
  // A new car owner of their own (not yet a client of the workshop), signed out in the browser.
  const owner = await createConfirmedUser(request, baseURL as string, {
    email: uniqueEmail('booker'),
    firstName: 'Booker',
    lastName: uniqueWord('Test'),
  });

  await page.goto('/');
  await page
    .getByRole('region', { name: 'Your car serviced in four steps' })
    .getByRole('link', { name: 'Book a Service' })
    .click();
  await expect(page).toHaveURL('/book');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Service');

  await page.getByRole('button', { name: `Book with ${DEMO_SHOP}` }).click();
  await page.getByRole('checkbox', { name: new RegExp(SERVICE) }).click();
  await expect(page.getByText('1 service · about 30 min')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Signed out, the vehicle step asks to sign in, and signing in comes back to it.
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await signInWithForm(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/book\?.*step=vehicle/);
  await expect(
    page.getByText(`You have no vehicle on Pitstop yet. Add the one to bring to ${DEMO_SHOP}.`),
  ).toBeVisible();

  // Their first vehicle there, through the car-owner area's vehicle dialog; it is then chosen.
  await page.getByRole('button', { name: 'Add a vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await dialog.getByRole('textbox', { name: 'Make' }).fill('Honda');
  await dialog.getByRole('textbox', { name: 'Model' }).fill('Civic');
  await dialog.getByRole('textbox', { name: 'Year' }).fill('2019');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /2019 Honda Civic/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Day and time: the shop's own zone; the month's last free day (other tests take the first),
  // chosen in the calendar, and a time in its middle.
  const shop = await publicWorkshop(request, DEMO_SHOP);
  const service = await publicService(request, shop.id, SERVICE);
  const slots = await freeSlots(request, shop.id, [service.id]);
  await expect(page.getByTestId('slot-time-zone')).toHaveText(
    `Times are in the workshop's time zone: ${slots.timeZone.replaceAll('_', ' ')}`,
  );
  const freeDays = slots.days.filter((day) => day.slots.length > 0);
  const month = freeDays[0]?.date.slice(0, 7);
  const day = freeDays.filter((entry) => entry.date.startsWith(month ?? '')).pop();
  expect(day, 'a free day').toBeTruthy();
  await page.getByRole('button', { name: dayLabel(day?.date ?? '') }).click();
  const times = page.getByRole('group', { name: `Free times on ${shortDay(day?.date ?? '')}` });
  await expect(times.getByRole('button').first()).toBeVisible();
  const chosen = middle(await times.getByRole('button').all());
  const time = (await chosen?.textContent()) ?? '';
  await chosen?.click();
  await expect(times.getByRole('button', { name: time, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await page.getByRole('textbox', { name: 'Notes for the workshop' }).fill('Rattle at idle');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  const summary = page.getByRole('table', { name: 'Your booking' });
  await expect(summary).toContainText(DEMO_SHOP);
  await expect(summary).toContainText(SERVICE);
  await expect(summary).toContainText('2019 Honda Civic');
  await expect(summary).toContainText(time);
  await expect(summary).toContainText('Rattle at idle');
  // Outside the shop's cut-off the step names until when it can be changed; inside (a visit
  // later today), that only the workshop can change it.
  const startsAt = Date.parse(middle(day?.slots ?? [])?.startsAt ?? '');
  await expect(page.getByTestId('change-window')).toHaveText(
    startsAt - shop.cutoffHours * 3_600_000 > Date.now()
      ? /^You can reschedule or cancel it from your bookings until .+\.$/
      : `This visit is less than ${shop.cutoffHours} hours away, so it cannot be changed or cancelled online: please contact ${DEMO_SHOP} to change it.`,
  );
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  // The workshop confirms online bookings itself: the booking waits as pending.
  await expect(page).toHaveURL(/\/client\/bookings\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() as string;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Booking at ${DEMO_SHOP}`);
  const details = page.getByRole('table', { name: 'Booking details' });
  await expect(details).toContainText('Pending');
  await expect(details).toContainText(time);

  await page
    .getByRole('navigation', { name: 'My area' })
    .getByRole('link', { name: 'Bookings' })
    .click();
  await expect(page).toHaveURL('/client/bookings');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('link', { name: SERVICE })).toHaveAttribute(
    'href',
    `/client/bookings/${id}`,
  );
  await expect(upcoming).toContainText(time);

  const mail = await latestMail(request, owner.email, /^Booking request received/);
  expect(mail.text).toContain(`/client/bookings/${id}`);
  const ics = mail.attachments.find((file) => file.filename.endsWith('.ics'));
  expect(ics?.contentType).toMatch(/^text\/calendar/);
  expect(ics?.content).toContain('BEGIN:VCALENDAR');
  expect(ics?.content).toContain(SERVICE);
});
