import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { performanceDays } from '../../db/schema/people.ts';

/**
 * Hours sold per mechanic over local days `from`…`to` (inclusive, the shop's calendar), as
 * ADR 047 defines them: approved labor lines of the job orders completed in those days that
 * they were the mechanic of — an hourly line's quantity, a flat-rate line's quantity × its
 * service's book time, rounded per line. The one computation behind Performance Metrics and the
 * payroll export, read from the daily sums (performance_days, ADR 048).
 */
export async function soldHoursByMechanic(options: {
  tx: Tx;
  shopId: string;
  mechanicIds: readonly string[];
  from: string;
  to: string;
}): Promise<Map<string, string>> {
  if (options.mechanicIds.length === 0) return new Map();
  const rows = await options.tx
    .select({
      mechanicId: performanceDays.userId,
      hours: sql<string>`sum(${performanceDays.soldHours})::numeric(14, 2)::text`,
    })
    .from(performanceDays)
    .where(
      and(
        eq(performanceDays.shopId, options.shopId),
        gte(performanceDays.day, options.from),
        lte(performanceDays.day, options.to),
        inArray(performanceDays.userId, [...options.mechanicIds]),
      ),
    )
    .groupBy(performanceDays.userId);
  return new Map(rows.map((row) => [row.mechanicId, row.hours]));
}
