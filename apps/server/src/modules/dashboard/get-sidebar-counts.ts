import type { SidebarCounts } from '@pitstop/domain/dashboard';
import { navGroupsByRole, SERVICE_REMINDER_AFTER_DAYS } from '@pitstop/domain/navigation';
import type { Role } from '@pitstop/domain/roles';
import { and, eq, getTableName, isNull, notExists, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { inventoryItems } from '../../db/schema/inventory.ts';
import { timeOff } from '../../db/schema/scheduling.ts';
import { shops } from '../../db/schema/shops.ts';
import {
  appointments,
  communicationLogs,
  jobOrderEstimates,
  jobOrders,
} from '../../db/schema/workshop.ts';
import type { StaffViewer } from '../../platform/client-access.ts';
import { lowStockCondition } from '../inventory/public.ts';
import { openJobOrderCondition } from '../job-orders/public.ts';
import {
  inboxBookingCondition,
  inboxEstimateAnswerCondition,
  inboxMessageCondition,
  inboxUnreadTimeOffCondition,
} from '../notifications/public.ts';

/**
 * The sidebar's badges, counted live. Notifications: car owners' messages no staff member has
 * read (clients not archived), customers' estimate answers of the last 30 days no one opened
 * (inside job_order_estimates_unread_answer_idx) plus online bookings still pending (the partial index
 * appointments_pending_online_idx holds exactly those rows, so the count never reads history). Service
 * reminders: active vehicles whose owner is not archived, last completed job older than
 * SERVICE_REMINDER_AFTER_DAYS, nothing booked ahead and no job open. Pending job orders: those
 * not completed or cancelled, counted inside the partial index job_orders_open_idx (a mechanic's:
 * their assigned ones, inside job_orders_mechanic_queue_idx). A mechanic's notifications are those of their jobs' clients and their own bookings,
 * as their inbox lists them. Low stock: active items at or below their reorder point, counted
 * inside the partial index inventory_items_low_stock_idx, for the roles whose sidebar has the
 * Inventory group (the others have no Low Stock Alerts link to put it on).
 */
export async function getSidebarCounts(options: {
  tx: Tx;
  shopId: string;
  viewer: StaffViewer;
}): Promise<SidebarCounts> {
  const { tx, shopId, viewer } = options;
  const seesInventory = (navGroupsByRole[viewer.role as Role] ?? []).includes('inventory');
  const mechanics = (column: PgColumn) =>
    viewer.role === 'mechanic' ? eq(column, viewer.id) : undefined;
  const openJobOrder = openJobOrderCondition(getTableName(jobOrders));
  // Status literals, not parameters, as the partial indexes spell them.
  const messages = tx
    .select({ count: sql<number>`count(*)::int` })
    .from(communicationLogs)
    .innerJoin(
      clients,
      and(eq(clients.shopId, communicationLogs.shopId), eq(clients.id, communicationLogs.clientId)),
    )
    .where(and(inboxMessageCondition({ shopId, viewer }), isNull(communicationLogs.readAt)));
  const unreadEstimateAnswers = tx
    .select({ count: sql<number>`count(*)::int` })
    .from(jobOrderEstimates)
    .innerJoin(
      jobOrders,
      and(
        eq(jobOrders.shopId, jobOrderEstimates.shopId),
        eq(jobOrders.id, jobOrderEstimates.jobOrderId),
      ),
    )
    .where(
      and(inboxEstimateAnswerCondition({ shopId, viewer }), isNull(jobOrderEstimates.answerReadAt)),
    );
  const lastCompleted = tx
    .select({ at: sql`max(${jobOrders.completedAt})` })
    .from(jobOrders)
    .where(
      and(
        eq(jobOrders.shopId, shopId),
        eq(jobOrders.vehicleId, vehicles.id),
        sql`${jobOrders.status} = 'completed'`,
      ),
    );
  const bookedAhead = tx
    .select({ one: sql`1` })
    .from(appointments)
    .where(
      and(
        eq(appointments.shopId, shopId),
        eq(appointments.vehicleId, vehicles.id),
        sql`${appointments.startsAt} >= now()`,
        sql`${appointments.status} in ('pending', 'confirmed')`,
      ),
    );
  const openJob = tx
    .select({ one: sql`1` })
    .from(jobOrders)
    .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.vehicleId, vehicles.id), openJobOrder));
  const serviceReminders = tx
    .select({ count: sql<number>`count(*)::int` })
    .from(vehicles)
    .innerJoin(clients, and(eq(clients.shopId, vehicles.shopId), eq(clients.id, vehicles.clientId)))
    .where(
      and(
        eq(vehicles.shopId, shopId),
        sql`${vehicles.status} = 'active'`,
        isNull(clients.archivedAt),
        sql`${lastCompleted} < now() - make_interval(days => ${SERVICE_REMINDER_AFTER_DAYS})`,
        notExists(bookedAhead),
        notExists(openJob),
      ),
    );
  const [row] = await tx
    .select({
      messages: sql<number>`${messages}`,
      pendingOnlineBookings: tx.$count(appointments, inboxBookingCondition({ shopId, viewer })),
      unreadEstimateAnswers: sql<number>`${unreadEstimateAnswers}`,
      pendingTimeOff: tx.$count(timeOff, inboxUnreadTimeOffCondition({ shopId, viewer })),
      serviceReminders: sql<number>`${serviceReminders}`,
      pendingJobOrders: tx.$count(
        jobOrders,
        and(eq(jobOrders.shopId, shopId), openJobOrder, mechanics(jobOrders.mechanicId)),
      ),
      lowStock: seesInventory
        ? tx.$count(inventoryItems, and(eq(inventoryItems.shopId, shopId), lowStockCondition()))
        : sql<number>`0`,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  const pendingOnlineBookings = row?.pendingOnlineBookings ?? 0;
  return {
    notifications:
      (row?.messages ?? 0) +
      pendingOnlineBookings +
      (row?.unreadEstimateAnswers ?? 0) +
      (row?.pendingTimeOff ?? 0),
    pendingOnlineBookings,
    serviceReminders: row?.serviceReminders ?? 0,
    pendingJobOrders: row?.pendingJobOrders ?? 0,
    lowStock: row?.lowStock ?? 0,
  };
}
