import type { ServiceHistoryItem, ServiceHistoryList, ServiceLine } from '@pitstop/domain/portal';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { clients, vehicles } from '../db/schema/clients.ts';
import { shops } from '../db/schema/shops.ts';
import { appointments, jobOrderItems, jobOrders, services } from '../db/schema/workshop.ts';
import { decodeTimeCursor, encodeTimeCursor } from './cursor.ts';
import { shopRefColumns, toShopRef } from './shop-ref.ts';

type LineRow = ServiceLine & { serviceName: string | null };

/**
 * The work a completed job order did: its labor, part and fee lines in their order, without the
 * ones the customer declined, each amount = quantity × unit price to the cent, then its discount
 * as one line (the stored discount total, so the lines always add up to the total).
 */
const linesOfJob = sql<LineRow[]>`coalesce((
  select json_agg(listed.line order by listed.line_order, listed.line_id) from (
    select json_build_object(
      'id', ${jobOrderItems.id},
      'kind', ${jobOrderItems.kind},
      'description', ${jobOrderItems.description},
      'quantity', ${jobOrderItems.quantity}::text,
      'unitPrice', ${jobOrderItems.unitPrice}::text,
      'amount', round(${jobOrderItems.quantity} * ${jobOrderItems.unitPrice}, 2)::text,
      'serviceName', ${services.name}
    ) as line, ${jobOrderItems.position} as line_order, ${jobOrderItems.id} as line_id
    from ${jobOrderItems}
    left join ${services} on ${services.shopId} = ${jobOrderItems.shopId} and ${services.id} = ${jobOrderItems.serviceId}
    where ${jobOrderItems.shopId} = ${jobOrders.shopId} and ${jobOrderItems.jobOrderId} = ${jobOrders.id}
      and ${jobOrderItems.kind} in ('labor', 'part', 'fee') and ${jobOrderItems.approval} <> 'declined'
    union all
    select json_build_object(
      'id', ${jobOrders.id},
      'kind', 'discount',
      'description', 'Discount',
      'quantity', '1.00',
      'unitPrice', (-${jobOrders.discountTotal})::text,
      'amount', (-${jobOrders.discountTotal})::text,
      'serviceName', null
    ), 2147483647, ${jobOrders.id}
    where ${jobOrders.discountTotal} > 0
  ) listed
), '[]'::json)`;

const bookedService = sql<string | null>`(
  select ${services.name} from ${appointments}
  join ${services} on ${services.shopId} = ${appointments.shopId} and ${services.id} = ${appointments.serviceId}
  where ${appointments.shopId} = ${jobOrders.shopId} and ${appointments.id} = ${jobOrders.appointmentId}
)`;

/**
 * Completed job orders (service visits) of the client records `clientCondition` selects,
 * newest first, keyset-paginated on (completed_at, id). Staff pass one client of their shop;
 * a car owner passes their own records in every shop.
 */
export async function listServiceHistory(options: {
  tx: Tx;
  clientCondition: SQL;
  vehicleId?: string;
  limit: number;
  cursor?: string;
}): Promise<ServiceHistoryList> {
  const scope = `service-history:${options.vehicleId ?? ''}`;
  const after = options.cursor ? decodeTimeCursor(scope, options.cursor) : undefined;
  const rows = await options.tx
    .select({
      id: jobOrders.id,
      ...shopRefColumns,
      clientId: jobOrders.clientId,
      completedAt: jobOrders.completedAt,
      cursorTime: sql<string>`${jobOrders.completedAt}::text`,
      vehicleId: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      registrationNumber: vehicles.registrationNumber,
      mileage: jobOrders.mileage,
      description: jobOrders.description,
      total: sql<string>`${jobOrders.totalCost}::text`,
      lines: linesOfJob,
      bookedService,
    })
    .from(jobOrders)
    .innerJoin(
      clients,
      and(eq(clients.shopId, jobOrders.shopId), eq(clients.id, jobOrders.clientId)),
    )
    .innerJoin(shops, eq(shops.id, jobOrders.shopId))
    .leftJoin(
      vehicles,
      and(eq(vehicles.shopId, jobOrders.shopId), eq(vehicles.id, jobOrders.vehicleId)),
    )
    .where(
      and(
        options.clientCondition,
        eq(jobOrders.status, 'completed'),
        options.vehicleId ? eq(jobOrders.vehicleId, options.vehicleId) : undefined,
        after
          ? sql`(${jobOrders.completedAt}, ${jobOrders.id}) < (${after.time}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(jobOrders.completedAt), desc(jobOrders.id))
    .limit(options.limit + 1);

  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map(toServiceHistoryItem),
    nextCursor:
      rows.length > options.limit && last
        ? encodeTimeCursor(scope, { time: last.cursorTime, id: last.id })
        : null,
  };
}

function toServiceHistoryItem(row: {
  id: string;
  shopId: string;
  shopName: string;
  shopTimeZone: string;
  shopLocale: string;
  clientId: string;
  completedAt: Date | null;
  vehicleId: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  registrationNumber: string | null;
  mileage: number | null;
  description: string | null;
  total: string;
  lines: LineRow[];
  bookedService: string | null;
}): ServiceHistoryItem {
  const lineServices = [
    ...new Set(row.lines.flatMap((line) => (line.serviceName ? [line.serviceName] : []))),
  ];
  return {
    id: row.id,
    shop: toShopRef(row),
    clientId: row.clientId,
    completedAt: (row.completedAt as Date).toISOString(),
    vehicle:
      row.vehicleId && row.make !== null && row.model !== null
        ? {
            id: row.vehicleId,
            make: row.make,
            model: row.model,
            year: row.year,
            registrationNumber: row.registrationNumber,
          }
        : null,
    mileage: row.mileage,
    services: lineServices.length > 0 ? lineServices : row.bookedService ? [row.bookedService] : [],
    description: row.description,
    lines: row.lines.map(({ serviceName: _serviceName, ...line }) => line),
    total: row.total,
  };
}
