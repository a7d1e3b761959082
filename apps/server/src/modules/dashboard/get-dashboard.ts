import type { Dashboard } from '@pitstop/domain/dashboard';
import { permissions, type Role } from '@pitstop/domain/roles';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { type StaffViewer, staffClientCondition } from '../../platform/client-access.ts';
import { openJobOrderCondition } from '../../platform/job-orders/job-order-summary.ts';
import {
  billedWorkCondition,
  visitAmountOf,
  visitTotalOf,
} from '../../platform/service-history.ts';
import { AppError } from '../../plugins/errors.ts';

type FiguresRow = {
  clients: number;
  active_clients: number;
  premium_clients: number;
  vehicles: number;
  revenue_this_month: string;
  open_job_orders: number;
};

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
  const reachable = staffClientCondition({ shopId, viewer });
  const jobScope = ownJobs ? sql`and j.mechanic_id = ${viewer.id}` : sql``;
  const [figures] = await rowsOf<FiguresRow>(
    tx,
    sql`
      with shop as (select timezone from shops where id = ${shopId})
      select
        (select count(*)::int from clients
          where ${reachable} and archived_at is null) as clients,
        (select count(*)::int from clients
          where ${reachable} and archived_at is null
            and last_service_at >= now() - interval '12 months') as active_clients,
        (select count(*)::int from clients
          where ${reachable} and archived_at is null
            and tags && array['VIP', 'Premium']::text[]) as premium_clients,
        (select coalesce(sum(vehicle_count), 0)::int from clients
          where ${reachable} and archived_at is null) as vehicles,
        (select coalesce(sum(${visitAmountOf(sql.raw('j'))}), 0)::numeric(14, 2)::text
          from job_orders j, shop
          where j.shop_id = ${shopId} and j.status = 'completed' ${jobScope}
            and j.completed_at >= (date_trunc('month', now() at time zone shop.timezone)
              at time zone shop.timezone)) as revenue_this_month,
        (select count(*)::int from job_orders j
          where j.shop_id = ${shopId} and ${openJobOrderCondition('j')} ${jobScope}
        ) as open_job_orders
      from shop`,
  );
  if (!figures) throw AppError.notFound('Workshop not found.');

  const recentClients = await rowsOf<{ id: string; name: string; created_at: string }>(
    tx,
    sql`
      select id, name,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
      from clients
      where ${reachable} and archived_at is null
      order by created_at desc, id desc
      limit 5`,
  );

  const recentServices = await rowsOf<{
    id: string;
    date: string;
    client_name: string;
    vehicle: string | null;
    services: string | null;
    total: string;
  }>(
    tx,
    sql`
      with shop as (select timezone from shops where id = ${shopId}),
      latest as (
        select j.* from job_orders j
        where j.shop_id = ${shopId} and j.status = 'completed' ${jobScope}
        order by j.completed_at desc, j.id desc
        limit 5
      )
      select j.id,
        to_char(j.completed_at at time zone shop.timezone, 'YYYY-MM-DD') as date,
        c.name as client_name,
        case when v.id is null then null
          else concat_ws(' ', v.year::text, v.make, v.model) end as vehicle,
        coalesce(
          (select string_agg(distinct s.name, ', ')
            from job_order_items i
            join services s on s.shop_id = i.shop_id and s.id = i.service_id
            where i.shop_id = ${shopId} and i.job_order_id = j.id
              and ${billedWorkCondition(sql.raw('i'))}),
          j.description) as services,
        ${visitTotalOf(sql.raw('j'))} as total
      from latest j
      cross join shop
      join clients c on c.shop_id = j.shop_id and c.id = j.client_id
      left join vehicles v on v.shop_id = j.shop_id and v.id = j.vehicle_id
      order by j.completed_at desc, j.id desc`,
  );

  return {
    clients: figures.clients,
    activeClients: figures.active_clients,
    premiumClients: figures.premium_clients,
    vehicles: figures.vehicles,
    revenueThisMonth:
      reports === 'none'
        ? null
        : { scope: reports === 'own' ? 'own' : 'shop', total: figures.revenue_this_month },
    openJobOrders: figures.open_job_orders,
    recentClients: recentClients.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.created_at,
    })),
    recentServices: recentServices.map((row) => ({
      id: row.id,
      date: row.date,
      clientName: row.client_name,
      vehicle: row.vehicle,
      services: row.services ?? '',
      total: row.total,
    })),
  };
}
