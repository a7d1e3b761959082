import {
  appointmentStatusLabels,
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  formatRequestNumber,
} from '@pitstop/domain/bookings';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { profiles, shops } from '../../db/schema/shops.ts';
import { appointments } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { inLinkScope, useLinkToken } from '../../platform/link-tokens.ts';
import { isDeactivated } from '../employees/public.ts';
import { selectBookingSummaries, toSummary } from './booking-summary.ts';

const DAY_MS = 86_400_000;

/**
 * The iCalendar document behind a mechanic's feed address: their live bookings (pending,
 * confirmed, in progress) from CALENDAR_FEED_DAYS_BACK days ago to CALENDAR_FEED_DAYS_AHEAD
 * ahead, read fresh on every poll. An unknown or revoked address, or one of a person who is no
 * longer a mechanic of that shop or is deactivated, is not found.
 */
export async function getCalendarFeed(options: {
  tx: Tx;
  token: string;
  appUrl: string;
  now?: Date;
}): Promise<string> {
  const { tx } = options;
  const notFound = () => AppError.notFound('This calendar address is no longer valid.');
  const link = await useLinkToken({ tx, purpose: 'calendar_feed', token: options.token });
  if (!link) throw notFound();
  return inLinkScope(link, async () => {
    const [mechanic] = await tx
      .select({ name: users.name, fullName: profiles.fullName, shopName: shops.name })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .innerJoin(shops, eq(shops.id, profiles.shopId))
      .where(
        and(
          eq(profiles.id, link.subjectId),
          eq(profiles.shopId, link.shopId),
          eq(profiles.role, 'mechanic'),
        ),
      );
    // A deactivated mechanic's address stops answering (ADR 044); reactivating them restores it.
    if (!mechanic || (await isDeactivated({ tx, userId: link.subjectId }))) throw notFound();

    const now = options.now ?? new Date();
    const from = new Date(now.getTime() - CALENDAR_FEED_DAYS_BACK * DAY_MS);
    const to = new Date(now.getTime() + CALENDAR_FEED_DAYS_AHEAD * DAY_MS);
    const rows = await selectBookingSummaries(tx)
      .where(
        and(
          eq(appointments.mechanicId, link.subjectId),
          eq(appointments.shopId, link.shopId),
          inArray(appointments.status, ['pending', 'confirmed', 'in_progress']),
          gte(appointments.startsAt, from),
          lt(appointments.startsAt, to),
        ),
      )
      .orderBy(appointments.startsAt, appointments.id);

    const domain = new URL(options.appUrl).host;
    const calendar = ical({
      prodId: { company: 'Pitstop', product: 'Mechanic schedule', language: 'EN' },
      name: `${mechanic.shopName} — ${mechanic.fullName || mechanic.name}`,
      // Calendar apps poll at this interval (REFRESH-INTERVAL / X-PUBLISHED-TTL).
      ttl: 60 * 60,
    });
    for (const booking of rows.map(toSummary)) {
      const vehicle = booking.vehicle
        ? [booking.vehicle.label, booking.vehicle.registrationNumber].filter(Boolean).join(' · ')
        : null;
      calendar.createEvent({
        id: `appointment-${booking.id}@${domain}`,
        start: new Date(booking.startsAt),
        end: new Date(booking.endsAt),
        summary: [booking.serviceSummary, booking.client.name].filter(Boolean).join(' — '),
        description: [
          `${formatRequestNumber(booking.number)} · ${appointmentStatusLabels[booking.status]}`,
          `Client: ${booking.client.name}${booking.client.phone ? ` (${booking.client.phone})` : ''}`,
          vehicle ? `Vehicle: ${vehicle}` : null,
        ]
          .filter(Boolean)
          .join('\n'),
        url: new URL(`/admin/calendar/bookings/${booking.id}`, options.appUrl).toString(),
        status:
          booking.status === 'pending' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      });
    }
    return calendar.toString();
  });
}
