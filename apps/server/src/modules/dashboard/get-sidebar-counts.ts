import type { SidebarCounts } from '@pitstop/domain/dashboard';
import { navGroupsByRole, SERVICE_REMINDER_AFTER_DAYS } from '@pitstop/domain/navigation';
import type { Role } from '@pitstop/domain/roles';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { type StaffViewer, staffClientCondition } from '../../platform/client-access.ts';
import { lowStockCondition } from '../../platform/inventory/stock-ledger.ts';
import { openJobOrderCondition } from '../../platform/job-orders/job-order-summary.ts';

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
  const [row] = await rowsOf<{
    messages: number;
    pending_online_bookings: number;
    unread_estimate_answers: number;
    service_reminders: number;
    pending_job_orders: number;
    low_stock: number;
  }>(
    tx,
    sql`
      select
        (select count(*)::int from communication_logs m
          join clients on clients.shop_id = m.shop_id and clients.id = m.client_id
          where m.shop_id = ${shopId} and m.direction = 'inbound' and m.read_at is null
            and clients.archived_at is null
            and ${staffClientCondition({ shopId, viewer })}) as messages,
        (select count(*)::int from appointments a
          where a.shop_id = ${shopId} and a.status = 'pending' and a.source = 'online'
            ${viewer.role === 'mechanic' ? sql`and a.mechanic_id = ${viewer.id}` : sql``}) as pending_online_bookings,
        (select count(*)::int from job_order_estimates e
          join job_orders j on j.shop_id = e.shop_id and j.id = e.job_order_id
          where e.shop_id = ${shopId} and e.answered_via in ('link', 'portal')
            and e.answer_read_at is null and e.answered_at > now() - interval '30 days'
            ${viewer.role === 'mechanic' ? sql`and j.mechanic_id = ${viewer.id}` : sql``}) as unread_estimate_answers,
        (select count(*)::int from vehicles v
          join clients c on c.shop_id = v.shop_id and c.id = v.client_id
          where v.shop_id = ${shopId} and v.status = 'active' and c.archived_at is null
            and (select max(j.completed_at) from job_orders j
                  where j.shop_id = ${shopId} and j.vehicle_id = v.id and j.status = 'completed')
                < now() - make_interval(days => ${SERVICE_REMINDER_AFTER_DAYS})
            and not exists (
              select 1 from appointments a
              where a.shop_id = ${shopId} and a.vehicle_id = v.id and a.starts_at >= now()
                and a.status in ('pending', 'confirmed'))
            and not exists (
              select 1 from job_orders j
              where j.shop_id = ${shopId} and j.vehicle_id = v.id
                and ${openJobOrderCondition('j')})) as service_reminders,
        (select count(*)::int from job_orders j
          where j.shop_id = ${shopId} and ${openJobOrderCondition('j')}
            ${viewer.role === 'mechanic' ? sql`and j.mechanic_id = ${viewer.id}` : sql``}) as pending_job_orders,
        ${
          seesInventory
            ? sql`(select count(*)::int from inventory_items i
                where i.shop_id = ${shopId} and ${lowStockCondition('i')})`
            : sql`0`
        } as low_stock`,
  );
  const pendingOnlineBookings = row?.pending_online_bookings ?? 0;
  return {
    notifications:
      (row?.messages ?? 0) + pendingOnlineBookings + (row?.unread_estimate_answers ?? 0),
    pendingOnlineBookings,
    serviceReminders: row?.service_reminders ?? 0,
    pendingJobOrders: row?.pending_job_orders ?? 0,
    lowStock: row?.low_stock ?? 0,
  };
}
