import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { appointments } from '../../db/schema/workshop.ts';
import { enqueueJob, type Job, type JobHandlers } from '../../platform/job-queue.ts';
import type { BookingEffects } from './booking-effects.ts';
import { bookingMail, loadBookingForMail } from './booking-mail.ts';
import { BOOKING_MAIL_RETRY_JOB, sendRetriedBookingMail } from './booking-mail-retry.ts';

export const BOOKING_REMINDER_JOB = 'booking.reminder';
/** Issue #10: "a reminder 24 h before". */
export const REMINDER_HOURS_BEFORE = 24;

type ReminderPayload = { appointmentId: string; startsAt: string };

/**
 * Puts the reminder for a booking's current start on the queue. The key names the start, so a
 * moved booking gets a new job; the old one finds the time changed and sends nothing. A booking
 * made less than a day ahead gets none: its confirmation has just gone out.
 */
export async function scheduleBookingReminder(options: {
  tx: Tx;
  shopId: string;
  appointmentId: string;
  startsAt: Date;
  now?: Date;
}): Promise<boolean> {
  const runAt = new Date(options.startsAt.getTime() - REMINDER_HOURS_BEFORE * 3_600_000);
  if (runAt <= (options.now ?? new Date())) return false;
  const startsAt = options.startsAt.toISOString();
  const payload: ReminderPayload = { appointmentId: options.appointmentId, startsAt };
  await enqueueJob({
    tx: options.tx,
    kind: BOOKING_REMINDER_JOB,
    shopId: options.shopId,
    payload,
    runAt,
    dedupeKey: `${BOOKING_REMINDER_JOB}:${options.appointmentId}:${startsAt}`,
  });
  return true;
}

/**
 * A moved booking is owed a reminder for its new time even if one went out for the old time.
 * Cleared only while the start is still the new one (a later move clears it again itself).
 */
export async function clearReminderSent(options: {
  tx: Tx;
  shopId: string;
  appointmentId: string;
  startsAt: Date;
}): Promise<void> {
  await options.tx
    .update(appointments)
    .set({ reminderSentAt: null })
    .where(
      and(
        eq(appointments.shopId, options.shopId),
        eq(appointments.id, options.appointmentId),
        eq(appointments.startsAt, options.startsAt),
      ),
    );
}

/**
 * Sends the reminder at most once, whatever the number of workers and restarts: the send is
 * claimed by marking `reminder_sent_at` on a booking that is still live, still at the time the
 * job was for and not yet reminded. If the mail cannot go out the mark is undone and the job
 * retries.
 */
export async function sendBookingReminder(deps: BookingEffects, job: Job): Promise<void> {
  const { appointmentId, startsAt } = job.payload as ReminderPayload;
  const shopId = job.shopId;
  if (!shopId) throw new Error('a booking reminder needs its shop');
  const db = deps.database.db;
  // A value from here, not now(): undoing the mark matches it exactly (microseconds aside).
  const sentAt = new Date();
  const [claimed] = await db
    .update(appointments)
    .set({ reminderSentAt: sentAt })
    .where(
      and(
        eq(appointments.shopId, shopId),
        eq(appointments.id, appointmentId),
        isNull(appointments.reminderSentAt),
        inArray(appointments.status, ['pending', 'confirmed']),
        eq(appointments.startsAt, new Date(startsAt)),
      ),
    )
    .returning({ id: appointments.id });
  if (!claimed) return;
  try {
    const booking = await loadBookingForMail({ tx: db, shopId, appointmentId });
    if (!booking?.recipient) return;
    await deps.mailer.send(
      bookingMail({
        kind: 'reminder',
        booking: { ...booking, recipient: booking.recipient },
        appUrl: deps.config.appUrl,
      }),
    );
  } catch (error) {
    await db
      .update(appointments)
      .set({ reminderSentAt: null })
      .where(
        and(
          eq(appointments.shopId, shopId),
          eq(appointments.id, appointmentId),
          eq(appointments.reminderSentAt, sentAt),
        ),
      );
    throw error;
  }
}

/** The queue's handlers for bookings, given to the worker the server starts. */
export function bookingJobHandlers(deps: BookingEffects): JobHandlers {
  return {
    [BOOKING_REMINDER_JOB]: (job) => sendBookingReminder(deps, job),
    [BOOKING_MAIL_RETRY_JOB]: (job) => sendRetriedBookingMail(deps, job),
  };
}
