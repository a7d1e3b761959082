import type { JobOrderList, JobOrderListView, JobOrderSort } from '@pitstop/domain/job-order-views';
import { type JobOrderStatus, parseJobOrderNumber } from '@pitstop/domain/job-orders';
import { addLocalDays, startOfLocalDay } from '@pitstop/domain/local-time';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { compactPlate, compactPlateText, escapeLike, foldedContains } from '../../db/like.ts';
import { rowsOf } from '../../db/rows.ts';
import { shopTimeZone } from '../../platform/appointment-summary.ts';
import { type CursorField, decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import {
  type JobOrderSummaryRow,
  type JobOrderViewer,
  jobOrderSummaryColumns,
  jobOrderSummaryJoins,
  jobOrderViewerCondition,
  openJobOrderCondition,
  toJobOrderSummary,
} from '../../platform/job-orders/job-order-summary.ts';
import { AppError } from '../../plugins/errors.ts';

/**
 * Each sort's key and its cursor type. Nullable columns sort through a sentinel so the keyset
 * compares whole rows; the completed view's completed_at is never null, so it sorts on the
 * column itself and walks job_orders_completed_idx.
 */
function sortKey(sort: JobOrderSort, view: JobOrderListView): { key: SQL; field: CursorField } {
  switch (sort) {
    case 'opened':
      return { key: sql`j.opened_at`, field: 'timestamp' };
    case 'promised':
      return { key: sql`coalesce(j.promised_at, 'infinity'::timestamptz)`, field: 'timestamp' };
    case 'number':
      return { key: sql`j.number`, field: 'integer' };
    case 'total':
      return { key: sql`j.total_cost`, field: 'decimal' };
    case 'completed':
      return view === 'completed'
        ? { key: sql`j.completed_at`, field: 'timestamp' }
        : { key: sql`coalesce(j.completed_at, '-infinity'::timestamptz)`, field: 'timestamp' };
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

const cursorCast: Record<CursorField, SQL> = {
  timestamp: sql`timestamptz`,
  integer: sql`integer`,
  decimal: sql`numeric`,
  uuid: sql`uuid`,
  text: sql`text`,
};

/**
 * Number (JO-1042, 1042), client name, e-mail or phone (the client's search document, as the
 * clients list searches it, any case or accent), plate or VIN. The clients the term can reach
 * are found first, each through its own index (the trigram index, the vehicles, the number
 * key), as one `in (…)` the planner can turn into a join on job_orders_client_idx for a rare
 * term or a filter on the page's index for a common one; the outer test keeps the job orders that match themselves
 * (not every job of a client whose other car matched).
 */
function searchCondition(shopId: string, search: string | undefined): SQL {
  const text = search?.trim().toLowerCase();
  if (!text) return sql``;
  const plate = `%${escapeLike(compactPlateText(text))}%`;
  const vin = `%${escapeLike(text.toUpperCase())}%`;
  const vehicleMatch = (alias: SQL) =>
    sql`(${compactPlate(sql`${alias}.registration_number`)} like ${plate} or upper(${alias}.vin) like ${vin})`;
  const candidates = [
    sql`select c2.id from clients c2 where c2.shop_id = ${shopId} and ${foldedContains(sql`c2.search_document`, text)}`,
    sql`select v2.client_id from vehicles v2 where v2.shop_id = ${shopId} and ${vehicleMatch(sql`v2`)}`,
  ];
  const exact = [foldedContains(sql`c.search_document`, text), vehicleMatch(sql`v`)];
  const number = parseJobOrderNumber(text);
  if (number !== null) {
    candidates.push(
      sql`select j2.client_id from job_orders j2 where j2.shop_id = ${shopId} and j2.number = ${number}`,
    );
    exact.push(sql`j.number = ${number}`);
  }
  return sql`and j.client_id in (${sql.join(candidates, sql` union `)})
    and (${sql.join(exact, sql` or `)})`;
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

  const dated = view === 'completed' ? sql`j.completed_at` : sql`j.opened_at`;
  const timeZone = options.from || options.to ? await shopTimeZone(tx, shopId) : 'UTC';
  const filters = [
    view === 'pending' ? sql`and ${openJobOrderCondition('j')}` : sql``,
    view === 'completed' ? sql`and j.status = 'completed'` : sql``,
    options.status ? sql`and j.status = ${options.status}` : sql``,
    options.mechanicId === 'unassigned'
      ? sql`and j.mechanic_id is null`
      : options.mechanicId
        ? sql`and j.mechanic_id = ${options.mechanicId}`
        : sql``,
    options.from
      ? sql`and ${dated} >= ${dayStart(options.from, 0, timeZone, 'from')}::timestamptz`
      : sql``,
    options.to
      ? sql`and ${dated} < ${dayStart(options.to, 1, timeZone, 'to')}::timestamptz`
      : sql``,
    after
      ? sql`and (${key}, j.id) ${order === 'asc' ? sql`>` : sql`<`} (${after[0]}::${cursorCast[field]}, ${after[1]}::uuid)`
      : sql``,
    searchCondition(shopId, options.search),
    jobOrderViewerCondition(options.viewer),
  ];

  const rows = await rowsOf<JobOrderSummaryRow & { sort_key: string }>(
    tx,
    sql`
      select ${jobOrderSummaryColumns}, (${key})::text as sort_key
      from job_orders j ${jobOrderSummaryJoins}
      where j.shop_id = ${shopId} ${sql.join(filters, sql` `)}
      order by ${key} ${direction}, j.id ${direction}
      limit ${limit + 1}`,
  );

  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page.at(-1) : undefined;
  return {
    items: page.map(toJobOrderSummary),
    nextCursor: last ? encodeCursor(scope, [last.sort_key, last.id]) : null,
  };
}
