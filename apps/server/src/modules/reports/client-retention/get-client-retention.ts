import {
  CLIENT_RETENTION_LIST_SIZE,
  type ClientRetentionFigure,
  type ClientRetentionQuery,
  type ClientRetentionReport,
  ratioOf,
  shareInPercent,
} from '@pitstop/domain/client-retention';
import { addLocalDays, localToday, startOfLocalDay } from '@pitstop/domain/local-time';
import {
  addCalendarMonths,
  bucketStartOf,
  bucketsOf,
  changeOf,
  comparisonRange,
  type ReportGrouping,
  type ReportRange,
  resolveReportPeriod,
} from '@pitstop/domain/reports';
import {
  and,
  between,
  count,
  countDistinct,
  desc,
  eq,
  isNotNull,
  isNull,
  lt,
  sql,
} from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import { clients, clientVisits } from '../../../db/schema/clients.ts';
import { shopTimeZone } from '../../../platform/shop-time.ts';

/** The 12 months before a period: the clients whose return the retention rate measures. */
export function retentionBaseOf(range: ReportRange): ReportRange {
  return { from: addCalendarMonths(range.from, -12), to: addLocalDays(range.from, -1) };
}

/** The 12 months up to a day: the window of "visits per client per year". */
function yearEndingOn(day: string): ReportRange {
  return { from: addLocalDays(addCalendarMonths(day, -12), 1), to: day };
}

/** The day before which a client's last visit makes them lapsed. */
export function lapsedBefore(today: string, months: number): string {
  return addLocalDays(addCalendarMonths(today, -months), 1);
}

type RangeCounts = { clientsSeen: number; newClients: number; visits: number };

/**
 * Everything here reads client_visits (migration 0044), one row per client and visit day with the
 * client's first visit day, through its covering indexes; the lists read the aggregates the
 * clients keep on their row (total spend, last service: ADR 007).
 */
export async function getClientRetention(options: {
  tx: Tx;
  shopId: string;
  query: ClientRetentionQuery;
  now?: Date;
}): Promise<ClientRetentionReport> {
  const { tx, shopId, query } = options;
  const timeZone = await shopTimeZone(tx, shopId);
  const today = localToday(timeZone, options.now);
  const range = resolveReportPeriod(query, timeZone, options.now);
  const comparison = comparisonRange(range, query.compare);
  const visits = visitQueries(tx, shopId);

  const yearNow = yearEndingOn(range.to);
  const sameYear = yearNow.from === range.from && yearNow.to === range.to;
  const current = await visits.countsIn(range);
  const previous = comparison ? await visits.countsIn(comparison) : null;
  const retention = await visits.retentionOf(range);
  const previousRetention = comparison ? await visits.retentionOf(comparison) : null;
  const yearCounts = sameYear ? current : await visits.countsIn(yearNow);
  const previousYear = comparison ? await visits.countsIn(yearEndingOn(comparison.to)) : null;

  const figure = (value: string | null, before: string | null): ClientRetentionFigure => ({
    value,
    previous: before,
    change: comparison ? changeOf(value, before) : null,
  });
  const counted = (pick: (counts: RangeCounts) => number) =>
    figure(String(pick(current)), previous ? String(pick(previous)) : null);

  const lastVisitBefore = lapsedBefore(today, query.lapsedMonths);
  const series = await visits.seriesOf(range, query.groupBy);
  const cohorts = await visits.cohortsOf(range, today);
  const lapsed = await lapsedClients(tx, shopId, timeZone, lastVisitBefore);
  const topClients = await topClientsBySpend(tx, shopId, timeZone);
  const lifetimeValue = await averageLifetimeValue(tx, shopId);

  return {
    range,
    comparison,
    retentionBaseRange: retentionBaseOf(range),
    today,
    empty: current.visits === 0,
    figures: {
      clientsSeen: counted((counts) => counts.clientsSeen),
      newClients: counted((counts) => counts.newClients),
      returningClients: counted((counts) => counts.clientsSeen - counts.newClients),
      visits: counted((counts) => counts.visits),
      retentionBase: figure(
        String(retention.base),
        previousRetention ? String(previousRetention.base) : null,
      ),
      retainedClients: figure(
        String(retention.retained),
        previousRetention ? String(previousRetention.retained) : null,
      ),
      retentionRate: figure(
        shareInPercent(retention.retained, retention.base),
        previousRetention
          ? shareInPercent(previousRetention.retained, previousRetention.base)
          : null,
      ),
      visitsPerClientPerYear: figure(
        ratioOf(yearCounts.visits, yearCounts.clientsSeen),
        previousYear ? ratioOf(previousYear.visits, previousYear.clientsSeen) : null,
      ),
      lifetimeValue: { value: lifetimeValue, previous: null, change: null },
    },
    series,
    cohorts,
    lapsed: { months: query.lapsedMonths, lastVisitBefore, ...lapsed },
    topClients,
  };
}

