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
  bucketsOf,
  changeOf,
  comparisonRange,
  type ReportGrouping,
  type ReportRange,
  resolveReportPeriod,
} from '@pitstop/domain/reports';
import { and, between, count, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
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

type RangeCounts = {
  clientsSeen: number;
  newClients: number;
  visits: number;
  /** Seen in the range after a visit in its retention base (the 12 months before it). */
  retained: number;
};
type Bucket = ReportRange & {
  clientsSeen: number;
  newClients: number;
  returningClients: number;
  visits: number;
};

/**
 * Everything here reads client_visits (migration 0044): one row per client and visit day with the
 * client's first and previous visit days, through its covering indexes. A client's first visit
 * in [a, b] is the one row in it whose previous visit is before a (or none), so clients seen is a
 * count (not a DISTINCT), and "came back after a visit in the 12 months before" is the same row
 * with its previous visit in those months. The lists read the aggregates the clients keep on
 * their row (total spend, last service: ADR 007).
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

  const lastVisitBefore = lapsedBefore(today, query.lapsedMonths);
  // Independent reads, sent together: on PostgreSQL each takes its own pooled connection.
  const [currentPass, previousPass, cohorts, lapsed, topClients, lifetimeValue] = await Promise.all(
    [
      visits.bucketsIn(range, query.groupBy),
      comparison ? visits.bucketsIn(comparison, 'month') : null,
      visits.cohortsOf(range, today),
      lapsedClients(tx, shopId, timeZone, lastVisitBefore),
      topClientsBySpend(tx, shopId, timeZone),
      averageLifetimeValue(tx, shopId),
    ],
  );
  const { totals: current, buckets } = currentPass;
  const previous = previousPass?.totals ?? null;
  const countsOf = async (span: ReportRange) =>
    sameRange(span, range)
      ? current
      : previous && comparison && sameRange(span, comparison)
        ? previous
        : (await visits.bucketsIn(span, 'month')).totals;
  const base = await countsOf(retentionBaseOf(range));
  const previousBase = comparison ? await countsOf(retentionBaseOf(comparison)) : null;
  const year = await countsOf(yearEndingOn(range.to));
  const previousYear = comparison ? await countsOf(yearEndingOn(comparison.to)) : null;

  const figure = (value: string | null, before: string | null): ClientRetentionFigure => ({
    value,
    previous: before,
    change: comparison ? changeOf(value, before) : null,
  });
  const counted = (pick: (counts: RangeCounts) => number) =>
    figure(String(pick(current)), previous ? String(pick(previous)) : null);

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
        String(base.clientsSeen),
        previousBase ? String(previousBase.clientsSeen) : null,
      ),
      retainedClients: counted((counts) => counts.retained),
      retentionRate: figure(
        shareInPercent(current.retained, base.clientsSeen),
        previous && previousBase
          ? shareInPercent(previous.retained, previousBase.clientsSeen)
          : null,
      ),
      visitsPerClientPerYear: figure(
        ratioOf(year.visits, year.clientsSeen),
        previousYear ? ratioOf(previousYear.visits, previousYear.clientsSeen) : null,
      ),
      lifetimeValue: { value: lifetimeValue, previous: null, change: null },
    },
    series: buckets,
    cohorts,
    lapsed: { months: query.lapsedMonths, lastVisitBefore, ...lapsed },
    topClients,
  };
}

function sameRange(a: ReportRange, b: ReportRange): boolean {
  return a.from === b.from && a.to === b.to;
}

/** The first of the month holding a date column, without the time-zone-aware date_trunc. */
const monthOf = (column: typeof clientVisits.visitOn | typeof clientVisits.firstVisitOn) =>
  sql`(${column} - (extract(day from ${column})::int - 1))`;

function visitQueries(tx: Tx, shopId: string) {
  const inShop = eq(clientVisits.shopId, shopId);
  const previous = clientVisits.previousVisitOn;

  return {
    /**
     * One pass over a range: per bucket of the grouping (found by binary search in the buckets'
     * first days), the visits, first visits ever, and each client's first visit in the bucket;
     * and for the whole range each client's first visit in it and those of them that came back.
     */
    async bucketsIn(
      range: ReportRange,
      groupBy: ReportGrouping,
    ): Promise<{ totals: RangeCounts; buckets: Bucket[] }> {
      const spans = bucketsOf(range, groupBy);
      const starts = sql`${`{${spans.map((span) => span.from).join(',')}}`}::date[]`;
      const bucket = sql`width_bucket(${clientVisits.visitOn}, ${starts})`;
      const baseFrom = retentionBaseOf(range).from;
      const rows = await tx
        .select({
          bucket: sql<number>`${bucket}`.mapWith(Number),
          visits: count(),
          newClients:
            sql<number>`count(*) filter (where ${clientVisits.visitOn} = ${clientVisits.firstVisitOn})`.mapWith(
              Number,
            ),
          seenInBucket:
            sql<number>`count(*) filter (where ${previous} is null or ${previous} < (${starts})[${bucket}])`.mapWith(
              Number,
            ),
          seenInRange:
            sql<number>`count(*) filter (where ${previous} is null or ${previous} < ${range.from}::date)`.mapWith(
              Number,
            ),
          retained:
            sql<number>`count(*) filter (where ${previous} >= ${baseFrom}::date and ${previous} < ${range.from}::date)`.mapWith(
              Number,
            ),
        })
        .from(clientVisits)
        .where(and(inShop, between(clientVisits.visitOn, range.from, range.to)))
        .groupBy(sql`1`);
      const byIndex = new Map(rows.map((row) => [row.bucket, row]));
      const totals: RangeCounts = { clientsSeen: 0, newClients: 0, visits: 0, retained: 0 };
      for (const row of rows) {
        totals.clientsSeen += row.seenInRange;
        totals.newClients += row.newClients;
        totals.visits += row.visits;
        totals.retained += row.retained;
      }
      const buckets = spans.map((span, index) => {
        const row = byIndex.get(index + 1);
        const clientsSeen = row?.seenInBucket ?? 0;
        const newClients = row?.newClients ?? 0;
        return {
          ...span,
          clientsSeen,
          newClients,
          returningClients: clientsSeen - newClients,
          visits: row?.visits ?? 0,
        };
      });
      return { totals, buckets };
    },

    /** Per month of first visits in the range: the share of its clients back in each later month. */
    async cohortsOf(range: ReportRange, today: string) {
      const visitMonth = monthOf(clientVisits.visitOn);
      const rows = await tx
        .select({
          cohort: sql<string>`${monthOf(clientVisits.firstVisitOn)}::text`,
          month: sql<string>`${visitMonth}::text`,
          clients:
            sql<number>`count(*) filter (where ${previous} is null or ${previous} < ${visitMonth})`.mapWith(
              Number,
            ),
        })
        .from(clientVisits)
        .where(and(inShop, between(clientVisits.firstVisitOn, range.from, range.to)))
        .groupBy(sql`1`, sql`2`)
        .orderBy(sql`1`, sql`2`);
      const currentMonth = `${today.slice(0, 7)}-01`;
      const cohorts = new Map<string, Map<number, number>>();
      for (const row of rows) {
        const cells = cohorts.get(row.cohort) ?? new Map<number, number>();
        cells.set(monthsBetween(row.cohort, row.month), row.clients);
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
