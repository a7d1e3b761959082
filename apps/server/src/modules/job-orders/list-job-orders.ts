import type { JobOrderList, JobOrderListView, JobOrderSort } from '@pitstop/domain/job-order-views';
import { type JobOrderStatus, parseJobOrderNumber } from '@pitstop/domain/job-orders';
import { addLocalDays, startOfLocalDay } from '@pitstop/domain/local-time';
import { and, eq, gte, isNull, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database.ts';
import { compactPlate, compactPlateText, escapeLike, foldedContains } from '../../db/like.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { cannedJobs, jobOrderItems, jobOrderJobs, jobOrders } from '../../db/schema/workshop.ts';
import { type CursorField, decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { AppError } from '../../platform/errors.ts';
import { shopTimeZone } from '../../platform/shop-time.ts';
import {
  type JobOrderViewer,
  jobOrderViewerCondition,
  openJobOrderCondition,
  selectJobOrderSummaries,
  toJobOrderSummary,
} from './job-order-summary.ts';

/**
 * Each sort's key and its cursor type. Nullable columns sort through a sentinel so the keyset
 * compares whole rows; the completed view's completed_at is never null, so it sorts on the
 * column itself and walks job_orders_completed_idx.
 */
function sortKey(sort: JobOrderSort, view: JobOrderListView): { key: SQL; field: CursorField } {
  switch (sort) {
    case 'opened':
      return { key: sql`${jobOrders.openedAt}`, field: 'timestamp' };
    case 'promised':
      return {
        key: sql`coalesce(${jobOrders.promisedAt}, 'infinity'::timestamptz)`,
        field: 'timestamp',
      };
    case 'number':
      return { key: sql`${jobOrders.number}`, field: 'integer' };
    case 'total':
      return { key: sql`${jobOrders.totalCost}`, field: 'decimal' };
    case 'completed':
      return view === 'completed'
        ? { key: sql`${jobOrders.completedAt}`, field: 'timestamp' }
        : {
            key: sql`coalesce(${jobOrders.completedAt}, '-infinity'::timestamptz)`,
            field: 'timestamp',
          };
  }
}

/**
 * The instant a shop-local day starts, for the from/to filters; a date that is not on the
 * calendar (2026-02-31, year 0) or too far out to add a day to is a 400 naming the field.
 */
function dayStart(date: string, days: number, timeZone: string, field: 'from' | 'to'): string {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const real = year >= 1 && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  try {
    if (real) return startOfLocalDay(addLocalDays(date, days), timeZone).toISOString();
  } catch {
    // Past the end of the representable calendar: refused below like any other date.
  }
  throw AppError.badRequest('Use a date like 2026-12-01.', [
    { path: `query.${field}`, message: 'Use a date like 2026-12-01' },
  ]);
}

/** Service Trends' definition of a job order with the service (ADR 050): an approved labor line of it. */
function soldServiceCondition(shopId: string, serviceId: string): SQL {
  return sql`exists (select 1 from ${jobOrderItems}
    where ${jobOrderItems.shopId} = ${shopId} and ${jobOrderItems.jobOrderId} = ${jobOrders.id}
      and ${jobOrderItems.kind} = 'labor' and ${jobOrderItems.approval} = 'approved'
      and ${jobOrderItems.serviceId} = ${serviceId})`;
}

/** A job order with a job named like the canned job (ADR 050: how a canned job is recognised). */
function cannedJobCondition(shopId: string, cannedJobId: string): SQL {
  return sql`exists (select 1 from ${jobOrderJobs} join ${cannedJobs}
      on ${cannedJobs.shopId} = ${jobOrderJobs.shopId}
      and lower(${cannedJobs.name}) = lower(${jobOrderJobs.name})
    where ${jobOrderJobs.shopId} = ${shopId} and ${jobOrderJobs.jobOrderId} = ${jobOrders.id}
      and ${cannedJobs.id} = ${cannedJobId})`;
}

const cursorCast: Record<CursorField, SQL> = {
  timestamp: sql`timestamptz`,
  integer: sql`integer`,
  decimal: sql`numeric`,
  uuid: sql`uuid`,
  text: sql`text`,
};

/** The tables a search finds its candidate clients in, apart from the listed rows' own. */
const candidateClients = alias(clients, 'c2');
const candidateVehicles = alias(vehicles, 'v2');
const candidateJobOrders = alias(jobOrders, 'j2');

/**
 * Number (JO-1042, 1042), client name, e-mail or phone (the client's search document, as the
 * clients list searches it, any case or accent), plate or VIN. The clients the term can reach
 * are found first, each through its own index (the trigram index, the vehicles, the number
 * key), as one `in (…)` the planner can turn into a join on job_orders_client_idx for a rare
 * term or a filter on the page's index for a common one; the outer test keeps the job orders that match themselves
 * (not every job of a client whose other car matched).
 */
function searchCondition(tx: Tx, shopId: string, search: string | undefined): SQL | undefined {
  const text = search?.trim().toLowerCase();
  if (!text) return undefined;
  const plate = `%${escapeLike(compactPlateText(text))}%`;
  const vin = `%${escapeLike(text.toUpperCase())}%`;
  const vehicleMatch = (table: { registrationNumber: AnyPgColumn; vin: AnyPgColumn }) =>
    sql`(${compactPlate(table.registrationNumber)} like ${plate} or upper(${table.vin}) like ${vin})`;
  const candidates: SQLWrapper[] = [
    tx
      .select({ id: candidateClients.id })
      .from(candidateClients)
      .where(
        and(
          eq(candidateClients.shopId, shopId),
          foldedContains(candidateClients.searchDocument, text),
        ),
      ),
    tx
      .select({ clientId: candidateVehicles.clientId })
      .from(candidateVehicles)
      .where(and(eq(candidateVehicles.shopId, shopId), vehicleMatch(candidateVehicles))),
  ];
  const exact = [foldedContains(clients.searchDocument, text), vehicleMatch(vehicles)];
  const number = parseJobOrderNumber(text);
  if (number !== null) {
    candidates.push(
      tx
        .select({ clientId: candidateJobOrders.clientId })
        .from(candidateJobOrders)
        .where(and(eq(candidateJobOrders.shopId, shopId), eq(candidateJobOrders.number, number))),
    );
    exact.push(eq(jobOrders.number, number));
  }
  return and(sql`${jobOrders.clientId} in (${sql.join(candidates, sql` union `)})`, or(...exact));
}

/**
 * The Job Order List (all: newest opened first), Pending (open jobs, oldest first) and Completed
 * (newest completed first): one page, searched and filtered in SQL, keyset-paginated on the
 * sort key and id. Dates are the shop's local days, inclusive, on the opened date (the completed
 * date in the completed view). First pages walk job_orders_shop_opened_idx, job_orders_open_idx
 * or job_orders_completed_idx; a mechanic sees the jobs assigned to them.
 */
export async function listJobOrders(options: {
  tx: Tx;
  shopId: string;
  viewer?: JobOrderViewer;
  view?: JobOrderListView;
  search?: string;
  status?: JobOrderStatus;
  mechanicId?: string;
  serviceId?: string;
  cannedJobId?: string;
  from?: string;
  to?: string;
  sort?: JobOrderSort;
  order?: 'asc' | 'desc';
  limit: number;
  cursor?: string;
}): Promise<JobOrderList> {
  const { tx, shopId, limit } = options;
  const view = options.view ?? 'all';
  const sort = options.sort ?? (view === 'completed' ? 'completed' : 'opened');
  const order = options.order ?? (view === 'pending' ? 'asc' : 'desc');
  const { key, field } = sortKey(sort, view);
  const scope = `job-orders:${view}:${sort}:${order}`;
  const after = options.cursor ? decodeCursor(scope, options.cursor, [field, 'uuid']) : undefined;
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const before = order === 'asc' ? sql`>` : sql`<`;

  const dated = view === 'completed' ? jobOrders.completedAt : jobOrders.openedAt;
  const timeZone = options.from || options.to ? await shopTimeZone(tx, shopId) : 'UTC';
  const rows = await selectJobOrderSummaries(tx, { sortKey: sql<string>`(${key})::text` })
    .where(
      and(
        eq(jobOrders.shopId, shopId),
        view === 'pending' ? openJobOrderCondition() : undefined,
        view === 'completed' ? sql`${jobOrders.status} = 'completed'` : undefined,
        options.status ? eq(jobOrders.status, options.status) : undefined,
        options.mechanicId === 'unassigned'
          ? isNull(jobOrders.mechanicId)
          : options.mechanicId
            ? eq(jobOrders.mechanicId, options.mechanicId)
            : undefined,
        options.serviceId ? soldServiceCondition(shopId, options.serviceId) : undefined,
        options.cannedJobId ? cannedJobCondition(shopId, options.cannedJobId) : undefined,
        options.from
          ? gte(dated, sql`${dayStart(options.from, 0, timeZone, 'from')}::timestamptz`)
          : undefined,
        options.to
          ? lt(dated, sql`${dayStart(options.to, 1, timeZone, 'to')}::timestamptz`)
          : undefined,
        after
          ? sql`(${key}, ${jobOrders.id}) ${before} (${after[0]}::${cursorCast[field]}, ${after[1]}::uuid)`
          : undefined,
        searchCondition(tx, shopId, options.search),
        jobOrderViewerCondition(options.viewer),
      ),
    )
    .orderBy(sql`${key} ${direction}`, sql`${jobOrders.id} ${direction}`)
    .limit(limit + 1);

  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page.at(-1) : undefined;
  return {
    items: page.map(toJobOrderSummary),
    nextCursor: last ? encodeCursor(scope, [last.sortKey, last.id]) : null,
  };
}