function visitQueries(tx: Tx, shopId: string) {
  const inShop = eq(clientVisits.shopId, shopId);
  const visitIn = (range: ReportRange) => between(clientVisits.visitOn, range.from, range.to);

  return {
    /** Clients seen, new clients (their first visit is in the range) and visits in a range. */
    async countsIn(range: ReportRange): Promise<RangeCounts> {
      const [row] = await tx
        .select({
          clientsSeen: countDistinct(clientVisits.clientId),
          newClients:
            sql<number>`count(*) filter (where ${clientVisits.visitOn} = ${clientVisits.firstVisitOn})`.mapWith(
              Number,
            ),
          visits: count(),
        })
        .from(clientVisits)
        .where(and(inShop, visitIn(range)));
      return row ?? { clientsSeen: 0, newClients: 0, visits: 0 };
    },

    /** Of the clients seen in the 12 months before the range, how many came back in it. */
    async retentionOf(range: ReportRange) {
      const base = retentionBaseOf(range);
      const cameBack = tx
        .select({ one: sql`1` })
        .from(clientVisits)
        .where(and(inShop, sql`${clientVisits.clientId} = base.client_id`, visitIn(range)));
      const baseClients = tx
        .selectDistinct({ clientId: clientVisits.clientId })
        .from(clientVisits)
        .where(and(inShop, visitIn(base)))
        .as('base');
      const [row] = await tx
        .select({
          base: count(),
          retained: sql<number>`count(*) filter (where exists (${cameBack}))`.mapWith(Number),
        })
        .from(baseClients);
      return row ?? { base: 0, retained: 0 };
    },

    /** New and returning clients per bucket, every bucket of the range present. */
    async seriesOf(range: ReportRange, groupBy: ReportGrouping) {
      const bucket =
        groupBy === 'day'
          ? sql<string>`${clientVisits.visitOn}::text`
          : sql<string>`date_trunc(${groupBy}, ${clientVisits.visitOn})::date::text`;
      const rows = await tx
        .select({
          bucket,
          clientsSeen: countDistinct(clientVisits.clientId),
          newClients:
            sql<number>`count(*) filter (where ${clientVisits.visitOn} = ${clientVisits.firstVisitOn})`.mapWith(
              Number,
            ),
          visits: count(),
        })
        .from(clientVisits)
        .where(and(inShop, visitIn(range)))
        .groupBy(sql`1`);
      const byStart = new Map(rows.map((row) => [row.bucket, row]));
      return bucketsOf(range, groupBy).map((span) => {
        const row = byStart.get(bucketStartOf(span.from, groupBy));
        const clientsSeen = row?.clientsSeen ?? 0;
        const newClients = row?.newClients ?? 0;
        return {
          ...span,
          clientsSeen,
          newClients,
          returningClients: clientsSeen - newClients,
          visits: row?.visits ?? 0,
        };
      });
    },

    /** Per month of first visits in the range: the share of its clients back in each later month. */
    async cohortsOf(range: ReportRange, today: string) {
      const cohort = sql<string>`date_trunc('month', ${clientVisits.firstVisitOn})::date::text`;
      const monthsSince = sql<number>`((extract(year from ${clientVisits.visitOn}) - extract(year from ${clientVisits.firstVisitOn})) * 12 + extract(month from ${clientVisits.visitOn}) - extract(month from ${clientVisits.firstVisitOn}))::int`;
      const rows = await tx
        .select({ cohort, monthsSince, clients: countDistinct(clientVisits.clientId) })
        .from(clientVisits)
        .where(and(inShop, between(clientVisits.firstVisitOn, range.from, range.to)))
        .groupBy(sql`1`, sql`2`)
        .orderBy(sql`1`, sql`2`);
      const currentMonth = `${today.slice(0, 7)}-01`;
      const cohorts = new Map<string, Map<number, number>>();
      for (const row of rows) {
        const cells = cohorts.get(row.cohort) ?? new Map<number, number>();
        cells.set(row.monthsSince, row.clients);
        cohorts.set(row.cohort, cells);
      }
      return [...cohorts].map(([month, cells]) => {
        const size = cells.get(0) ?? 0;
        const columns = monthsBetween(month, currentMonth) + 1;
        return {
          month,
          clients: size,
          returning: Array.from(
            { length: columns },
            (_, since) => shareInPercent(cells.get(since) ?? 0, size) ?? '0.0',
          ),
        };
      });
    },
  };
}

