import {
  type AppointmentAction,
  type AppointmentStatus,
  appointmentMachine,
} from '@pitstop/domain/bookings';
import type { Role } from '@pitstop/domain/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { appointmentServices } from '../../db/schema/scheduling.ts';
import { appointments, jobOrderItems, jobOrders } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import {
  publishJobOrderChanged,
  recordArrival,
  refreshJobOrderTotals,
} from '../job-orders/public.ts';
import {
  type BookingChange,
  type BookingChangeOptions,
  mailBookingChange,
  recordBookingChange,
} from './booking-change.ts';
import type { BookingEffects } from './booking-effects.ts';
import { bookingNotFound } from './booking-summary.ts';

export type TransitionActor = PersonActor & { role: Role };

type CheckInFields = { mileageIn: number | null; promisedAt: string | null };

export type TransitionResult = {
  id: string;
  clientId: string;
  fromStatus: AppointmentStatus;
  toStatus: AppointmentStatus;
  jobOrderId: string | null;
};

/** What each action tells the car owner and the live views. */
const changeOf: Record<AppointmentAction, BookingChange> = {
  confirm: 'confirmed',
  check_in: 'status',
  complete: 'status',
  cancel: 'cancelled',
  no_show: 'status',
};

const reasonRequired = (action: AppointmentAction) =>
  AppError.badRequest(
    `Give a reason to ${appointmentMachine.transitions[action].label.toLowerCase()}.`,
    [{ path: 'body.reason', message: 'A reason is required' }],
  );

/**
 * Moves an appointment along appointmentMachine: the role must be allowed the action, a
 * mechanic only acts on appointments assigned to them, and the status must allow it (409 with
 * the machine's refusal otherwise). The UPDATE only matches the status it was read in, so of two
 * people acting at once the second gets the refusal for the status the first left. The history
 * entry, and on check-in the job order the work is recorded on (openJobOrderFromBooking), are
 * written in the same transaction, with the change's event and reminder and the opened job
 * order's event; the car owner's mail follows the commit.
 */
export async function transitionBooking(options: {
  tx: Tx;
  shopId: string;
  actor: TransitionActor;
  id: string;
  action: AppointmentAction;
  reason?: string | null;
  /** On check-in: the odometer read and the promised time, for the job order it opens. */
  checkIn?: CheckInFields;
  effects: BookingEffects;
}): Promise<TransitionResult> {
  const { shopId, actor, id, action, effects } = options;
  const transition = appointmentMachine.transitions[action];
  if (!transition.roles.includes(actor.role)) throw AppError.forbidden();
  const reason = options.reason?.trim() || null;
  if (transition.needsReason && !reason) throw reasonRequired(action);

  const notice: BookingChangeOptions = {
    shopId,
    appointmentId: id,
    change: changeOf[action],
    actorRole: actor.role,
  };
  const result = await options.tx.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: appointments.status,
        mechanicId: appointments.mechanicId,
        clientId: appointments.clientId,
        vehicleId: appointments.vehicleId,
      })
      .from(appointments)
      .where(and(eq(appointments.shopId, shopId), eq(appointments.id, id)));
    if (!current || (actor.role === 'mechanic' && current.mechanicId !== actor.id))
      throw bookingNotFound();

    const fromStatus = current.status as AppointmentStatus;
    const refusal = appointmentMachine.refusal(fromStatus, action);
    if (refusal) throw AppError.conflict(refusal);

    const [moved] = await tx
      .update(appointments)
      .set({
        status: transition.to,
        ...(action === 'cancel' ? { cancelReason: reason } : {}),
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(appointments.shopId, shopId),
          eq(appointments.id, id),
          eq(appointments.status, fromStatus),
        ),
      )
      .returning({ id: appointments.id });
    if (!moved) {
      // Someone else moved it since it was read: refuse for the status it is in now.
      const [now] = await tx
        .select({ status: appointments.status })
        .from(appointments)
        .where(and(eq(appointments.shopId, shopId), eq(appointments.id, id)));
      throw AppError.conflict(
        appointmentMachine.refusal((now?.status ?? fromStatus) as AppointmentStatus, action) ??
          'This booking was changed by someone else; reload it and try again.',
      );
    }

    await recordHistory({
      tx,
      shopId,
      subjectType: 'appointment',
      subjectId: id,
      action,
      actor,
      fromStatus,
      toStatus: transition.to,
      reason,
    });

    const jobOrderId =
      action === 'check_in'
        ? await openJobOrderFromBooking({
            tx,
            shopId,
            actor,
            id,
            checkIn: options.checkIn ?? { mileageIn: null, promisedAt: null },
          })
        : null;
    await recordBookingChange({ tx, events: effects.events, change: notice });
    if (jobOrderId) {
      await publishJobOrderChanged({
        tx,
        events: effects.events,
        shopId,
        jobOrderId,
        change: 'opened',
      });
    }

    return {
      id,
      clientId: current.clientId,
      fromStatus,
      toStatus: transition.to,
      jobOrderId,
    };
  });
  await mailBookingChange(effects, notice);
  return result;
}

