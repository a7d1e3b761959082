import type { JobOrderSummary } from '@pitstop/domain/job-order-views';
import {
  type JobOrderStatus,
  jobOrderStatuses,
  openJobOrderStatuses,
} from '@pitstop/domain/job-orders';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { profiles } from '../../db/schema/shops.ts';
import { jobOrders } from '../../db/schema/workshop.ts';

/** Who is looking: a mechanic sees the job orders assigned to them only. */
export type JobOrderViewer = { id: string; role: string };

const closedStatuses = jobOrderStatuses
  .filter((status) => !(openJobOrderStatuses as readonly string[]).includes(status))
  .map((status) => `'${status}'`)
  .join(', ');

/**
 * `status not in ('completed', 'cancelled')` of the schema's job_orders, or of `<alias>` in a raw
 * query, spelled as the partial indexes job_orders_open_idx and job_orders_mechanic_queue_idx
 * are, with literals (not parameters), so the planner can prove a query stays inside them (the
 * Pending list and its badge).
 */
export function openJobOrderCondition(alias?: string): SQL {
  const status = alias === undefined ? jobOrders.status : sql.raw(`${alias}.status`);
  return sql`${status} not in (${sql.raw(closedStatuses)})`;
}

/** A mechanic's queries are narrowed to the job orders assigned to them. */
export function jobOrderViewerCondition(viewer: JobOrderViewer | undefined): SQL | undefined {
  return viewer?.role === 'mechanic' ? eq(jobOrders.mechanicId, viewer.id) : undefined;
}

/** The columns of one row of the job order lists. */
const jobOrderSummaryColumns = {
  id: jobOrders.id,
  number: jobOrders.number,
  status: sql<JobOrderStatus>`${jobOrders.status}`,
  openedAt: jobOrders.openedAt,
  promisedAt: jobOrders.promisedAt,
  completedAt: jobOrders.completedAt,
  total: jobOrders.totalCost,
  clientId: clients.id,
  clientName: clients.name,
  vehicleId: vehicles.id,
  vehicleLabel: sql<string>`concat_ws(' ', ${vehicles.year}::text, ${vehicles.make}, ${vehicles.model})`,
  registrationNumber: vehicles.registrationNumber,
  mechanicId: jobOrders.mechanicId,
  mechanicName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''),
    nullif(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName}), ''), ${users.name})`,
};

/**
 * Job orders with their summary columns and `extra`, joined to their client, vehicle and
 * mechanic; composite keys keep every join inside the shop.
 */
export function selectJobOrderSummaries<Extra extends SelectedFields>(tx: Tx, extra: Extra) {
  return tx
    .select({ ...jobOrderSummaryColumns, ...extra })
    .from(jobOrders)
    .innerJoin(
      clients,
      and(eq(clients.shopId, jobOrders.shopId), eq(clients.id, jobOrders.clientId)),
    )
    .leftJoin(
      vehicles,
      and(eq(vehicles.shopId, jobOrders.shopId), eq(vehicles.id, jobOrders.vehicleId)),
    )
    .leftJoin(users, eq(users.id, jobOrders.mechanicId))
    .leftJoin(profiles, eq(profiles.id, jobOrders.mechanicId));
}

export type JobOrderSummaryRow = Awaited<
  ReturnType<typeof selectJobOrderSummaries<Record<never, never>>>
>[number];

export function toJobOrderSummary(row: JobOrderSummaryRow): JobOrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    client: { id: row.clientId, name: row.clientName },
    vehicle: row.vehicleId
      ? {
          id: row.vehicleId,
          label: row.vehicleLabel,
          registrationNumber: row.registrationNumber,
        }
      : null,
    mechanic: row.mechanicId ? { id: row.mechanicId, name: row.mechanicName ?? '' } : null,
    openedAt: row.openedAt.toISOString(),
    promisedAt: row.promisedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    total: row.total,
  };
}