function monthsBetween(fromMonth: string, toMonth: string): number {
  const [fromYear = 0, fromMonthNumber = 1] = fromMonth.split('-').map(Number);
  const [toYear = 0, toMonthNumber = 1] = toMonth.split('-').map(Number);
  return (toYear - fromYear) * 12 + toMonthNumber - fromMonthNumber;
}

const localDay = (timeZone: string) =>
  sql<string>`to_char(${clients.lastServiceAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/**
 * The shop's active clients whose last visit (clients.last_service_at, the latest completed job
 * order) is before the day: counted by reachability, the most recently lapsed listed first.
 */
async function lapsedClients(tx: Tx, shopId: string, timeZone: string, before: string) {
  const lapsed = and(
    eq(clients.shopId, shopId),
    isNull(clients.archivedAt),
    lt(clients.lastServiceAt, startOfLocalDay(before, timeZone)),
  );
  const hasEmail = sql`coalesce(trim(${clients.email}), '') <> ''`;
  const [totals] = await tx
    .select({
      total: count(),
      reachable:
        sql<number>`count(*) filter (where ${hasEmail} and not ${clients.serviceRemindersOptOut})`.mapWith(
          Number,
        ),
      withoutEmail: sql<number>`count(*) filter (where not (${hasEmail}))`.mapWith(Number),
      optedOut:
        sql<number>`count(*) filter (where ${hasEmail} and ${clients.serviceRemindersOptOut})`.mapWith(
          Number,
        ),
    })
    .from(clients)
    .where(lapsed);
  const items = await tx
    .select({
      id: clients.id,
      name: clients.name,
      email: clients.email,
      lastVisitOn: sql<string>`${localDay(timeZone)}`,
      totalSpend: sql<string>`${clients.totalSpend}::text`,
      serviceRemindersOptOut: clients.serviceRemindersOptOut,
    })
    .from(clients)
    .where(lapsed)
    .orderBy(desc(clients.lastServiceAt), desc(clients.id))
    .limit(CLIENT_RETENTION_LIST_SIZE);
  return { ...(totals ?? { total: 0, reachable: 0, withoutEmail: 0, optedOut: 0 }), items };
}

/** The active clients who were invoiced the most, net of credit notes (clients.total_spend). */
async function topClientsBySpend(tx: Tx, shopId: string, timeZone: string) {
  return tx
    .select({
      id: clients.id,
      name: clients.name,
      totalSpend: sql<string>`${clients.totalSpend}::text`,
      lastVisitOn: sql<string | null>`${localDay(timeZone)}`,
    })
    .from(clients)
    .where(
      and(eq(clients.shopId, shopId), isNull(clients.archivedAt), sql`${clients.totalSpend} > 0`),
    )
    .orderBy(desc(clients.totalSpend), desc(clients.id))
    .limit(CLIENT_RETENTION_LIST_SIZE);
}

/** The average total spend of the active clients with at least one visit; null without any. */
async function averageLifetimeValue(tx: Tx, shopId: string): Promise<string | null> {
  const [row] = await tx
    .select({ average: sql<string | null>`round(avg(${clients.totalSpend}), 2)::text` })
    .from(clients)
    .where(
      and(eq(clients.shopId, shopId), isNull(clients.archivedAt), isNotNull(clients.lastServiceAt)),
    );
  return row?.average ?? null;
}