/**
 * Check-in opens the job order the work is recorded on: an estimate for the booking's client,
 * vehicle and mechanic (assigned now), the mileage in and promised time the desk gave
 * (recordArrival's rules; the vehicle's last mileage is never copied in unread), the booking's
 * notes as the customer's concern (else its services' names), and one flat-rate labor line per
 * booked service at its booked price, in order, pending the customer's answer.
 */
async function openJobOrderFromBooking(options: {
  tx: Tx;
  shopId: string;
  actor: TransitionActor;
  id: string;
  checkIn: CheckInFields;
}): Promise<string> {
  const { tx, shopId, actor, id, checkIn } = options;
  const [booking] = await tx
    .select({
      clientId: appointments.clientId,
      vehicleId: appointments.vehicleId,
      mechanicId: appointments.mechanicId,
      notes: appointments.notes,
    })
    .from(appointments)
    .where(and(eq(appointments.shopId, shopId), eq(appointments.id, id)));
  if (!booking) throw bookingNotFound();
  const promisedAt = await recordArrival({
    tx,
    shopId,
    vehicleId: booking.vehicleId,
    mileageIn: checkIn.mileageIn,
    promisedAt: checkIn.promisedAt,
  });
  const booked = await tx
    .select({
      serviceId: appointmentServices.serviceId,
      name: appointmentServices.name,
      price: appointmentServices.price,
    })
    .from(appointmentServices)
    .where(and(eq(appointmentServices.shopId, shopId), eq(appointmentServices.appointmentId, id)))
    .orderBy(appointmentServices.position);
  const [jobOrder] = await tx
    .insert(jobOrders)
    .values({
      shopId,
      appointmentId: id,
      clientId: booking.clientId,
      vehicleId: booking.vehicleId,
      mechanicId: booking.mechanicId,
      assignedAt: booking.mechanicId ? sql`now()` : null,
      status: 'estimate',
      description:
        booking.notes?.trim() ||
        (booked.length ? booked.map((line) => line.name).join(', ') : null),
      mileage: checkIn.mileageIn,
      promisedAt,
      createdBy: actor.id,
    })
    .returning({ id: jobOrders.id });
  if (!jobOrder) throw new Error('job order insert returned no row');
  if (booked.length) {
    await tx.insert(jobOrderItems).values(
      booked.map((line, position) => ({
        shopId,
        jobOrderId: jobOrder.id,
        position,
        kind: 'labor',
        serviceId: line.serviceId,
        description: line.name,
        pricing: 'flat',
        quantity: '1',
        unitPrice: line.price,
        approval: 'pending',
      })),
    );
  }
  await refreshJobOrderTotals({
    tx,
    shopId,
    jobOrderId: jobOrder.id,
    linesChanged: true,
    actor,
  });
  await recordHistory({
    tx,
    shopId,
    subjectType: 'job_order',
    subjectId: jobOrder.id,
    action: 'opened',
    actor,
    toStatus: 'estimate',
    details: { source: 'check_in', appointmentId: id },
  });
  return jobOrder.id;
}
