import type { Tx } from '../../db/database.ts';
import { enqueueJob, type Job } from '../../platform/job-queue.ts';
import type { BookingEffects } from './booking-effects.ts';
import { type BookingMailKind, bookingMail, loadBookingForMail } from './booking-mail.ts';

export const BOOKING_MAIL_RETRY_JOB = 'booking.mail';

/** What a booking mail that failed needs to be written again, as it was meant. */
export type BookingMailRetry = {
  appointmentId: string;
  kind: Exclude<BookingMailKind, 'reminder'>;
  /** The start the mail announced: a booking moved since has had its own mail. */
  startsAt: string;
  previousStartsAt: string | null;
  byOwner: boolean;
};

/** The statuses in which each mail still tells the truth. */
const stillTrue: Record<BookingMailRetry['kind'], readonly string[]> = {
  received: ['pending'],
  confirmed: ['confirmed'],
  rescheduled: ['pending', 'confirmed'],
  cancelled: ['cancelled'],
};

/**
 * Hands a booking mail the mail server refused to the job queue, which retries it with its
 * back-off (30 s, 2 min, 8 min, …) and logs it once the attempts run out.
 */
export async function retryBookingMail(options: {
  tx: Tx;
  shopId: string;
  payload: BookingMailRetry;
}): Promise<void> {
  await enqueueJob({
    tx: options.tx,
    kind: BOOKING_MAIL_RETRY_JOB,
    shopId: options.shopId,
    payload: options.payload,
    runAt: new Date(Date.now() + 30_000),
  });
}

/**
 * Sends a retried booking mail, unless the booking has changed since so that the mail would
 * now be wrong (cancelled after the confirmation failed, moved again): the later change sent
 * its own.
 */
export async function sendRetriedBookingMail(deps: BookingEffects, job: Job): Promise<void> {
  const payload = job.payload as BookingMailRetry;
  const shopId = job.shopId;
  if (!shopId) throw new Error('a booking mail needs its shop');
  const booking = await loadBookingForMail({
    tx: deps.database.db,
    shopId,
    appointmentId: payload.appointmentId,
  });
  if (!booking?.recipient) return;
  if (!stillTrue[payload.kind].includes(booking.status)) return;
  if (payload.kind !== 'cancelled' && booking.startsAt.toISOString() !== payload.startsAt) return;
  await deps.mailer.send(
    bookingMail({
      kind: payload.kind,
      booking: { ...booking, recipient: booking.recipient },
      appUrl: deps.config.appUrl,
      previousStartsAt: payload.previousStartsAt ? new Date(payload.previousStartsAt) : null,
      byOwner: payload.byOwner,
    }),
  );
}
