import { expect, test } from '../../fixtures.ts';
import { latestMail } from '../auth/auth-helpers.ts';
import { DEMO_SHOP, newCarOwner } from '../client-area/client-area-helpers.ts';
import { toast } from '../workspace/workspace-helpers.ts';
import { seedBooking } from './owner-booking-helpers.ts';

const SERVICE = 'Battery Test & Replacement';

test('a car owner reschedules their booking to another free time, then cancels it', async ({
  page,
  baseURL,
}) => {
  // A whole visit: new accounts, mails and several pages.
  test.slow();
  const owner = await newCarOwner(page, baseURL as string, { shop: DEMO_SHOP });
  const booking = await seedBooking(page.request, baseURL as string, {
    shopName: DEMO_SHOP,
    clientId: owner.clientId as string,
    serviceName: SERVICE,
  });

  await page.goto(`/client/bookings/${booking.id}`);
  const details = page.getByRole('table', { name: 'Booking details' });
  await expect(details).toContainText(SERVICE);
  await expect(page.getByText(/^You can reschedule or cancel until /)).toBeVisible();

  // Another free time of the same day: the picker opens on the first day with free times.
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reschedule booking' });
  const times = reschedule.getByRole('group', { name: /^Free times on / });
  const last = times.getByRole('button').last();
  const newTime = (await last.textContent()) ?? '';
  await last.click();
  await reschedule.getByRole('button', { name: 'Move booking' }).click();
  await expect(reschedule).toBeHidden();
  await expect(toast(page, /^Booking moved to /)).toBeVisible();
  await expect(details.getByRole('row', { name: /Date & Time/ })).toContainText(newTime);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Rescheduled');
  const moved = await latestMail(page.request, owner.email, /^Booking moved/);
  expect(moved.text).toContain(`/client/bookings/${booking.id}`);
  expect(moved.attachments.map((file) => file.filename)).toContain('booking.ics');

  // Cancelled with a reason for the workshop, the booking can no longer change.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel booking' });
  await cancel.getByRole('textbox', { name: 'Reason' }).fill('Fixed it myself');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(cancel).toBeHidden();
  await expect(details.getByRole('row', { name: /Status/ })).toContainText('Cancelled');
  await expect(details).toContainText('Fixed it myself');
  await expect(page.getByRole('button', { name: 'Reschedule' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Cancelled');
  const cancelled = await latestMail(page.request, owner.email, /^Booking cancelled/);
  expect(cancelled.text).toContain('Fixed it myself');

  // The list shows it among the past bookings.
  await page.goto('/client/bookings');
  await expect(page.getByRole('region', { name: 'Upcoming' })).toContainText(
    'No upcoming bookings.',
  );
  await expect(
    page.getByRole('region', { name: 'Past' }).getByRole('link', { name: SERVICE }),
  ).toBeVisible();
});
