import { SERVICE_REMINDER_AFTER_DAYS } from '@pitstop/domain/navigation';
import type { OwnerDashboard, UpcomingVisit } from '@pitstop/domain/owner';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { appointments, communicationLogs, jobOrders, services } from '../../db/schema/workshop.ts';
import { ownerClientCondition } from '../../platform/client-access.ts';
import { openJobOrderCondition } from '../job-orders/public.ts';
import { listServiceHistory } from '../service-history/public.ts';
import { shopRefColumns, toShopRef } from '../shops/public.ts';
import { listOwnerOpenJobs, listOwnerVehicles } from './owner-vehicles.ts';

const UPCOMING_VISITS = 10;
const RECENT_SERVICES = 5;

/** The car owner's dashboard: everything read from their own records, nothing sampled. */
export async function getOwnerDashboard(options: {
  tx: Tx;
  userId: string;
}): Promise<OwnerDashboard> {
  const { tx, userId } = options;
  const mine = ownerClientCondition(userId);
  const clientOf = (row: { shopId: PgColumn; clientId: PgColumn }) =>
    and(eq(clients.shopId, row.shopId), eq(clients.id, row.clientId));

  const [workshops, vehicleList, visits, due, recent, [spent], [unread], openJobs] =
    await Promise.all([
      tx
        .select({
          id: shops.id,
          name: shops.name,
          timeZone: shops.timezone,
          locale: shops.locale,
          clientId: clients.id,
        })
        .from(clients)
        .innerJoin(shops, eq(shops.id, clients.shopId))
        .where(mine)
        .orderBy(shops.name, clients.createdAt),
      listOwnerVehicles({ tx, userId }),
      tx
        .select({
          id: appointments.id,
          ...shopRefColumns,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          status: appointments.status,
          serviceName: services.name,
          vehicleId: vehicles.id,
          make: vehicles.make,
          model: vehicles.model,
          year: vehicles.year,
        })
        .from(appointments)
        .innerJoin(clients, clientOf(appointments))
        .innerJoin(shops, eq(shops.id, appointments.shopId))
        .leftJoin(
          services,
          and(eq(services.shopId, appointments.shopId), eq(services.id, appointments.serviceId)),
        )
        .leftJoin(
          vehicles,
          and(eq(vehicles.shopId, appointments.shopId), eq(vehicles.id, appointments.vehicleId)),
        )
        .where(
          and(
            mine,
            inArray(appointments.status, ['pending', 'confirmed']),
            gte(appointments.startsAt, sql`now()`),
          ),
        )
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        .limit(UPCOMING_VISITS),
      // Same rule as the staff Service Reminders badge: active, last completed visit older than
      // the reminder interval, nothing booked ahead and no job open.
      tx
        .select({
          vehicleId: vehicles.id,
          make: vehicles.make,
          model: vehicles.model,
          ...shopRefColumns,
          lastServiceDate: sql<string>`to_char(last_service.completed_at at time zone ${shops.timezone}, 'YYYY-MM-DD')`,
        })
        .from(vehicles)
        .innerJoin(
          clients,
          and(eq(clients.shopId, vehicles.shopId), eq(clients.id, vehicles.clientId)),
        )
        .innerJoin(shops, eq(shops.id, vehicles.shopId))
        .innerJoin(
          sql`lateral (
          select max(${jobOrders.completedAt}) as completed_at from ${jobOrders}
          where ${jobOrders.shopId} = ${vehicles.shopId} and ${jobOrders.vehicleId} = ${vehicles.id}
            and ${jobOrders.status} = 'completed') last_service`,
          sql`true`,
        )
        .where(
          and(
            mine,
            eq(vehicles.status, 'active'),
            sql`last_service.completed_at < now() - make_interval(days => ${SERVICE_REMINDER_AFTER_DAYS})`,
            sql`not exists (select 1 from ${appointments} where ${appointments.shopId} = ${vehicles.shopId} and ${appointments.vehicleId} = ${vehicles.id} and ${appointments.startsAt} >= now() and ${appointments.status} in ('pending', 'confirmed'))`,
            sql`not exists (select 1 from ${jobOrders} j where j.shop_id = ${vehicles.shopId} and j.vehicle_id = ${vehicles.id} and ${openJobOrderCondition('j')})`,
          ),
        )
        .orderBy(sql`last_service.completed_at`, vehicles.id),
      listServiceHistory({ tx, clientCondition: mine, limit: RECENT_SERVICES }),
      // What their workshops invoiced them, net of credit notes: each record's Total Spend.
      tx
        .select({
          total: sql<string>`coalesce(sum(${clients.totalSpend}), 0)::numeric(14, 2)::text`,
        })
        .from(clients)
        .where(mine),
      tx
        .select({ count: sql<number>`count(*)::int` })
        .from(communicationLogs)
        .innerJoin(clients, clientOf(communicationLogs))
        .where(
          and(
            mine,
            eq(communicationLogs.direction, 'outbound'),
            sql`${communicationLogs.readAt} is null`,
          ),
        ),
      listOwnerOpenJobs({ tx, userId }),
    ]);

  return {
    workshops,
    vehicles: vehicleList,
    upcomingVisits: visits.map(
      (visit): UpcomingVisit => ({
        id: visit.id,
        shop: toShopRef(visit),
        startsAt: visit.startsAt.toISOString(),
        endsAt: visit.endsAt.toISOString(),
        status: visit.status as UpcomingVisit['status'],
        serviceName: visit.serviceName,
        vehicle:
          visit.vehicleId && visit.make !== null && visit.model !== null
            ? { id: visit.vehicleId, make: visit.make, model: visit.model, year: visit.year }
            : null,
      }),
    ),
    servicesDue: due.map((row) => ({
      vehicleId: row.vehicleId,
      make: row.make,
      model: row.model,
      shop: toShopRef(row),
      lastServiceDate: row.lastServiceDate,
    })),
    recentServices: recent.items,
    totalSpent: spent?.total ?? '0.00',
    unreadMessages: unread?.count ?? 0,
    openJobs,
  };
}
