import {
  type AppointmentList,
  type AppointmentSource,
  type AppointmentStatus,
  type BookingListView,
  parseRequestNumber,
} from '@pitstop/domain/bookings';
import { addLocalDays, localToday, startOfLocalDay } from '@pitstop/domain/local-time';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { compactPlate, compactPlateText, escapeLike, foldedContains } from '../../db/like.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  type AppointmentViewer,
  type SummaryRow,
  shopTimeZone,
  summaryColumns,
  summaryJoins,
  toSummary,
  viewerCondition,
} from '../../platform/appointment-summary.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';

/**
 * Client name, e-mail or phone (the client's stored search document, as the clients list
 * searches it, any case or accent), the vehicle's plate, or the request number ("REQ012",
 * "12"). The clients, vehicles and numbers that match are found first (`in (…)`), so the planner can either look
 * their appointments up by appointments_client_idx (a rare term) or walk the page's start-time
 * index and keep the matching rows (a common one); the outer test then keeps exactly the
 * appointments that match (not every booking of a client whose other car matched).
 */
function searchCondition(shopId: string, search: string | undefined): SQL {
  const text = search?.trim().toLowerCase();
  if (!text) return sql``;
  const digits = text.replace(/\D/g, '');
  const plate = compactPlateText(text);
  const clientMatch = (alias: SQL) => {
    const byText = foldedContains(sql`${alias}.search_document`, text);
    return digits.length >= 3 && digits !== text
      ? sql`(${byText} or ${foldedContains(sql`${alias}.search_document`, digits)})`
      : byText;
  };
  const plateMatch = (alias: SQL) =>
    sql`${compactPlate(sql`${alias}.registration_number`)} like ${`%${escapeLike(plate)}%`}`;
  const number = parseRequestNumber(text);

  const candidates = [
    sql`select c2.id from clients c2 where c2.shop_id = ${shopId} and ${clientMatch(sql`c2`)}`,
    sql`select v2.client_id from vehicles v2 where v2.shop_id = ${shopId} and ${plateMatch(sql`v2`)}`,
  ];
  const exact = [clientMatch(sql`c`), plateMatch(sql`v`)];
  if (number !== null) {
    candidates.push(
      sql`select a2.client_id from appointments a2 where a2.shop_id = ${shopId} and a2.number = ${number}`,
    );
    exact.push(sql`a.number = ${number}`);
  }
  return sql`and a.client_id in (${sql.join(candidates, sql` union `)})
    and (${sql.join(exact, sql` or `)})`;
}

/**
 * Manage Bookings: one page of the shop's appointments in start order (or newest first),
 * searched and filtered in SQL, keyset-paginated on (starts_at, id). Dates are the shop's local
 * calendar days, inclusive; a status filter walks appointments_shop_status_idx, the rest
 * appointments_shop_starts_idx (a mechanic's own list appointments_mechanic_idx).
 */
export async function listAppointments(options: {
  tx: Tx;
  shopId: string;
  viewer?: AppointmentViewer;
  search?: string;
  status?: AppointmentStatus;
  source?: AppointmentSource;
  mechanicId?: string;
  from?: string;
  to?: string;
  when?: BookingListView;
  order?: 'asc' | 'desc';
  limit: number;
  cursor?: string;
}): Promise<AppointmentList> {
  const { tx, shopId, limit } = options;
  const when = options.when ?? 'all';
  const order = options.order ?? (when === 'past' ? 'desc' : 'asc');
  const scope = `appointments:${order}`;
  const after = options.cursor
    ? decodeCursor(scope, options.cursor, ['timestamp', 'uuid'])
    : undefined;
  const timeZone =
    options.from || options.to || when !== 'all' ? await shopTimeZone(tx, shopId) : 'UTC';
  const startOfToday = startOfLocalDay(localToday(timeZone), timeZone).toISOString();
  const direction = order === 'asc' ? sql`asc` : sql`desc`;

  const filters = [
    options.status ? sql`and a.status = ${options.status}` : sql``,
    options.source ? sql`and a.source = ${options.source}` : sql``,
    options.mechanicId === 'unassigned'
      ? sql`and a.mechanic_id is null`
      : options.mechanicId
        ? sql`and a.mechanic_id = ${options.mechanicId}`
        : sql``,
    options.from
      ? sql`and a.starts_at >= ${startOfLocalDay(options.from, timeZone).toISOString()}::timestamptz`
      : sql``,
    options.to
      ? sql`and a.starts_at < ${startOfLocalDay(addLocalDays(options.to, 1), timeZone).toISOString()}::timestamptz`
      : sql``,
    when === 'upcoming' ? sql`and a.starts_at >= ${startOfToday}::timestamptz` : sql``,
    when === 'past' ? sql`and a.starts_at < ${startOfToday}::timestamptz` : sql``,
    after
      ? sql`and (a.starts_at, a.id) ${order === 'asc' ? sql`>` : sql`<`} (${after[0]}::timestamptz, ${after[1]}::uuid)`
      : sql``,
    searchCondition(shopId, options.search),
    viewerCondition(options.viewer),
  ];

  const rows = await rowsOf<SummaryRow & { cursor_time: string }>(
    tx,
    sql`
      select ${summaryColumns}, a.starts_at::text as cursor_time
      from appointments a ${summaryJoins}
      where a.shop_id = ${shopId} ${sql.join(filters, sql` `)}
      order by a.starts_at ${direction}, a.id ${direction}
      limit ${limit + 1}`,
  );

  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page.at(-1) : undefined;
  return {
    items: page.map(toSummary),
    nextCursor: last ? encodeCursor(scope, [last.cursor_time, last.id]) : null,
  };
}
