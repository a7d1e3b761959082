import type { ServiceHistoryItem, ServiceHistoryList, ServiceLine } from '@pitstop/domain/owner';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { appointments, jobOrderItems, jobOrders, services } from '../../db/schema/workshop.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../platform/cursor.ts';
import { shopRefColumns, toShopRef } from '../shops/public.ts';

type LineRow = ServiceLine & { serviceName: string | null };

/**
 * The invoice that billed a visit: its job order's invoice once issued (a draft is still being
 * written, a void one billed nothing; a job order has one live invoice).
 */
const billingInvoice = (job: SQL) => sql`(
  select i.id from invoices i
  where i.shop_id = ${job}.shop_id and i.job_order_id = ${job}.id
    and i.status not in ('draft', 'void')
  limit 1)`;

/**
 * What a completed visit cost the customer: its invoice's total (tax included) once issued,
 * else the job order's approved total (what the customer agreed to, before tax).
 */
export const visitAmountOf = (job: SQL) => sql`coalesce(
  (select i.total from invoices i where i.shop_id = ${job}.shop_id and i.id = ${billingInvoice(job)}),
  ${job}.approved_total)`;

/** visitAmountOf as text ("1234.50"). */
export const visitTotalOf = (job: SQL) => sql<string>`${visitAmountOf(job)}::numeric(14, 2)::text`;

const job = sql.raw('job_orders');

/** A job order line the customer is billed for as work (isBilledLine's rule in SQL). */
export const billedWorkCondition = (item: SQL) =>
  sql`${item}.kind in ('labor', 'part', 'fee') and ${item}.approval = 'approved'`;

/**
 * What a completed visit did and billed, as lines that add up to its total. Invoiced: the
 * invoice's work lines as billed, its discount as one line and its tax as one (unless its prices
 * include tax). Not yet invoiced: the job order's billed lines (approved work, isBilledLine) and
 * the discount on them (work − approved total). Declined and unanswered work is not listed.
 */
const linesOfJob = sql<LineRow[]>`coalesce((
  select json_agg(listed.line order by listed.line_order, listed.line_id) from (
    select json_build_object(
      'id', l.id,
      'kind', l.kind,
      'description', l.description,
      'quantity', l.quantity::text,
      'unitPrice', l.unit_price::text,
      'amount', l.amount::text,
      'serviceName', s.name
    ) as line, l.position as line_order, l.id as line_id
    from invoice_lines l
    left join services s on s.shop_id = l.shop_id and s.id = l.service_id
    where l.shop_id = ${job}.shop_id and l.invoice_id = ${billingInvoice(job)}
      and l.kind in ('labor', 'part', 'fee')
    union all
    select json_build_object(
      'id', i.id, 'kind', 'discount', 'description', 'Discount', 'quantity', '1.00',
      'unitPrice', (-i.discount)::text, 'amount', (-i.discount)::text, 'serviceName', null
    ), 2147483646, i.id
    from invoices i
    where i.shop_id = ${job}.shop_id and i.id = ${billingInvoice(job)} and i.discount > 0
    union all
    select json_build_object(
      'id', i.id, 'kind', 'tax', 'description', i.tax_label, 'quantity', '1.00',
      'unitPrice', i.tax::text, 'amount', i.tax::text, 'serviceName', null
    ), 2147483647, i.id
    from invoices i
    where i.shop_id = ${job}.shop_id and i.id = ${billingInvoice(job)}
      and i.tax > 0 and not i.prices_include_tax
  ) listed
), (
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
      and ${billedWorkCondition(sql.raw('job_order_items'))}
    union all
    select json_build_object(
      'id', ${jobOrders.id}, 'kind', 'discount', 'description', 'Discount', 'quantity', '1.00',
      'unitPrice', (-approved.discount)::text, 'amount', (-approved.discount)::text,
      'serviceName', null
    ), 2147483647, ${jobOrders.id}
    from (
      select coalesce(sum(round(w.quantity * w.unit_price, 2)), 0) - ${jobOrders.approvedTotal} as discount
      from ${jobOrderItems} w
      where w.shop_id = ${jobOrders.shopId} and w.job_order_id = ${jobOrders.id}
        and ${billedWorkCondition(sql.raw('w'))}
    ) approved
    where approved.discount > 0
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
      mileage: sql<number | null>`coalesce(${jobOrders.mileageOut}, ${jobOrders.mileage})`,
      description: jobOrders.description,
      total: visitTotalOf(job),
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
