import { type DashboardKpi, type DashboardKpis, dashboardKpis } from '@pitstop/domain/dashboard';
import { addLocalDays, localToday, startOfLocalDay } from '@pitstop/domain/local-time';
import { sumMoney } from '@pitstop/domain/money';
import {
  addCalendarMonths,
  changeOf,
  comparisonRange,
  percentOfWhole,
  type ReportRange,
} from '@pitstop/domain/reports';
import type { RevenueFigures } from '@pitstop/domain/revenue-report';
import { and, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { shops } from '../../db/schema/shops.ts';
import { jobOrderEstimates } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { revenueFiguresOfRanges } from '../reports/public.ts';

const SPARKLINE_MONTHS = 12;

/**
 * Dashboard Overview's KPI cards (issue 25): this month so far against the same number of days
 * just before it, each with its 12 months. The revenue figures are the revenue report's (one
 * read of the days they span); the close ratio is ADR 047's for the whole shop.
 */
export async function getDashboardKpis(options: {
  tx: Tx;
  shopId: string;
  now?: Date;
}): Promise<DashboardKpis> {
  const { tx, shopId } = options;
  const [shop] = await tx
    .select({ timeZone: shops.timezone, currency: shops.currency, locale: shops.locale })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw AppError.notFound('Workshop not found.');
  const today = localToday(shop.timeZone, options.now);
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const period = { from: firstOfMonth, to: today };
  const comparison = comparisonRange(period, 'previous') ?? period;
  const months = Array.from({ length: SPARKLINE_MONTHS }, (_, index) => {
    const from = addCalendarMonths(firstOfMonth, index - SPARKLINE_MONTHS + 1);
    const end = addLocalDays(addCalendarMonths(from, 1), -1);
    return { from, to: end > today ? today : end };
  });
  const ranges = [period, comparison, ...months];
  const [figures, closeRatios] = await Promise.all([
    revenueFiguresOfRanges(tx, shopId, ranges),
    Promise.all(ranges.map((range) => closeRatioOf(tx, shopId, range, shop.timeZone))),
  ]);
  const figureOf = (kpi: DashboardKpi, index: number): string | null => {
    if (kpi === 'closeRatio') return closeRatios[index] ?? null;
    const value = (figures[index] as RevenueFigures)[kpi];
    return value === null ? null : String(value);
  };
  return {
    period,
    comparison,
    months,
    cards: dashboardKpis.map((kpi) => {
      const value = figureOf(kpi, 0);
      const previous = figureOf(kpi, 1);
      return {
        kpi,
        value,
        previous,
        change: changeOf(value, previous),
        sparkline: months.map((_, index) => figureOf(kpi, index + 2)),
      };
    }),
    currency: shop.currency as DashboardKpis['currency'],
    locale: shop.locale as DashboardKpis['locale'],
    timeZone: shop.timeZone,
  };
}

/** Approved ÷ presented of the last estimate sent for each job order in the range (ADR 047). */
async function closeRatioOf(
  tx: Tx,
  shopId: string,
  range: ReportRange,
  timeZone: string,
): Promise<string | null> {
  const latest = tx.$with('latest').as(
    tx
      .selectDistinctOn([jobOrderEstimates.jobOrderId], {
        presented: jobOrderEstimates.presentedTotal,
        approved: sql<string>`coalesce(${jobOrderEstimates.approvedTotal}, 0)`.as('approved'),
      })
      .from(jobOrderEstimates)
      .where(
        and(
          eq(jobOrderEstimates.shopId, shopId),
          isNotNull(jobOrderEstimates.sentBy),
          gte(jobOrderEstimates.sentAt, startOfLocalDay(range.from, timeZone)),
          lt(jobOrderEstimates.sentAt, startOfLocalDay(addLocalDays(range.to, 1), timeZone)),
        ),
      )
      .orderBy(
        jobOrderEstimates.jobOrderId,
        desc(jobOrderEstimates.sentAt),
        desc(jobOrderEstimates.id),
      ),
  );
  const [sums] = await tx
    .with(latest)
    .select({
      presented: sql<string>`coalesce(sum(${latest.presented}), 0)::text`,
      approved: sql<string>`coalesce(sum(${latest.approved}), 0)::text`,
    })
    .from(latest);
  return percentOfWhole(sumMoney([sums?.approved ?? '0']), sumMoney([sums?.presented ?? '0']));
}
