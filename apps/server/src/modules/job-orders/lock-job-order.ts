import { workChangeRefusal } from '@pitstop/domain/invoices';
import {
  formatJobOrderNumber,
  type JobOrderStatus,
  jobOrderStatusLabels,
} from '@pitstop/domain/job-orders';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { profiles, shops } from '../../db/schema/shops.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { assertNotDeactivated } from '../employees/public.ts';
import type { JobOrderViewer } from './job-order-summary.ts';
import { loadPickupInvoice } from './pickup-invoice.ts';
import { jobOrderNotFound } from './transition-job-order.ts';

export type LockedJobOrder = {
  id: string;
  number: number;
  status: JobOrderStatus;
  clientId: string;
  vehicleId: string | null;
  mechanicId: string | null;
};

/**
 * The job order a write is about, locked for the rest of the caller's transaction so two
 * writes to its lines number them and total them one after the other. A mechanic reaches
 * only the jobs assigned to them (404 otherwise); a completed or cancelled job order is closed
 * to every change (409); a write that `changesWork` (its jobs and lines) is refused once an
 * invoice bills that work (409, workChangeRefusal).
 */
export async function lockJobOrder(options: {
  tx: Tx;
  shopId: string;
  viewer: JobOrderViewer;
  id: string;
  changesWork?: boolean;
}): Promise<LockedJobOrder> {
  const [row] = await options.tx
    .select({
      id: jobOrders.id,
      number: jobOrders.number,
      status: jobOrders.status,
      clientId: jobOrders.clientId,
      vehicleId: jobOrders.vehicleId,
      mechanicId: jobOrders.mechanicId,
    })
    .from(jobOrders)
    .where(and(eq(jobOrders.shopId, options.shopId), eq(jobOrders.id, options.id)))
    .for('update');
  if (!row) throw jobOrderNotFound();
  if (options.viewer.role === 'mechanic' && row.mechanicId !== options.viewer.id)
    throw jobOrderNotFound();
  const status = row.status as JobOrderStatus;
  if (status === 'completed' || status === 'cancelled') {
    throw AppError.conflict(
      `This job order is ${jobOrderStatusLabels[status].toLowerCase()}; it can no longer be changed.`,
    );
  }
  if (options.changesWork) {
    const invoice = await loadPickupInvoice({
      tx: options.tx,
      shopId: options.shopId,
      jobOrderId: row.id,
    });
    const refusal = workChangeRefusal({
      jobOrderNumber: formatJobOrderNumber(row.number),
      invoice,
    });
    if (refusal) throw AppError.conflict(refusal);
  }
  return { ...row, status };
}

export const PRICES_DESK_ONLY = "Only the desk changes prices on this shop's job orders.";

/** Prices are the desk's; a mechanic changes them only when the shop allows it (403 otherwise). */
export async function assertMayEditPrices(options: {
  tx: Tx;
  shopId: string;
  viewer: JobOrderViewer;
}): Promise<void> {
  if (options.viewer.role !== 'mechanic') return;
  const [shop] = await options.tx
    .select({ allowed: shops.mechanicsEditPrices })
    .from(shops)
    .where(eq(shops.id, options.shopId));
  if (!shop?.allowed) throw AppError.forbidden(PRICES_DESK_ONLY);
}

/**
 * A mechanic of the shop (to assign a job order to), or a 400 naming the field; a deactivated
 * one is a 409 (ADR 044).
 */
export async function assertShopMechanic(options: {
  tx: Tx;
  shopId: string;
  mechanicId: string;
}): Promise<void> {
  const [row] = await options.tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.id, options.mechanicId),
        eq(profiles.shopId, options.shopId),
        eq(profiles.role, 'mechanic'),
      ),
    );
  if (!row) {
    throw AppError.badRequest('Choose a mechanic of this workshop.', [
      { path: 'body.mechanicId', message: 'Not a mechanic of this workshop' },
    ]);
  }
  await assertNotDeactivated({
    tx: options.tx,
    shopId: options.shopId,
    userId: options.mechanicId,
  });
}
