import { formatRequestNumber } from '@pitstop/domain/bookings';
import { formatDateTime, formatTime } from '@pitstop/domain/date-format';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { historyEntries } from '../../db/schema/platform.ts';
import { appointmentServices } from '../../db/schema/scheduling.ts';
import { shops } from '../../db/schema/shops.ts';
import { appointments } from '../../db/schema/workshop.ts';
import { brandedMail, type Mail } from '../../plugins/mail.ts';
import { bookingIcs } from './booking-ics.ts';

/** What every booking mail says: shop, services, vehicle, date and time in the shop's zone. */
export type BookingForMail = {
  id: string;
  shopId: string;
  number: number;
  status: string;
  source: string;
  startsAt: Date;
  endsAt: Date;
  shopName: string;
  shopAddress: string | null;
  timeZone: string;
  /** The shop's locale, which dates are written in (ADR 022). */
  locale: string;
  clientName: string;
  /** The car owner's account address for online bookings, else the client's own e-mail. */
  recipient: string | null;
  /** The car owner's account, when the client is linked to one. */
  ownerUserId: string | null;
  clientId: string;
  mechanicId: string | null;
  services: string[];
  vehicle: string | null;
  cancelReason: string | null;
  /** How many times the booking has changed: the .ics SEQUENCE. */
  revision: number;
};

export async function loadBookingForMail(options: {
  tx: Tx;
  shopId: string;
  appointmentId: string;
}): Promise<BookingForMail | null> {
  const { tx, shopId, appointmentId } = options;
  const [row] = await tx
    .select({
      id: appointments.id,
      shopId: appointments.shopId,
      number: appointments.number,
      status: appointments.status,
      source: appointments.source,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      cancelReason: appointments.cancelReason,
      mechanicId: appointments.mechanicId,
      shopName: shops.name,
      shopAddress: shops.address,
      timeZone: shops.timezone,
      locale: shops.locale,
      clientId: clients.id,
      clientName: clients.name,
      clientEmail: clients.email,
      ownerUserId: clients.userId,
      ownerEmail: users.email,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      registrationNumber: vehicles.registrationNumber,
      revision: sql<number>`(select count(*)::int from ${historyEntries} where ${historyEntries.shopId} = ${appointments.shopId} and ${historyEntries.subjectType} = 'appointment' and ${historyEntries.subjectId} = ${appointments.id})`,
    })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .innerJoin(
      clients,
      and(eq(clients.shopId, appointments.shopId), eq(clients.id, appointments.clientId)),
    )
    .leftJoin(users, eq(users.id, clients.userId))
    .leftJoin(
      vehicles,
      and(eq(vehicles.shopId, appointments.shopId), eq(vehicles.id, appointments.vehicleId)),
    )
    .where(and(eq(appointments.shopId, shopId), eq(appointments.id, appointmentId)));
  if (!row) return null;
  const services = await tx
    .select({ name: appointmentServices.name })
    .from(appointmentServices)
    .where(
      and(
        eq(appointmentServices.shopId, shopId),
        eq(appointmentServices.appointmentId, appointmentId),
      ),
    )
    .orderBy(asc(appointmentServices.position));
  const vehicle =
    row.make !== null && row.model !== null
      ? [row.year, row.make, row.model].filter((part) => part !== null).join(' ') +
        (row.registrationNumber ? ` (${row.registrationNumber})` : '')
      : null;
  return {
    id: row.id,
    shopId: row.shopId,
    number: row.number,
    status: row.status,
    source: row.source,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    shopName: row.shopName,
    shopAddress: row.shopAddress,
    timeZone: row.timeZone,
    locale: row.locale,
    clientName: row.clientName,
    recipient:
      row.source === 'online'
        ? (row.ownerEmail ?? row.clientEmail)
        : (row.clientEmail ?? row.ownerEmail),
    ownerUserId: row.ownerUserId,
    clientId: row.clientId,
    mechanicId: row.mechanicId,
    services: services.map((service) => service.name),
    vehicle,
    cancelReason: row.cancelReason,
    revision: row.revision,
  };
}

export type BookingMailKind = 'received' | 'confirmed' | 'rescheduled' | 'cancelled' | 'reminder';

