import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../plugins/events.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { type BookingMailKind, bookingMail, loadBookingForMail } from './booking-mail.ts';
import { retryBookingMail } from './booking-mail-retry.ts';
import { clearReminderSent, scheduleBookingReminder } from './booking-reminder.ts';

/** What the effects of a booking change need; the Fastify app has all of it. */
export type BookingEffects = {
  database: Database;
  events: EventBus;
  mailer: Mailer;
  config: { appUrl: string };
  log: FastifyBaseLogger;
};

export type BookingChange =
  | 'created'
  | 'confirmed'
  | 'rescheduled'
  | 'cancelled'
  | 'assigned'
  /** Any other status change: checked in, completed, no-show. */
  | 'status';

/**
 * Everything that follows a booking write, called by every write (staff and portal) once its
 * transaction has committed: the live event to the shop's staff (a mechanic only for their own
 * bookings) and the car owner, the car owner's e-mail (confirmation with an .ics, change,
 * cancellation) and the 24 h reminder on the job queue. The booking is saved whatever happens
 * here, so a failure is logged, never thrown at the caller; a mail that cannot go out now is
 * handed to the job queue, which tries again (booking-mail-retry.ts).
 */
export async function afterBookingChange(
  deps: BookingEffects,
  options: {
    shopId: string;
    appointmentId: string;
    change: BookingChange;
    /** The role of whoever made the change ('client' for the car owner, 'system' for jobs). */
    actorRole: string;
    /** Rescheduled: the start before the change (named in the mail). */
    previousStartsAt?: Date | string | null;
    /** Reassigned or rescheduled to another mechanic: the one it had, who sees it leave. */
    previousMechanicId?: string | null;
  },
): Promise<void> {
  const { shopId, appointmentId, change } = options;
  const db = deps.database.db;
  try {
    const booking = await loadBookingForMail({ tx: db, shopId, appointmentId });
    if (!booking) return;
    const mechanicIds = [booking.mechanicId, options.previousMechanicId].filter(
      (id): id is string => typeof id === 'string',
    );
    await deps.events.publish({
      type: 'appointment.changed',
      shopId,
      mechanicIds: [...new Set(mechanicIds)],
      ...(booking.ownerUserId ? { userIds: [booking.ownerUserId] } : {}),
      data: { appointmentId, change, status: booking.status },
    });

    const live = booking.status === 'pending' || booking.status === 'confirmed';
    if (live && (change === 'created' || change === 'rescheduled' || change === 'confirmed')) {
      await db.transaction(async (tx) => {
        if (change === 'rescheduled')
          await clearReminderSent({ tx, shopId, appointmentId, startsAt: booking.startsAt });
        await scheduleBookingReminder({ tx, shopId, appointmentId, startsAt: booking.startsAt });
      });
    }

    const kind = mailKind(change, booking.status);
    if (kind && booking.recipient) {
      const previous = options.previousStartsAt ? new Date(options.previousStartsAt) : null;
      const byOwner = options.actorRole === 'client';
      try {
        await deps.mailer.send(
          bookingMail({
            kind,
            booking: { ...booking, recipient: booking.recipient },
            appUrl: deps.config.appUrl,
            previousStartsAt: previous,
            byOwner,
          }),
        );
      } catch (error) {
        deps.log.warn(
          { err: error, shopId, appointmentId, kind },
          'a booking mail could not be sent; the job queue will try again',
        );
        await retryBookingMail({
          tx: db,
          shopId,
          payload: {
            appointmentId,
            kind,
            startsAt: booking.startsAt.toISOString(),
            previousStartsAt: previous?.toISOString() ?? null,
            byOwner,
          },
        });
      }
    }
  } catch (error) {
    deps.log.error(
      { err: error, shopId, appointmentId, change },
      'a booking was saved but its notifications failed',
    );
  }
}

/** Which mail a change sends; assignments and the workshop's own status steps send none. */
function mailKind(
  change: BookingChange,
  status: string,
): Exclude<BookingMailKind, 'reminder'> | null {
  switch (change) {
    case 'created':
      return status === 'pending' ? 'received' : 'confirmed';
    case 'confirmed':
      return 'confirmed';
    case 'rescheduled':
      return 'rescheduled';
    case 'cancelled':
      return 'cancelled';
    default:
      return null;
  }
}
