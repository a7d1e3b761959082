import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { appointments } from '../../db/schema/workshop.ts';
import type { EventBus } from '../../plugins/events.ts';
import type { BookingEffects } from './booking-effects.ts';
import { type BookingMailKind, bookingMail, loadBookingForMail } from './booking-mail.ts';
import { retryBookingMail } from './booking-mail-retry.ts';
import { clearReminderSent, scheduleBookingReminder } from './booking-reminder.ts';

export type BookingChange =
  | 'created'
  | 'confirmed'
  | 'rescheduled'
  | 'cancelled'
  | 'assigned'
  /** Any other status change: checked in, completed, no-show. */
  | 'status';

export type BookingChangeOptions = {
  shopId: string;
  appointmentId: string;
  change: BookingChange;
  /** The role of whoever made the change ('client' for the car owner, 'system' for jobs). */
  actorRole: string;
  /** Rescheduled: the start before the change (named in the mail). */
  previousStartsAt?: Date | string | null;
  /** Reassigned or rescheduled to another mechanic: the one it had, who sees it leave. */
  previousMechanicId?: string | null;
};

/**
 * The effects of a booking write that stand or fall with it, recorded in its transaction: the
 * live event to the shop's staff (a mechanic only for their own bookings) and the car owner
 * (NOTIFY leaves on commit only), and the 24 h reminder on the job queue.
 */
export async function recordBookingChange(options: {
  tx: Tx;
  events: EventBus;
  change: BookingChangeOptions;
}): Promise<void> {
  const { tx } = options;
  const { shopId, appointmentId, change } = options.change;
  const [booking] = await tx
    .select({
      status: appointments.status,
      startsAt: appointments.startsAt,
      mechanicId: appointments.mechanicId,
      ownerUserId: clients.userId,
    })
    .from(appointments)
    .innerJoin(
      clients,
      and(eq(clients.shopId, appointments.shopId), eq(clients.id, appointments.clientId)),
    )
    .where(and(eq(appointments.shopId, shopId), eq(appointments.id, appointmentId)));
  if (!booking) return;
  const mechanicIds = [booking.mechanicId, options.change.previousMechanicId].filter(
    (id): id is string => typeof id === 'string',
  );
  await options.events.publish(
    {
      type: 'appointment.changed',
      shopId,
      mechanicIds: [...new Set(mechanicIds)],
      ...(booking.ownerUserId ? { userIds: [booking.ownerUserId] } : {}),
      data: { appointmentId, change, status: booking.status },
    },
    tx,
  );
  const live = booking.status === 'pending' || booking.status === 'confirmed';
  if (live && (change === 'created' || change === 'rescheduled' || change === 'confirmed')) {
    if (change === 'rescheduled')
      await clearReminderSent({ tx, shopId, appointmentId, startsAt: booking.startsAt });
    await scheduleBookingReminder({ tx, shopId, appointmentId, startsAt: booking.startsAt });
  }
}

/**
 * The car owner's e-mail for a committed change (confirmation with an .ics, change,
 * cancellation). The booking is saved whatever happens here, so a failure is logged, never
 * thrown at the caller; a mail the mail server refuses is handed to the job queue, which tries
 * again (booking-mail-retry.ts).
 */
export async function mailBookingChange(
  deps: BookingEffects,
  options: BookingChangeOptions,
): Promise<void> {
  const { shopId, appointmentId, change } = options;
  const db = deps.database.db;
  try {
    const booking = await loadBookingForMail({ tx: db, shopId, appointmentId });
    if (!booking) return;
    const kind = mailKind(change, booking.status);
    if (!kind || !booking.recipient) return;
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
