import type { DeclinedWork, OwnerDeclinedWork } from '@pitstop/domain/job-order-views';
import type { JobOrderLineKind } from '@pitstop/domain/job-orders';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { declinedWork, jobOrders } from '../../db/schema/workshop.ts';
import { ownerClientCondition } from '../../platform/client-access.ts';
import { AppError } from '../../platform/errors.ts';
import { getVehicle, type VehicleViewer } from '../vehicles/public.ts';

const columns = {
  id: declinedWork.id,
  jobOrderId: declinedWork.jobOrderId,
  jobOrderNumber: jobOrders.number,
  vehicleId: declinedWork.vehicleId,
  jobName: declinedWork.jobName,
  kind: sql<JobOrderLineKind>`${declinedWork.kind}`,
  description: declinedWork.description,
  amount: declinedWork.amount,
  declinedAt: declinedWork.createdAt,
  followUpOn: declinedWork.followUpOn,
  status: sql<DeclinedWork['status']>`${declinedWork.status}`,
};

const withJobOrder = and(
  eq(jobOrders.shopId, declinedWork.shopId),
  eq(jobOrders.id, declinedWork.jobOrderId),
);

function toDeclinedWork(
  row: {
    declinedAt: Date;
  } & Omit<DeclinedWork, 'declinedAt'>,
): DeclinedWork {
  return { ...row, declinedAt: row.declinedAt.toISOString() };
}

/**
 * The declined work of a vehicle the viewer may see (a mechanic: one of their jobs' clients):
 * open work first, soonest follow-up first, then what was accepted or dismissed, newest first.
 */
export async function listVehicleDeclinedWork(options: {
  tx: Tx;
  shopId: string;
  vehicleId: string;
  viewer: VehicleViewer;
}): Promise<DeclinedWork[]> {
  const { tx, shopId, vehicleId } = options;
  await getVehicle({ tx, shopId, vehicleId, viewer: options.viewer });
  const rows = await tx
    .select(columns)
    .from(declinedWork)
    .innerJoin(jobOrders, withJobOrder)
    .where(and(eq(declinedWork.shopId, shopId), eq(declinedWork.vehicleId, vehicleId)))
    .orderBy(
      desc(sql`${declinedWork.status} = 'open'`),
      asc(sql`case when ${declinedWork.status} = 'open' then ${declinedWork.followUpOn} end`),
      desc(declinedWork.createdAt),
      asc(declinedWork.id),
    );
  return rows.map(toDeclinedWork);
}

/** The desk dismisses open declined work (the customer will not have it done). */
export async function dismissDeclinedWork(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<DeclinedWork> {
  const { tx, shopId, id } = options;
  const [current] = await tx
    .select({ status: declinedWork.status })
    .from(declinedWork)
    .where(and(eq(declinedWork.shopId, shopId), eq(declinedWork.id, id)));
  if (!current) throw AppError.notFound('Declined work not found.');
  if (current.status !== 'open') {
    throw AppError.conflict(
      current.status === 'accepted'
        ? 'This work was added to a job order; it can no longer be dismissed.'
        : 'This work was already dismissed.',
    );
  }
  await tx
    .update(declinedWork)
    .set({ status: 'dismissed', updatedAt: sql`now()` })
    .where(and(eq(declinedWork.shopId, shopId), eq(declinedWork.id, id)));
  const [row] = await tx
    .select(columns)
    .from(declinedWork)
    .innerJoin(jobOrders, withJobOrder)
    .where(and(eq(declinedWork.shopId, shopId), eq(declinedWork.id, id)));
  if (!row) throw AppError.notFound('Declined work not found.');
  return toDeclinedWork(row);
}

/**
 * The car owner's "Recommended services": open declined work on the vehicles of their client
 * records, in every shop, soonest follow-up first.
 */
export async function listOwnerDeclinedWork(options: {
  tx: Tx;
  userId: string;
}): Promise<OwnerDeclinedWork[]> {
  const rows = await options.tx
    .select({
      ...columns,
      shopName: shops.name,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
    })
    .from(declinedWork)
    .innerJoin(jobOrders, withJobOrder)
    .innerJoin(
      clients,
      and(eq(clients.shopId, declinedWork.shopId), eq(clients.id, declinedWork.clientId)),
    )
    .innerJoin(
      vehicles,
      and(eq(vehicles.shopId, declinedWork.shopId), eq(vehicles.id, declinedWork.vehicleId)),
    )
    .innerJoin(shops, eq(shops.id, declinedWork.shopId))
    .where(
      and(
        ownerClientCondition(options.userId),
        eq(vehicles.clientId, clients.id),
        eq(declinedWork.status, 'open'),
      ),
    )
    .orderBy(asc(declinedWork.followUpOn), asc(declinedWork.id))
    .limit(50);
  return rows.map(({ year, make, model, ...row }) => ({
    ...toDeclinedWork(row),
    shopName: row.shopName,
    vehicleLabel: [year, make, model].filter(Boolean).join(' '),
  }));
}
