import {
  bookingStatusAtJobOrderEnd,
  type JobOrderAction,
  type JobOrderStatus,
  jobOrderMachine,
} from '@pitstop/domain/job-orders';
import type { Role } from '@pitstop/domain/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { vehicles } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { jobOrderEstimates, jobOrderItems, jobOrders } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { endBookingWithJobOrder } from '../bookings/public.ts';
import { refreshJobOrderTotals } from './job-order-lines.ts';
import { enqueueJobOrderStatusMail } from './job-order-mail.ts';
import { syncJobOrderStock } from './job-order-stock.ts';
import { loadPickupInvoice, pickupRefusalOf } from './pickup-invoice.ts';
import { publishJobOrderChanged } from './publish-job-order-changed.ts';

/** Staff act by role; a customer answering an estimate link or the car-owner area acts by name. */
export type JobOrderActor = (PersonActor & { role: Role }) | { customerName: string };

export type JobOrderTransitionResult = {
  id: string;
  number: number;
  clientId: string;
  vehicleId: string | null;
  mechanicId: string | null;
  fromStatus: JobOrderStatus;
  toStatus: JobOrderStatus;
};

export const jobOrderNotFound = () => AppError.notFound('Job order not found.');

/**
 * Moves a job order along jobOrderMachine in the caller's transaction: the role must be allowed
 * the action (a customer may only approve), a mechanic acts only on jobs assigned to them, and
 * the status must allow it (409 with the machine's refusal otherwise). The UPDATE matches only
 * the status it was read in, so of two people acting at once the second gets the refusal for
 * the status the first left. What the move itself changes is written with it:
 * - record_approval approves the lines still pending and marks the open estimate answered;
 * - complete needs the job's invoice issued, and paid unless the shop allows unpaid pickup
 *   (pickupRefusal, ADR 037: 409 pickup_needs_invoice or pickup_needs_payment, the invoice locked
 *   so a refund cannot slip in between); it stamps completed_at (the client aggregates' triggers take it from there, ADR 007),
 *   records mileage out and raises the vehicle's mileage to it;
 * - cancel keeps the reason;
 * - completing or cancelling ends the booking it was checked in from (endBookingWithJobOrder);
 * - the stock the part lines hold follows the new status (syncJobOrderStock): a completion the
 *   stock on hand cannot cover is refused with the ledger's 409.
 * Its effects are recorded in the transaction too, so they happen if and only if it commits: the
 * live event (unless the caller publishes one for its whole write), and on mark_ready and
 * complete the car owner's mail, queued for the job worker (ADR 035).
 */
