import type { JobOrderSummary, TechnicianDashboard } from '@pitstop/domain/job-order-views';
import type { JobOrderStatus } from '@pitstop/domain/job-orders';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { profiles } from '../../db/schema/shops.ts';
import { getRunningClock } from '../../platform/job-orders/time-entries.ts';
import { billedWorkCondition } from '../../platform/service-history.ts';
import { AppError } from '../../plugins/errors.ts';

/** A queue is a day's or a week's work: more than this is a planning problem, not a list. */
const QUEUE_LIMIT = 100;

type QueueRow = {
  id: string;
  number: number;
  status: JobOrderStatus;
  client_id: string;
  client_name: string;
  vehicle_id: string | null;
  vehicle_label: string | null;
  registration_number: string | null;
  mechanic_id: string | null;
  mechanic_name: string | null;
  opened_at: Date;
  promised_at: Date | null;
  completed_at: Date | null;
  total_cost: string;
};

type StatsRow = {
  timezone: string;
  currency: string;
  services_completed: number;
  average_rating: number | null;
  rating_count: number;
  earnings: string;
  response_time_minutes: number | null;
};

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * A mechanic's home (spec §2 "Mechanic dashboard stat strip"): their open assigned jobs by
 * promised time (none promised last), and their figures — completed jobs, average customer
 * rating, labor sold on jobs completed this month in the shop's time zone (the labor lines the
 * customer is billed for, billedWorkCondition), and the median time
 * from being assigned a job to first clocking in on it. Everything is read from indexes on the
 * mechanic (job_orders_mechanic_queue_idx, the time entries' and ratings' mechanic indexes).
 */
export async function getTechnicianDashboard(options: {
  tx: Tx;
  shopId: string;
  viewer: { id: string; role: string };
  /** Another mechanic's (admin only); the viewer's own by default. */
  mechanicId?: string;
}): Promise<TechnicianDashboard> {
  const { tx, shopId, viewer } = options;
  const mechanicId = options.mechanicId ?? viewer.id;
  if (mechanicId !== viewer.id) {
    if (viewer.role !== 'admin') throw AppError.forbidden();
    const [member] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          eq(profiles.id, mechanicId),
          eq(profiles.shopId, shopId),
          eq(profiles.role, 'mechanic'),
        ),
      );
    if (!member) throw AppError.notFound('Mechanic not found.');
  }
  const [stats] = await rowsOf<StatsRow>(
    tx,
    sql`
      with shop as (select timezone, currency from shops where id = ${shopId}),
      mine as (
        select j.id, j.assigned_at,
          (select min(e.started_at) from job_order_time_entries e
            where e.shop_id = j.shop_id and e.job_order_id = j.id and e.mechanic_id = ${mechanicId}
          ) as first_clock_in
        from job_orders j
        where j.shop_id = ${shopId} and j.mechanic_id = ${mechanicId} and j.assigned_at is not null)
      select shop.timezone, shop.currency,
        (select count(*)::int from job_orders j
          where j.shop_id = ${shopId} and j.mechanic_id = ${mechanicId} and j.status = 'completed'
        ) as services_completed,
        (select round(avg(r.score), 1)::float from visit_ratings r
          where r.shop_id = ${shopId} and r.mechanic_id = ${mechanicId}) as average_rating,
        (select count(*)::int from visit_ratings r
          where r.shop_id = ${shopId} and r.mechanic_id = ${mechanicId}) as rating_count,
        (select coalesce(sum(round(i.quantity * i.unit_price, 2)), 0)::numeric(14, 2)::text
          from job_orders j
          join job_order_items i on i.shop_id = j.shop_id and i.job_order_id = j.id
          where j.shop_id = ${shopId} and j.mechanic_id = ${mechanicId} and j.status = 'completed'
            and j.completed_at >= (date_trunc('month', now() at time zone shop.timezone)
              at time zone shop.timezone)
            and i.kind = 'labor' and ${billedWorkCondition(sql.raw('i'))}) as earnings,
        (select round(extract(epoch from percentile_cont(0.5) within group (
            order by greatest(mine.first_clock_in - mine.assigned_at, interval '0')
          )) / 60)::int
          from mine where mine.first_clock_in is not null) as response_time_minutes
      from shop`,
  );
  if (!stats) throw AppError.notFound('Workshop not found.');

  const queue = await rowsOf<QueueRow>(
    tx,
    sql`
      select j.id, j.number, j.status, j.opened_at, j.promised_at, j.completed_at, j.total_cost,
        c.id as client_id, c.name as client_name,
        v.id as vehicle_id, concat_ws(' ', v.year::text, v.make, v.model) as vehicle_label,
        v.registration_number,
        j.mechanic_id,
        coalesce(nullif(p.full_name, ''), nullif(concat_ws(' ', p.first_name, p.last_name), ''), u.name)
          as mechanic_name
      from job_orders j
      join clients c on c.shop_id = j.shop_id and c.id = j.client_id
      left join vehicles v on v.shop_id = j.shop_id and v.id = j.vehicle_id
      left join users u on u.id = j.mechanic_id
      left join profiles p on p.id = j.mechanic_id
      where j.mechanic_id = ${mechanicId} and j.shop_id = ${shopId}
        and j.status not in ('completed', 'cancelled')
      order by j.promised_at asc nulls last, j.opened_at, j.id
      limit ${QUEUE_LIMIT}`,
  );

  return {
    queue: queue.map(
      (row): JobOrderSummary => ({
        id: row.id,
        number: row.number,
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
        openedAt: new Date(row.opened_at).toISOString(),
        promisedAt: iso(row.promised_at),
        completedAt: iso(row.completed_at),
        total: row.total_cost,
      }),
    ),
    stats: {
      servicesCompleted: stats.services_completed,
      averageRating: stats.average_rating === null ? null : Number(stats.average_rating),
      ratingCount: stats.rating_count,
      earnings: stats.earnings,
      responseTimeMinutes:
        stats.response_time_minutes === null ? null : Number(stats.response_time_minutes),
    },
    runningClock: await getRunningClock({ tx, shopId, mechanicId }),
    timeZone: stats.timezone,
    currency: stats.currency,
  };
}
