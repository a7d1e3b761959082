import {
  type AppointmentList,
  type AppointmentSource,
  type AppointmentStatus,
  type BookingListView,
  parseRequestNumber,
} from '@pitstop/domain/bookings';
import { addLocalDays, localToday, startOfLocalDay } from '@pitstop/domain/local-time';
import { and, asc, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { compactPlate, compactPlateText, escapeLike, foldedContains } from '../../db/like.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { appointments } from '../../db/schema/workshop.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { shopTimeZone } from '../../platform/shop-time.ts';
import {
  type BookingViewer,
  mechanicCondition,
  selectBookingSummaries,
  toSummary,
  viewerCondition,
} from './booking-summary.ts';

/**
 * Client name, e-mail or phone (the client's stored search document, as the clients list
 * searches it, any case or accent), the vehicle's plate, or the request number ("REQ012",
 * "12"). The clients, vehicles and numbers that match are found first (`in (…)`), so the planner can either look
 * their appointments up by appointments_client_idx (a rare term) or walk the page's start-time
 * index and keep the matching rows (a common one); the outer test then keeps exactly the
 * appointments that match (not every booking of a client whose other car matched).
 */
function searchCondition(tx: Tx, shopId: string, search: string | undefined): SQL | undefined {
  const text = search?.trim().toLowerCase();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  const plate = compactPlateText(text);
  const clientMatch = () => {
    const byText = foldedContains(clients.searchDocument, text);
    return digits.length >= 3 && digits !== text
      ? or(byText, foldedContains(clients.searchDocument, digits))
      : byText;
  };
  const plateMatch = () =>
    sql`${compactPlate(vehicles.registrationNumber)} like ${`%${escapeLike(plate)}%`}`;
  const number = parseRequestNumber(text);

  // Inside each candidate subquery its own table shadows the outer query's join of the same name.
  const candidates: SQL[] = [
    sql`${tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.shopId, shopId), clientMatch()))}`,
    sql`${tx
      .select({ id: vehicles.clientId })
      .from(vehicles)
      .where(and(eq(vehicles.shopId, shopId), plateMatch()))}`,
  ];
  const exact = [clientMatch(), plateMatch()];
  if (number !== null) {
    candidates.push(
      sql`${tx
        .select({ id: appointments.clientId })
        .from(appointments)
        .where(and(eq(appointments.shopId, shopId), eq(appointments.number, number)))}`,
    );
    exact.push(eq(appointments.number, number));
  }
  return and(
    sql`${appointments.clientId} in (${sql.join(candidates, sql` union `)})`,
    or(...exact),
  );
}

/**
 * Manage Bookings: one page of the shop's appointments in start order (or newest first),
 * searched and filtered in SQL, keyset-paginated on (starts_at, id). Dates are the shop's local
 * calendar days, inclusive; a status filter walks appointments_shop_status_idx, the rest
 * appointments_shop_starts_idx (a mechanic's own list appointments_mechanic_idx).
 */
export async function listBookings(options: {
  tx: Tx;
  shopId: string;
  viewer?: BookingViewer;
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
  const startOfToday = startOfLocalDay(localToday(timeZone), timeZone);
  const direction = order === 'asc' ? asc : desc;

  const rows = await selectBookingSummaries(tx, {
    cursorTime: sql<string>`${appointments.startsAt}::text`,
  })
    .where(
      and(
        eq(appointments.shopId, shopId),
        options.status ? eq(appointments.status, options.status) : undefined,
        options.source ? eq(appointments.source, options.source) : undefined,
        mechanicCondition(options.mechanicId),
        options.from
          ? gte(appointments.startsAt, startOfLocalDay(options.from, timeZone))
          : undefined,
        options.to
          ? lt(appointments.startsAt, startOfLocalDay(addLocalDays(options.to, 1), timeZone))
          : undefined,
        when === 'upcoming' ? gte(appointments.startsAt, startOfToday) : undefined,
        when === 'past' ? lt(appointments.startsAt, startOfToday) : undefined,
        after
          ? sql`(${appointments.startsAt}, ${appointments.id}) ${order === 'asc' ? sql`>` : sql`<`} (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
        searchCondition(tx, shopId, options.search),
        viewerCondition(options.viewer),
      ),
    )
    .orderBy(direction(appointments.startsAt), direction(appointments.id))
    .limit(limit + 1);

  const page = rows.slice(0, limit);
  const last = rows.length > limit ? page.at(-1) : undefined;
  return {
    items: page.map(toSummary),
    nextCursor: last ? encodeCursor(scope, [last.cursorTime, last.id]) : null,
  };
}