export async function transitionJobOrder(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: JobOrderActor;
  id: string;
  action: JobOrderAction;
  reason?: string | null;
  mileageOut?: number | null;
  /** History details (e.g. the estimate revision a customer approved). */
  details?: Record<string, unknown> | null;
  /**
   * The caller publishes the job order's event for the whole write this move is part of (an
   * estimate sent or answered, a clock started): one event per write, so the move adds none.
   */
  callerPublishes?: boolean;
}): Promise<JobOrderTransitionResult> {
  const { shopId, actor, id, action } = options;
  const transition = jobOrderMachine.transitions[action];
  const customer = 'customerName' in actor;
  if (customer ? action !== 'record_approval' : !transition.roles.includes(actor.role))
    throw AppError.forbidden();
  const reason = options.reason?.trim() || null;
  if (transition.needsReason && !reason) {
    throw AppError.badRequest(`Give a reason to ${transition.label.toLowerCase()}.`, [
      { path: 'body.reason', message: 'A reason is required' },
    ]);
  }

  return options.tx.transaction(async (tx) => {
    const [current] = await tx
      .select({
        number: jobOrders.number,
        status: jobOrders.status,
        mechanicId: jobOrders.mechanicId,
        clientId: jobOrders.clientId,
        vehicleId: jobOrders.vehicleId,
        mileageIn: jobOrders.mileage,
      })
      .from(jobOrders)
      .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, id)));
    if (!current) throw jobOrderNotFound();
    if (!customer && actor.role === 'mechanic' && current.mechanicId !== actor.id)
      throw jobOrderNotFound();

    const fromStatus = current.status as JobOrderStatus;
    const refusal = jobOrderMachine.refusal(fromStatus, action);
    if (refusal) throw AppError.conflict(refusal);

    const mileageOut = action === 'complete' ? (options.mileageOut ?? null) : null;
    if (mileageOut !== null && current.mileageIn !== null && mileageOut < current.mileageIn) {
      throw AppError.badRequest('Mileage out cannot be less than mileage in.', [
        { path: 'body.mileageOut', message: `Must be at least ${current.mileageIn}` },
      ]);
    }

    if (action === 'complete') {
      // The car leaves with an issued invoice, paid unless the shop allows unpaid pickup (ADR 037).
      const [shop] = await tx
        .select({
          unpaidPickupAllowed: shops.unpaidPickupAllowed,
          currency: shops.currency,
          locale: shops.locale,
        })
        .from(shops)
        .where(eq(shops.id, shopId));
      const invoice = await loadPickupInvoice({ tx, shopId, jobOrderId: id, lock: true });
      const pickup = pickupRefusalOf({
        number: current.number,
        invoice,
        unpaidPickupAllowed: shop?.unpaidPickupAllowed ?? false,
        currency: shop?.currency ?? 'USD',
        locale: shop?.locale ?? 'en-US',
      });
      if (pickup) {
        throw new AppError(pickup.code, 409, pickup.message, undefined, undefined, {
          invoiceId: invoice?.id ?? null,
        });
      }
    }

    const [moved] = await tx
      .update(jobOrders)
      .set({
        status: transition.to,
        ...(action === 'cancel' ? { cancelReason: reason } : {}),
        ...(action === 'complete' ? { completedAt: sql`now()`, mileageOut } : {}),
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, id), eq(jobOrders.status, fromStatus)),
      )
      .returning({ id: jobOrders.id });
    if (!moved) {
      // Someone else moved it since it was read: refuse for the status it is in now.
      const [now] = await tx
        .select({ status: jobOrders.status })
        .from(jobOrders)
        .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, id)));
      throw AppError.conflict(
        jobOrderMachine.refusal((now?.status ?? fromStatus) as JobOrderStatus, action) ??
          'This job order was changed by someone else; reload it and try again.',
      );
    }

    if (action === 'record_approval' && !customer) {
      // The desk recording a yes given at the counter or by phone: the pending lines are approved.
      await tx
        .update(jobOrderItems)
        .set({ approval: 'approved', updatedAt: sql`now()` })
        .where(
          and(
            eq(jobOrderItems.shopId, shopId),
            eq(jobOrderItems.jobOrderId, id),
            eq(jobOrderItems.approval, 'pending'),
          ),
        );
      const totals = await refreshJobOrderTotals({
        tx,
        shopId,
        jobOrderId: id,
        linesChanged: false,
        actor,
      });
      await tx
        .update(jobOrderEstimates)
        .set({ answeredAt: sql`now()`, answeredVia: 'staff', approvedTotal: totals.approvedTotal })
        .where(
          and(
            eq(jobOrderEstimates.shopId, shopId),
            eq(jobOrderEstimates.jobOrderId, id),
            isNull(jobOrderEstimates.answeredAt),
          ),
        );
    }
    if (mileageOut !== null && current.vehicleId) {
      await tx
        .update(vehicles)
        .set({ mileage: sql`greatest(coalesce(${vehicles.mileage}, 0), ${mileageOut})` })
        .where(and(eq(vehicles.shopId, shopId), eq(vehicles.id, current.vehicleId)));
    }

    // Approving reserves the parts, completing consumes them, cancelling releases them.
    await syncJobOrderStock({ tx, shopId, jobOrderId: id, actor });

    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: id,
      action,
      actor,
      fromStatus,
      toStatus: transition.to,
      reason,
      details: mileageOut !== null ? { ...options.details, mileageOut } : (options.details ?? null),
    });

    const bookingStatus =
      transition.to === 'completed' || transition.to === 'cancelled'
        ? bookingStatusAtJobOrderEnd[transition.to]
        : null;
    if (bookingStatus) {
      await endBookingWithJobOrder({
        tx,
        events: options.events,
        shopId,
        jobOrderId: id,
        status: bookingStatus,
        reason,
        actor,
      });
    }
    if (transition.to === 'ready_for_pickup' || transition.to === 'completed')
      await enqueueJobOrderStatusMail({ tx, shopId, jobOrderId: id, status: transition.to });
    if (!options.callerPublishes) {
      await publishJobOrderChanged({
        tx,
        events: options.events,
        shopId,
        jobOrderId: id,
        change: 'status',
        action,
      });
    }

    return {
      id,
      number: current.number,
      clientId: current.clientId,
      vehicleId: current.vehicleId,
      mechanicId: current.mechanicId,
      fromStatus,
      toStatus: transition.to,
    };
  });
}
