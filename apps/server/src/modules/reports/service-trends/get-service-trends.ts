import { addLocalDays, startOfLocalDay } from '@pitstop/domain/local-time';
import { addMoney, subtractMoney, toMoney } from '@pitstop/domain/money';
import {
  bucketsOf,
  comparisonRange,
  type ReportRange,
  resolveReportPeriod,
} from '@pitstop/domain/reports';
import {
  addFigureSums,
  type CannedJobTrendRow,
  type DeclinedSums,
  type DeclinedTrendRow,
  declinedSumsOf,
  emptyFigureSums,
  type PartTrendRow,
  percentOfWhole,
  SERVICE_TRENDS_TOP_INSPECTION_ITEMS,
  SERVICE_TRENDS_TOP_PARTS,
  type ServiceFigureSums,
  type ServiceTrendRow,
  type ServiceTrendsQuery,
  type ServiceTrendsReport,
} from '@pitstop/domain/service-trends';
import { and, desc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import { invoiceLines, invoices } from '../../../db/schema/billing.ts';
import { inspectionItems, inspections } from '../../../db/schema/inspections.ts';
import { inventoryItems, stockMovements } from '../../../db/schema/inventory.ts';
import {
  cannedJobs,
  declinedWork,
  jobOrderItems,
  jobOrderJobs,
  jobOrders,
  services,
} from '../../../db/schema/workshop.ts';
import { shopTimeZone } from '../../../platform/shop-time.ts';

/** A period as instants: [local midnight of its first day, local midnight after its last). */
type Window = { start: string; end: string; timeZone: string };

function windowOf(range: ReportRange, timeZone: string): Window {
  return {
    start: startOfLocalDay(range.from, timeZone).toISOString(),
    end: startOfLocalDay(addLocalDays(range.to, 1), timeZone).toISOString(),
    timeZone,
  };
}

const completedIn = (window: Window) =>
  and(
    eq(jobOrders.status, 'completed'),
    gte(jobOrders.completedAt, sql`${window.start}::timestamptz`),
    lt(jobOrders.completedAt, sql`${window.end}::timestamptz`),
  );

/** A job order's live, issued invoice: drafts and voided invoices bill nothing yet. */
const issuedInvoiceOf = (shopId: string) =>
  and(
    eq(invoices.shopId, shopId),
    eq(invoices.jobOrderId, jobOrders.id),
    notInArray(invoices.status, ['draft', 'void']),
  );

/** What an invoice line bills after discounts, before tax, less what credit notes took back. */
const billedNet = sql<string>`coalesce(sum(${invoiceLines.net} - ${invoiceLines.creditedNet}), 0)::text`;

/** ADR 047's hours sold of an approved labor line (null for any other line). */
const soldHours = sql`case when ${jobOrderItems.kind} = 'labor' and ${jobOrderItems.approval} = 'approved'
  then case when ${jobOrderItems.pricing} = 'hourly' then ${jobOrderItems.quantity}
    else round(${jobOrderItems.quantity} * ${services.durationMinutes} / 60.0, 2) end end`;

/** Per service and local completion day: jobs, revenue, hours sold. */
function serviceDays(tx: Tx, shopId: string, window: Window) {
  return tx
    .select({
      serviceId: sql<string>`${services.id}`,
      name: services.name,
      day: sql<string>`to_char(${jobOrders.completedAt} at time zone ${window.timeZone}, 'YYYY-MM-DD')`,
      count: sql<number>`count(distinct ${jobOrders.id})::int`,
      revenue: billedNet,
      hours: sql<string>`coalesce(sum(${soldHours}), 0)::text`,
    })
    .from(jobOrders)
    .innerJoin(
      jobOrderItems,
      and(
        eq(jobOrderItems.shopId, shopId),
        eq(jobOrderItems.jobOrderId, jobOrders.id),
        eq(jobOrderItems.kind, 'labor'),
        eq(jobOrderItems.approval, 'approved'),
      ),
    )
    .innerJoin(services, and(eq(services.shopId, shopId), eq(services.id, jobOrderItems.serviceId)))
    .leftJoin(invoices, issuedInvoiceOf(shopId))
    .leftJoin(
      invoiceLines,
      and(
        eq(invoiceLines.invoiceId, invoices.id),
        eq(invoiceLines.jobOrderItemId, jobOrderItems.id),
      ),
    )
    .where(and(eq(jobOrders.shopId, shopId), completedIn(window)))
    .groupBy(services.id, services.name, sql`3`);
}

/** Per canned job: the jobs named like it on completed job orders, with all their lines. */
function cannedJobSums(tx: Tx, shopId: string, window: Window) {
  return tx
    .select({
      cannedJobId: sql<string>`${cannedJobs.id}`,
      name: cannedJobs.name,
      count: sql<number>`count(distinct ${jobOrderJobs.id})::int`,
      revenue: billedNet,
      hours: sql<string>`coalesce(sum(${soldHours}), 0)::text`,
    })
    .from(jobOrders)
    .innerJoin(
      jobOrderJobs,
      and(eq(jobOrderJobs.shopId, shopId), eq(jobOrderJobs.jobOrderId, jobOrders.id)),
    )
    .innerJoin(
      cannedJobs,
      and(
        eq(cannedJobs.shopId, shopId),
        sql`lower(${cannedJobs.name}) = lower(${jobOrderJobs.name})`,
      ),
    )
    .leftJoin(
      jobOrderItems,
      and(eq(jobOrderItems.shopId, shopId), eq(jobOrderItems.jobId, jobOrderJobs.id)),
    )
    .leftJoin(services, and(eq(services.shopId, shopId), eq(services.id, jobOrderItems.serviceId)))
    .leftJoin(invoices, issuedInvoiceOf(shopId))
    .leftJoin(
      invoiceLines,
      and(
        eq(invoiceLines.invoiceId, invoices.id),
        eq(invoiceLines.jobOrderItemId, jobOrderItems.id),
      ),
    )
    .where(and(eq(jobOrders.shopId, shopId), completedIn(window)))
    .groupBy(cannedJobs.id, cannedJobs.name);
}

const declinedServiceId = sql<string | null>`case when ${declinedWork.kind} = 'labor'
  then (${declinedWork.line} ->> 'serviceId')::uuid end`;

/** Declined work by service (or none): recommended in the window, and how much of it was sold later. */
function declinedByService(tx: Tx, shopId: string, window: Window) {
  // The line offering it again is on the job order it was accepted onto: found through that
  // job order's lines (job_order_items_job_order_idx), not by scanning every line for the id.
  const soldLater = sql`${declinedWork.status} = 'accepted' and exists (
    select 1 from ${jobOrderItems} where ${jobOrderItems.shopId} = ${shopId}
      and ${jobOrderItems.jobOrderId} = ${declinedWork.resolvedJobOrderId}
      and ${jobOrderItems.declinedWorkId} = ${declinedWork.id}
      and ${jobOrderItems.approval} = 'approved')`;
  return tx
    .select({
      serviceId: sql<string | null>`${services.id}`,
      name: services.name,
      recommended: sql<number>`count(*)::int`,
      recommendedValue: sql<string>`coalesce(sum(${declinedWork.amount}), 0)::text`,
      sold: sql<number>`(count(*) filter (where ${soldLater}))::int`,
      soldValue: sql<string>`coalesce(sum(${declinedWork.amount}) filter (where ${soldLater}), 0)::text`,
    })
    .from(declinedWork)
    .leftJoin(services, and(eq(services.shopId, shopId), eq(services.id, declinedServiceId)))
    .where(
      and(
        eq(declinedWork.shopId, shopId),
        gte(declinedWork.createdAt, sql`${window.start}::timestamptz`),
        lt(declinedWork.createdAt, sql`${window.end}::timestamptz`),
      ),
    )
    .groupBy(services.id, services.name);
}

/** The labels most often marked red (now) or yellow (soon) on inspections completed in the window. */
function inspectionFindings(tx: Tx, shopId: string, window: Window) {
  const red = sql<number>`(count(*) filter (where ${inspectionItems.condition} = 'now'))::int`;
  return tx
    .select({
      label: inspectionItems.label,
      red,
      yellow: sql<number>`(count(*) filter (where ${inspectionItems.condition} = 'soon'))::int`,
    })
    .from(inspections)
    .innerJoin(
      inspectionItems,
      and(
        eq(inspectionItems.shopId, shopId),
        eq(inspectionItems.inspectionId, inspections.id),
        inArray(inspectionItems.condition, ['now', 'soon']),
      ),
    )
    .where(
      and(
        eq(inspections.shopId, shopId),
        eq(inspections.status, 'completed'),
        gte(inspections.completedAt, sql`${window.start}::timestamptz`),
        lt(inspections.completedAt, sql`${window.end}::timestamptz`),
      ),
    )
    .groupBy(inspectionItems.label)
    .orderBy(desc(sql`count(*)`), desc(red), inspectionItems.label)
    .limit(SERVICE_TRENDS_TOP_INSPECTION_ITEMS);
}

/** Stock consumed by the window's completed job orders, and the cost it left the shelf at. */
function partsConsumed(tx: Tx, shopId: string, window: Window) {
  return tx
    .select({
      itemId: sql<string>`${inventoryItems.id}`,
      name: inventoryItems.name,
      sku: inventoryItems.sku,
      quantity: sql<string>`(-sum(${stockMovements.onHandChange}))::text`,
      cost: sql<string>`(-sum(round(${stockMovements.onHandChange} * coalesce(${stockMovements.unitCost}, 0), 2)))::text`,
    })
    .from(jobOrders)
    .innerJoin(
      stockMovements,
      and(
        eq(stockMovements.jobOrderId, jobOrders.id),
        eq(stockMovements.shopId, shopId),
        eq(stockMovements.kind, 'consumption'),
      ),
    )
    .innerJoin(
      inventoryItems,
      and(eq(inventoryItems.shopId, shopId), eq(inventoryItems.id, stockMovements.itemId)),
    )
    .where(and(eq(jobOrders.shopId, shopId), completedIn(window)))
    .groupBy(inventoryItems.id, inventoryItems.name, inventoryItems.sku);
}

/** What the issued invoices of the window's completed job orders bill per inventory item. */
function partsBilled(tx: Tx, shopId: string, window: Window) {
  return tx
    .select({ itemId: sql<string>`${invoiceLines.inventoryItemId}`, revenue: billedNet })
    .from(jobOrders)
    .innerJoin(invoices, issuedInvoiceOf(shopId))
    .innerJoin(
      invoiceLines,
      and(
        eq(invoiceLines.invoiceId, invoices.id),
        eq(invoiceLines.kind, 'part'),
        sql`${invoiceLines.inventoryItemId} is not null`,
      ),
    )
    .where(and(eq(jobOrders.shopId, shopId), completedIn(window)))
    .groupBy(invoiceLines.inventoryItemId);
}

type DeclinedRows = Awaited<ReturnType<typeof declinedByService>>;

function declinedTotals(rows: DeclinedRows): DeclinedSums {
  return declinedSumsOf({
    recommended: rows.reduce((sum, row) => sum + row.recommended, 0),
    recommendedValue: rows.reduce((sum, row) => addMoney(sum, row.recommendedValue), '0.00'),
    sold: rows.reduce((sum, row) => sum + row.sold, 0),
    soldValue: rows.reduce((sum, row) => addMoney(sum, row.soldValue), '0.00'),
  });
}

const normalised = (sums: ServiceFigureSums): ServiceFigureSums =>
  addFigureSums(emptyFigureSums(), sums);

/** Runs the report's reads in one read-only transaction without JIT (ADR 047: compiling costs more than it saves here). */
async function readOnly<T>(tx: Tx, read: (tx: Tx) => Promise<T>): Promise<T> {
  return tx.transaction(async (inner) => {
    await inner.execute(sql`set local jit = off`);
    return read(inner);
  });
}

/**
 * Service Trends (issue 25, ADR 050) for a period in the shop's time zone and its comparison:
 * one grouped query per figure family, over the base tables, summed into buckets here.
 */
export async function getServiceTrends(options: {
  tx: Tx;
  shopId: string;
  query: ServiceTrendsQuery;
  now?: Date;
}): Promise<ServiceTrendsReport> {
  const { tx, shopId, query } = options;
  const timeZone = await shopTimeZone(tx, shopId);
  const period = resolveReportPeriod(query, timeZone, options.now);
  const comparison = comparisonRange(period, query.compare);
  const groupBy = query.groupBy === 'week' ? 'week' : 'month';
  const buckets = bucketsOf(period, groupBy);
  const months = bucketsOf(period, 'month');
  const current = windowOf(period, timeZone);
  const earlier = comparison ? windowOf(comparison, timeZone) : null;

  const read = await readOnly(tx, (inner) =>
    Promise.all([
      serviceDays(inner, shopId, current),
      cannedJobSums(inner, shopId, current),
      declinedByService(inner, shopId, current),
      inspectionFindings(inner, shopId, current),
      partsConsumed(inner, shopId, current),
      partsBilled(inner, shopId, current),
      earlier ? serviceDays(inner, shopId, earlier) : Promise.resolve(null),
      earlier ? cannedJobSums(inner, shopId, earlier) : Promise.resolve(null),
      earlier ? declinedByService(inner, shopId, earlier) : Promise.resolve(null),
    ]),
  );
  const [days, canned, declined, findings, consumed, billed] = read;
  const [, , , , , , earlierDays, earlierCanned, earlierDeclined] = read;

  const indexIn = (ranges: ReportRange[], day: string) =>
    ranges.findIndex((range) => range.from <= day && day <= range.to);

  const serviceRows = new Map<string, ServiceTrendRow>();
  const totalsNow = { value: emptyFigureSums() };
  for (const row of days) {
    let service = serviceRows.get(row.serviceId);
    if (!service) {
      service = {
        serviceId: row.serviceId,
        name: row.name,
        ...emptyFigureSums(),
        previous: earlier ? emptyFigureSums() : null,
        series: buckets.map(emptyFigureSums),
        months: months.map(() => 0),
      };
      serviceRows.set(row.serviceId, service);
    }
    const sums = { count: row.count, revenue: row.revenue, hours: row.hours };
    Object.assign(service, addFigureSums(service, sums));
    const bucket = indexIn(buckets, row.day);
    service.series[bucket] = addFigureSums(service.series[bucket] ?? emptyFigureSums(), sums);
    const month = indexIn(months, row.day);
    service.months[month] = (service.months[month] ?? 0) + row.count;
    totalsNow.value = addFigureSums(totalsNow.value, sums);
  }
  let totalsEarlier: ServiceFigureSums | null = earlier ? emptyFigureSums() : null;
  for (const row of earlierDays ?? []) {
    const sums = { count: row.count, revenue: row.revenue, hours: row.hours };
    totalsEarlier = addFigureSums(totalsEarlier ?? emptyFigureSums(), sums);
    const service = serviceRows.get(row.serviceId);
    if (service?.previous) service.previous = addFigureSums(service.previous, sums);
  }

  const earlierCannedById = new Map((earlierCanned ?? []).map((row) => [row.cannedJobId, row]));
  const cannedRows: CannedJobTrendRow[] = canned.map((row) => {
    const before = earlierCannedById.get(row.cannedJobId);
    return {
      cannedJobId: row.cannedJobId,
      name: row.name,
      ...normalised(row),
      previous: earlier ? normalised(before ?? emptyFigureSums()) : null,
    };
  });

  const declinedRows: DeclinedTrendRow[] = declined.map((row) => ({
    serviceId: row.serviceId,
    name: row.name ?? 'Other work (not a catalogue service)',
    ...declinedSumsOf({
      recommended: row.recommended,
      recommendedValue: toMoney(row.recommendedValue),
      sold: row.sold,
      soldValue: toMoney(row.soldValue),
    }),
  }));

  const billedByItem = new Map(billed.map((row) => [row.itemId, row.revenue]));
  const partRows: PartTrendRow[] = consumed
    .map((row) => {
      const revenue = toMoney(billedByItem.get(row.itemId) ?? '0');
      const cost = toMoney(row.cost);
      const margin = subtractMoney(revenue, cost);
      return {
        itemId: row.itemId,
        name: row.name,
        sku: row.sku,
        quantity: toMoney(row.quantity),
        revenue,
        cost,
        margin,
        marginPercent: percentOfWhole(margin, revenue),
      };
    })
    .sort(
      (a, b) =>
        Number(b.quantity) - Number(a.quantity) ||
        Number(b.margin) - Number(a.margin) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, SERVICE_TRENDS_TOP_PARTS);

  const byCount = <T extends { count: number; revenue: string; name: string }>(a: T, b: T) =>
    b.count - a.count || Number(b.revenue) - Number(a.revenue) || a.name.localeCompare(b.name);
  const declinedTotalsNow = declinedTotals(declined);

  return {
    period,
    comparison,
    groupBy,
    buckets,
    months,
    empty:
      totalsNow.value.count === 0 &&
      cannedRows.length === 0 &&
      declinedTotalsNow.recommended === 0 &&
      findings.length === 0 &&
      partRows.length === 0,
    totals: {
      ...normalised(totalsNow.value),
      previous: totalsEarlier && normalised(totalsEarlier),
    },
    services: [...serviceRows.values()]
      .map((row) => ({
        ...row,
        ...normalised(row),
        series: row.series.map(normalised),
        previous: row.previous && normalised(row.previous),
      }))
      .sort(byCount),
    cannedJobs: cannedRows.sort(byCount),
    declined: {
      rows: declinedRows.sort(
        (a, b) => b.recommended - a.recommended || a.name.localeCompare(b.name),
      ),
      totals: declinedTotalsNow,
      previous: earlierDeclined ? declinedTotals(earlierDeclined) : null,
    },
    inspectionItems: findings,
    parts: partRows,
  };
}
