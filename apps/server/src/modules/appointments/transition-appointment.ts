import {
  type AppointmentAction,
  type AppointmentStatus,
  appointmentMachine,
} from '@pitstop/domain/bookings';
import type { Role } from '@pitstop/domain/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { appointments, jobOrderItems, jobOrders } from '../../db/schema/workshop.ts';
import { appointmentNotFound } from '../../platform/appointment-summary.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import { refreshJobOrderTotals } from '../../platform/job-orders/job-order-lines.ts';
import { AppError } from '../../plugins/errors.ts';

export type TransitionActor = PersonActor & { role: Role };

export type TransitionResult = {
  id: string;
  clientId: string;
  fromStatus: AppointmentStatus;
  toStatus: AppointmentStatus;
  jobOrderId: string | null;
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
 * written in the same transaction.
 */
export async function transitionAppointment(options: {
  tx: Tx;
  shopId: string;
  actor: TransitionActor;
  id: string;
  action: AppointmentAction;
  reason?: string | null;
}): Promise<TransitionResult> {
  const { shopId, actor, id, action } = options;
  const transition = appointmentMachine.transitions[action];
  if (!transition.roles.includes(actor.role)) throw AppError.forbidden();
  const reason = options.reason?.trim() || null;
  if (transition.needsReason && !reason) throw reasonRequired(action);

  return options.tx.transaction(async (tx) => {
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
      throw appointmentNotFound();

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
      action === 'check_in' ? await openJobOrderFromBooking({ tx, shopId, actor, id }) : null;

    return {
      id,
      clientId: current.clientId,
      fromStatus,
      toStatus: transition.to,
      jobOrderId,
    };
  });
}

/**
 * Check-in opens the job order the work is recorded on: an estimate for the booking's client,
 * vehicle and mechanic (assigned now), mileage in from the vehicle, the booking's notes as the
 * customer's concern (else its services' names), and one flat-rate labor line per booked service
 * at its booked price, in order, pending the customer's answer.
 */
async function openJobOrderFromBooking(options: {
  tx: Tx;
  shopId: string;
  actor: TransitionActor;
  id: string;
}): Promise<string> {
  const { tx, shopId, actor, id } = options;
  const [jobOrder] = await rowsOf<{ id: string }>(
    tx,
    sql`
      insert into ${jobOrders} (shop_id, appointment_id, client_id, vehicle_id, mechanic_id,
        assigned_at, status, description, mileage, created_by)
      select a.shop_id, a.id, a.client_id, a.vehicle_id, a.mechanic_id,
        case when a.mechanic_id is not null then now() end, 'estimate',
        coalesce(nullif(btrim(a.notes), ''),
          (select string_agg(s.name, ', ' order by s.position) from appointment_services s
            where s.shop_id = a.shop_id and s.appointment_id = a.id)),
        v.mileage, ${actor.id}::uuid
      from ${appointments} a
      left join vehicles v on v.shop_id = a.shop_id and v.id = a.vehicle_id
      where a.shop_id = ${shopId} and a.id = ${id}
      returning id`,
  );
  if (!jobOrder) throw appointmentNotFound();
  await tx.execute(sql`
    insert into ${jobOrderItems} (shop_id, job_order_id, position, kind, service_id, description,
      pricing, quantity, unit_price, approval)
    select s.shop_id, ${jobOrder.id}::uuid, row_number() over (order by s.position) - 1, 'labor',
      s.service_id, s.name, 'flat', 1, s.price, 'pending'
    from appointment_services s
    where s.shop_id = ${shopId} and s.appointment_id = ${id}`);
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