/** The page that opens the booking in the car-owner area. */
export function bookingUrl(appUrl: string, appointmentId: string): string {
  return new URL(`/client/bookings/${appointmentId}`, appUrl).toString();
}

/**
 * One booking mail. `received` (an online request waiting for the shop) and `confirmed` carry
 * the .ics, as does `rescheduled` (the same event with a higher SEQUENCE, so calendars move it).
 */
export function bookingMail(options: {
  kind: BookingMailKind;
  booking: BookingForMail & { recipient: string };
  appUrl: string;
  /** Rescheduled: the start it had before. */
  previousStartsAt?: Date | null;
  /** Who made the change, for the wording: the car owner themselves or the workshop. */
  byOwner?: boolean;
}): Mail {
  const { kind, booking, appUrl } = options;
  const when = formatDateTime(booking.startsAt, booking);
  const until = formatTime(booking.endsAt, booking);
  const services = booking.services.join(', ') || 'Service';
  const url = bookingUrl(appUrl, booking.id);
  const shop = booking.shopName;
  const details: [string, string][] = [
    ['Workshop', booking.shopAddress ? `${shop}, ${booking.shopAddress}` : shop],
    ['Services', services],
    ...(booking.vehicle ? ([['Vehicle', booking.vehicle]] as [string, string][]) : []),
    ['Date & Time', `${when} (until ${until}, ${booking.timeZone})`],
    ['Request ID', formatRequestNumber(booking.number)],
  ];
  const withCalendar = kind === 'received' || kind === 'confirmed' || kind === 'rescheduled';
  const attachments = withCalendar
    ? [
        {
          filename: 'booking.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: bookingIcs({
            id: booking.id,
            startsAt: booking.startsAt,
            endsAt: booking.endsAt,
            status: booking.status,
            summary: `${services} at ${shop}`,
            description: `${services}${booking.vehicle ? ` for ${booking.vehicle}` : ''}. Booking ${formatRequestNumber(booking.number)}: ${url}`,
            location: booking.shopAddress ? `${shop}, ${booking.shopAddress}` : shop,
            url,
            sequence: booking.revision,
            domain: new URL(appUrl).hostname,
          }),
        },
      ]
    : undefined;
  const action = { label: 'View your booking', url };
  const outro = `You get this mail because you have a booking with ${shop} on Pitstop.`;

  switch (kind) {
    case 'received':
      return brandedMail({
        to: booking.recipient,
        subject: `Booking request received: ${shop}, ${when}`,
        intro: `Thank you, ${booking.clientName}. ${shop} has your booking request and will confirm it soon; we will e-mail you when they do.`,
        details,
        action,
        outro,
        attachments,
      });
    case 'confirmed':
      return brandedMail({
        to: booking.recipient,
        subject: `Booking confirmed: ${shop}, ${when}`,
        intro: `Your booking with ${shop} is confirmed. The attached file adds it to your calendar.`,
        details,
        action,
        outro,
        attachments,
      });
    case 'rescheduled': {
      const before = options.previousStartsAt
        ? ` It was ${formatDateTime(options.previousStartsAt, booking)}.`
        : '';
      return brandedMail({
        to: booking.recipient,
        subject: `Booking moved: ${shop}, now ${when}`,
        intro: `${options.byOwner ? 'You moved your booking' : `${shop} moved your booking`} to ${when}.${before} The attached file updates your calendar.`,
        details,
        action,
        outro,
        attachments,
      });
    }
    case 'cancelled':
      return brandedMail({
        to: booking.recipient,
        subject: `Booking cancelled: ${shop}, ${when}`,
        intro: `${options.byOwner ? 'You cancelled your booking' : `${shop} cancelled your booking`} of ${when}.${booking.cancelReason ? ` Reason: ${booking.cancelReason}` : ''}`,
        details,
        action,
        outro,
      });
    case 'reminder':
      return brandedMail({
        to: booking.recipient,
        subject: `Reminder: your booking with ${shop}, ${when}`,
        intro: `A reminder of your booking with ${shop} on ${when}. If you cannot come, please let them know.`,
        details,
        action,
        outro,
      });
  }
}
