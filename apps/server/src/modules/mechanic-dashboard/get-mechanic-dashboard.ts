import type { JobOrderSummary, MechanicDashboard } from '@pitstop/domain/job-order-views';
import type { JobOrderStatus } from '@pitstop/domain/job-orders';
import { and, eq, getTableName, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { profiles, shops } from '../../db/schema/shops.ts';
import {
  jobOrderItems,
  jobOrders,
  jobOrderTimeEntries,
  visitRatings,
} from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { getRunningClock } from '../job-clock/public.ts';
import { openJobOrderCondition } from '../job-orders/public.ts';
import { billedWorkCondition } from '../service-history/public.ts';

/** A queue is a day's or a week's work: more than this is a planning problem, not a list. */
const QUEUE_LIMIT = 100;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * A mechanic's home (spec §2 "Mechanic dashboard stat strip"): their open assigned jobs by
 * promised time (none promised last), and their figures — completed jobs, average customer
 * rating, labor sold on jobs completed this month in the shop's time zone (the labor lines the
 * customer is billed for, billedWorkCondition), and the median time
 * from being assigned a job to first clocking in on it. Everything is read from indexes on the
 * mechanic (job_orders_mechanic_queue_idx, the time entries' and ratings' mechanic indexes).
 */
export async function getMechanicDashboard(options: {
  tx: Tx;
  shopId: string;
  viewer: { id: string; role: string };
  /** Another mechanic's (admin only); the viewer's own by default. */
  mechanicId?: string;
}): Promise<MechanicDashboard> {
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
  const assigned = and(eq(jobOrders.shopId, shopId), eq(jobOrders.mechanicId, mechanicId));
  const completed = sql`${jobOrders.status} = 'completed'`;
  const ratings = and(eq(visitRatings.shopId, shopId), eq(visitRatings.mechanicId, mechanicId));
  const firstClockIn = tx
    .select({ at: sql`min(${jobOrderTimeEntries.startedAt})` })
    .from(jobOrderTimeEntries)
    .where(
      and(
        eq(jobOrderTimeEntries.shopId, jobOrders.shopId),
        eq(jobOrderTimeEntries.jobOrderId, jobOrders.id),
        eq(jobOrderTimeEntries.mechanicId, mechanicId),
      ),
    );
  const mine = tx.$with('mine').as(
    tx
      .select({
        assignedAt: jobOrders.assignedAt,
        firstClockIn: sql`${firstClockIn}`.as('first_clock_in'),
      })
      .from(jobOrders)
      .where(and(assigned, isNotNull(jobOrders.assignedAt))),
  );
  const monthStart = sql`(date_trunc('month', now() at time zone ${shops.timezone}) at time zone ${shops.timezone})`;
  const averageRating = tx
    .select({ score: sql`round(avg(${visitRatings.score}), 1)::float` })
    .from(visitRatings)
    .where(ratings);
  const earnings = tx
    .select({
      total: sql`coalesce(sum(round(${jobOrderItems.quantity} * ${jobOrderItems.unitPrice}, 2)), 0)::numeric(14, 2)::text`,
    })
    .from(jobOrders)
    .innerJoin(
      jobOrderItems,
      and(eq(jobOrderItems.shopId, jobOrders.shopId), eq(jobOrderItems.jobOrderId, jobOrders.id)),
    )
    .where(
      and(
        assigned,
        completed,
        sql`${jobOrders.completedAt} >= ${monthStart}`,
        sql`${jobOrderItems.kind} = 'labor'`,
        billedWorkCondition(sql`${jobOrderItems}`),
      ),
    );
  // The median wait from assignment to first clock-in: an ordered-set aggregate over `mine`.
  const responseTime = tx
    .select({
      minutes: sql`round(extract(epoch from percentile_cont(0.5) within group (
        order by greatest(${mine.firstClockIn} - ${mine.assignedAt}, interval '0'))) / 60)::int`,
    })
    .from(mine)
    .where(isNotNull(mine.firstClockIn));
  const [stats] = await tx
    .with(mine)
    .select({
      timezone: shops.timezone,
      currency: shops.currency,
      servicesCompleted: tx.$count(jobOrders, and(assigned, completed)),
      averageRating: sql<number | null>`${averageRating}`,
      ratingCount: tx.$count(visitRatings, ratings),
      earnings: sql<string>`${earnings}`,
      responseTimeMinutes: sql<number | null>`${responseTime}`,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!stats) throw AppError.notFound('Workshop not found.');

  const queue = await tx
    .select({
      id: jobOrders.id,
      number: jobOrders.number,
      status: jobOrders.status,
      openedAt: jobOrders.openedAt,
      promisedAt: jobOrders.promisedAt,
      completedAt: jobOrders.completedAt,
      total: jobOrders.totalCost,
      client: { id: clients.id, name: clients.name },
      vehicleId: vehicles.id,
      vehicleLabel: sql<string>`concat_ws(' ', ${vehicles.year}::text, ${vehicles.make}, ${vehicles.model})`,
      registrationNumber: vehicles.registrationNumber,
      mechanicId: jobOrders.mechanicId,
      mechanicName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''),
        nullif(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName}), ''), ${users.name})`,
    })
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
    .leftJoin(profiles, eq(profiles.id, jobOrders.mechanicId))
    .where(
      and(
        eq(jobOrders.mechanicId, mechanicId),
        eq(jobOrders.shopId, shopId),
        openJobOrderCondition(getTableName(jobOrders)),
      ),
    )
    .orderBy(sql`${jobOrders.promisedAt} asc nulls last`, jobOrders.openedAt, jobOrders.id)
    .limit(QUEUE_LIMIT);

  return {
    queue: queue.map(
      (row): JobOrderSummary => ({
        id: row.id,
        number: row.number,
        status: row.status as JobOrderStatus,
        client: row.client,
        vehicle: row.vehicleId
          ? {
              id: row.vehicleId,
              label: row.vehicleLabel,
              registrationNumber: row.registrationNumber,
            }
          : null,
        mechanic: row.mechanicId ? { id: row.mechanicId, name: row.mechanicName ?? '' } : null,
        openedAt: row.openedAt.toISOString(),
        promisedAt: iso(row.promisedAt),
        completedAt: iso(row.completedAt),
        total: row.total,
      }),
    ),
    stats: {
      servicesCompleted: stats.servicesCompleted,
      averageRating: stats.averageRating === null ? null : Number(stats.averageRating),
      ratingCount: stats.ratingCount,
      earnings: stats.earnings,
      responseTimeMinutes:
        stats.responseTimeMinutes === null ? null : Number(stats.responseTimeMinutes),
    },
    runningClock: await getRunningClock({ tx, shopId, mechanicId }),
    timeZone: stats.timezone,
    currency: stats.currency,
  };
}
