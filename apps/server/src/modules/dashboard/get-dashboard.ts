import type { Dashboard } from '@pitstop/domain/dashboard';
import { permissions, type Role } from '@pitstop/domain/roles';
import { and, desc, eq, getTableName, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { jobOrderItems, jobOrders, services } from '../../db/schema/workshop.ts';
import { type StaffViewer, staffClientCondition } from '../../platform/client-access.ts';
import { AppError } from '../../platform/errors.ts';
import { openJobOrderCondition } from '../job-orders/public.ts';
import { billedWorkCondition, visitAmountOf, visitTotalOf } from '../service-history/public.ts';

/** Literal, like the partial indexes on completed job orders, so the planner can use them. */
const completed = sql`${jobOrders.status} = 'completed'`;

/**
 * The staff dashboard: counts, this month's revenue and the latest clients and jobs, each one
 * aggregate query over the caller's shop. Revenue is the job orders completed this month, each
 * at what it billed (visitAmountOf: its issued invoice's total, else its approved total). "This month" and dates are in the shop's time zone.
 * Active clients and vehicles read the aggregates kept on the client rows (ADR 007).
 * What a role sees follows DESIGN.md §4: a mechanic counts the clients and job orders of their
 * own jobs and earns their own revenue figure; the front desk, without reports, gets none.
 */
export async function getDashboard(options: {
  tx: Tx;
  shopId: string;
  viewer: StaffViewer;
}): Promise<Dashboard> {
  const { tx, shopId, viewer } = options;
  const reports = permissions.reports[viewer.role as Role] ?? 'none';
  const ownJobs = viewer.role === 'mechanic';
  const reachable = and(staffClientCondition({ shopId, viewer }), isNull(clients.archivedAt));
  const jobScope = ownJobs ? eq(jobOrders.mechanicId, viewer.id) : undefined;
  const reachableClients = (condition?: SQL) => tx.$count(clients, and(reachable, condition));
  const vehicleCount = tx
    .select({ count: sql`coalesce(sum(${clients.vehicleCount}), 0)::int` })
    .from(clients)
    .where(reachable);
  const monthStart = sql`(date_trunc('month', now() at time zone ${shops.timezone}) at time zone ${shops.timezone})`;
  const revenue = tx
    .select({
      total: sql`coalesce(sum(${visitAmountOf(sql`${jobOrders}`)}), 0)::numeric(14, 2)::text`,
    })
    .from(jobOrders)
    .where(
      and(
        eq(jobOrders.shopId, shopId),
        completed,
        jobScope,
        sql`${jobOrders.completedAt} >= ${monthStart}`,
      ),
    );
  const [figures] = await tx
    .select({
      clients: reachableClients(),
      activeClients: reachableClients(
        sql`${clients.lastServiceAt} >= now() - interval '12 months'`,
      ),
      premiumClients: reachableClients(sql`${clients.tags} && array['VIP', 'Premium']::text[]`),
      vehicles: sql<number>`${vehicleCount}`,
      revenueThisMonth: sql<string>`${revenue}`,
      openJobOrders: tx.$count(
        jobOrders,
        and(eq(jobOrders.shopId, shopId), openJobOrderCondition(getTableName(jobOrders)), jobScope),
      ),
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!figures) throw AppError.notFound('Workshop not found.');

  const recentClients = await tx
    .select({
      id: clients.id,
      name: clients.name,
      createdAt: sql<string>`to_char(${clients.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(clients)
    .where(reachable)
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(5);

  const latest = tx.$with('latest').as(
    tx
      .select({
        id: jobOrders.id,
        shopId: jobOrders.shopId,
        clientId: jobOrders.clientId,
        vehicleId: jobOrders.vehicleId,
        description: jobOrders.description,
        approvedTotal: jobOrders.approvedTotal,
        completedAt: jobOrders.completedAt,
      })
      .from(jobOrders)
      .where(and(eq(jobOrders.shopId, shopId), completed, jobScope))
      .orderBy(desc(jobOrders.completedAt), desc(jobOrders.id))
      .limit(5),
  );
  const servicesDone = tx
    .select({ names: sql`string_agg(distinct ${services.name}, ', ')` })
    .from(jobOrderItems)
    .innerJoin(
      services,
      and(eq(services.shopId, jobOrderItems.shopId), eq(services.id, jobOrderItems.serviceId)),
    )
    .where(
      and(
        eq(jobOrderItems.shopId, shopId),
        eq(jobOrderItems.jobOrderId, latest.id),
        billedWorkCondition(sql`${jobOrderItems}`),
      ),
    );
  const recentServices = await tx
    .with(latest)
    .select({
      id: latest.id,
      date: sql<string>`to_char(${latest.completedAt} at time zone ${shops.timezone}, 'YYYY-MM-DD')`,
      clientName: clients.name,
      vehicle: sql<string | null>`case when ${vehicles.id} is null then null
        else concat_ws(' ', ${vehicles.year}::text, ${vehicles.make}, ${vehicles.model}) end`,
      services: sql<string | null>`coalesce(${servicesDone}, ${latest.description})`,
      total: visitTotalOf(sql`${latest}`),
    })
    .from(latest)
    .innerJoin(shops, eq(shops.id, latest.shopId))
    .innerJoin(clients, and(eq(clients.shopId, latest.shopId), eq(clients.id, latest.clientId)))
    .leftJoin(vehicles, and(eq(vehicles.shopId, latest.shopId), eq(vehicles.id, latest.vehicleId)))
    .orderBy(desc(latest.completedAt), desc(latest.id));

  return {
    clients: figures.clients,
    activeClients: figures.activeClients,
    premiumClients: figures.premiumClients,
    vehicles: figures.vehicles,
    revenueThisMonth:
      reports === 'none'
        ? null
        : { scope: reports === 'own' ? 'own' : 'shop', total: figures.revenueThisMonth },
    openJobOrders: figures.openJobOrders,
    recentClients,
    recentServices: recentServices.map((row) => ({ ...row, services: row.services ?? '' })),
  };
}
