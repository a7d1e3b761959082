import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { inspections } from '../../db/schema/inspections.ts';
import { jobOrderEstimates, jobOrders } from '../../db/schema/workshop.ts';
import { ownerClientCondition } from '../../platform/client-access.ts';
import { AppError } from '../../platform/errors.ts';
import { openMailedLink } from '../../platform/link-tokens.ts';

/**
 * Who may read which inspection — the one place the inspection routes and the photo routes
 * start from:
 * - staff of the inspection's shop (a mechanic only on the jobs assigned to them);
 * - the car owner linked to the vehicle's client record, once the inspection was shared;
 * - the holder of an inspection link (purpose 'inspection', subject the inspection);
 * - the holder of an estimate link, for the estimate's job's latest completed inspection.
 * Anything else is "not found" (404), whatever shop it is in.
 */

export const inspectionNotFound = () => AppError.notFound('Inspection not found.');

/** The inspection a staff request is about, with what its writes check. */
export type StaffInspection = {
  id: string;
  shopId: string;
  jobOrderId: string;
  vehicleId: string;
  status: 'in_progress' | 'completed';
  mechanicId: string | null;
  jobOrderStatus: string;
};

export async function findInspectionForStaff(options: {
  tx: Tx;
  shopId: string;
  viewer: { id: string; role: string };
  inspectionId: string;
  /** Lock the inspection row for the rest of the caller's transaction (writes). */
  forUpdate?: boolean;
}): Promise<StaffInspection> {
  const query = options.tx
    .select({
      id: inspections.id,
      shopId: inspections.shopId,
      jobOrderId: inspections.jobOrderId,
      vehicleId: inspections.vehicleId,
      status: inspections.status,
      mechanicId: jobOrders.mechanicId,
      jobOrderStatus: jobOrders.status,
    })
    .from(inspections)
    .innerJoin(
      jobOrders,
      and(eq(jobOrders.shopId, inspections.shopId), eq(jobOrders.id, inspections.jobOrderId)),
    )
    .where(and(eq(inspections.shopId, options.shopId), eq(inspections.id, options.inspectionId)));
  const [row] = options.forUpdate ? await query.for('update', { of: inspections }) : await query;
  if (!row) throw inspectionNotFound();
  if (options.viewer.role === 'mechanic' && row.mechanicId !== options.viewer.id)
    throw inspectionNotFound();
  return { ...row, status: row.status as StaffInspection['status'] };
}

/** A shared inspection of a vehicle whose client record is linked to this car owner. */
export async function findInspectionForOwner(options: {
  tx: Tx;
  userId: string;
  inspectionId: string;
}): Promise<{ shopId: string; inspectionId: string }> {
  const [row] = await options.tx
    .select({ shopId: inspections.shopId, inspectionId: inspections.id })
    .from(inspections)
    .innerJoin(
      vehicles,
      and(eq(vehicles.shopId, inspections.shopId), eq(vehicles.id, inspections.vehicleId)),
    )
    .innerJoin(clients, and(eq(clients.shopId, vehicles.shopId), eq(clients.id, vehicles.clientId)))
    .where(
      and(
        ownerClientCondition(options.userId),
        eq(inspections.id, options.inspectionId),
        isNotNull(inspections.sharedAt),
        eq(inspections.status, 'completed'),
      ),
    );
  if (!row) throw inspectionNotFound();
  return row;
}

/**
 * The inspection a shared link opens. Unknown or replaced by a newer link: 404; past its days:
 * 410, naming the shop to ask. Reopened since it was sent: 404 until it is sent again.
 */
export async function openInspectionLink(options: {
  tx: Tx;
  token: string;
}): Promise<{ shopId: string; inspectionId: string }> {
  const link = await openMailedLink({ ...options, purpose: 'inspection' });
  const [row] = await options.tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(
      and(
        eq(inspections.shopId, link.shopId),
        eq(inspections.id, link.subjectId),
        eq(inspections.status, 'completed'),
      ),
    );
  if (!row)
    throw AppError.notFound('This inspection link is not valid. Ask the shop to send it again.');
  return { shopId: link.shopId, inspectionId: row.id };
}

/** The latest completed inspection of a job order (sent to the car owner, with sharedOnly), or null. */
export async function latestCompletedInspectionId(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
  sharedOnly?: boolean;
}): Promise<string | null> {
  const [row] = await options.tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(
      and(
        eq(inspections.shopId, options.shopId),
        eq(inspections.jobOrderId, options.jobOrderId),
        eq(inspections.status, 'completed'),
        options.sharedOnly ? isNotNull(inspections.sharedAt) : undefined,
      ),
    )
    .orderBy(desc(inspections.completedAt), desc(inspections.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The inspection an estimate link shows with the estimate: its job's latest completed one
 * (null when there is none). The caller has opened the link (its shop and estimate).
 */
export async function inspectionOfEstimate(options: {
  tx: Tx;
  shopId: string;
  estimateId: string;
}): Promise<string | null> {
  const [estimate] = await options.tx
    .select({ jobOrderId: jobOrderEstimates.jobOrderId })
    .from(jobOrderEstimates)
    .where(
      and(
        eq(jobOrderEstimates.shopId, options.shopId),
        eq(jobOrderEstimates.id, options.estimateId),
      ),
    );
  if (!estimate) return null;
  return latestCompletedInspectionId({ ...options, jobOrderId: estimate.jobOrderId });
}
