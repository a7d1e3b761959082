import type { JobOrderSummary } from '@pitstop/domain/job-order-views';
import {
  type JobOrderStatus,
  jobOrderStatuses,
  openJobOrderStatuses,
} from '@pitstop/domain/job-orders';
import { type SQL, sql } from 'drizzle-orm';
import { isoOf } from '../appointment-summary.ts';

/** Who is looking: a mechanic sees the job orders assigned to them only. */
export type JobOrderViewer = { id: string; role: string };

const closedStatuses = jobOrderStatuses.filter(
  (status) => !(openJobOrderStatuses as readonly string[]).includes(status),
);

/**
 * `<alias>.status not in ('completed', 'cancelled')`, spelled as the partial indexes
 * job_orders_open_idx and job_orders_mechanic_queue_idx are, with literals (not parameters), so
 * the planner can prove a query stays inside them (the Pending list and its badge).
 */
export function openJobOrderCondition(alias: string): SQL {
  const list = closedStatuses.map((status) => `'${status}'`).join(', ');
  return sql.raw(`${alias}.status not in (${list})`);
}

/** A mechanic's queries are narrowed to the job orders assigned to them. */
export function jobOrderViewerCondition(viewer: JobOrderViewer | undefined): SQL {
  return viewer?.role === 'mechanic' ? sql`and j.mechanic_id = ${viewer.id}` : sql``;
}

/** The columns of one row of the job order lists over `job_orders j` and `jobOrderSummaryJoins`. */
export const jobOrderSummaryColumns = sql`
  j.id, j.number, j.status, j.opened_at, j.promised_at, j.completed_at,
  j.total_cost::text as total,
  c.id as client_id, c.name as client_name,
  v.id as vehicle_id, concat_ws(' ', v.year::text, v.make, v.model) as vehicle_label,
  v.registration_number,
  j.mechanic_id,
  coalesce(nullif(p.full_name, ''), nullif(concat_ws(' ', p.first_name, p.last_name), ''), u.name)
    as mechanic_name`;

/** Composite keys keep every join inside the shop. */
export const jobOrderSummaryJoins = sql`
  join clients c on c.shop_id = j.shop_id and c.id = j.client_id
  left join vehicles v on v.shop_id = j.shop_id and v.id = j.vehicle_id
  left join users u on u.id = j.mechanic_id
  left join profiles p on p.id = j.mechanic_id`;

export type JobOrderSummaryRow = {
  id: string;
  number: number;
  status: JobOrderStatus;
  opened_at: Date | string;
  promised_at: Date | string | null;
  completed_at: Date | string | null;
  total: string;
  client_id: string;
  client_name: string;
  vehicle_id: string | null;
  vehicle_label: string | null;
  registration_number: string | null;
  mechanic_id: string | null;
  mechanic_name: string | null;
};

export function toJobOrderSummary(row: JobOrderSummaryRow): JobOrderSummary {
  return {
    id: row.id,
    number: Number(row.number),
    status: row.status,
    client: { id: row.client_id, name: row.client_name },
    vehicle: row.vehicle_id
      ? {
          id: row.vehicle_id,
          label: row.vehicle_label ?? '',
          registrationNumber: row.registration_number,
        }
      : null,
    mechanic: row.mechanic_id ? { id: row.mechanic_id, name: row.mechanic_name ?? '' } : null,
    openedAt: isoOf(row.opened_at),
    promisedAt: row.promised_at === null ? null : isoOf(row.promised_at),
    completedAt: row.completed_at === null ? null : isoOf(row.completed_at),
    total: row.total,
  };
}
