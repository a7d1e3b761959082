import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';

export type PerformanceDayMismatch = {
  userId: string;
  day: string;
  stored: string;
  recomputed: string;
};

/**
 * The check of performance_days (ADR 048): one shop's stored days against a recomputation from
 * the base rows (`performance_days_mismatches`, migration 0041). Each mismatch gives the seven
 * sums as stored and as recomputed — sold hours, labor revenue, jobs, response seconds, response
 * count, worked seconds, clocked seconds; an empty list means the triggers kept them right.
 */
export async function performanceDaysMismatches(
  tx: Pick<Tx, 'execute'>,
  shopId: string,
): Promise<PerformanceDayMismatch[]> {
  const result: unknown = await tx.execute(sql`select user_id, day::text as day, stored, recomputed
    from performance_days_mismatches(${shopId}::uuid) order by day, user_id`);
  const rows: Record<string, unknown>[] =
    (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);
  return rows.map((row) => ({
    userId: String(row.user_id),
    day: String(row.day),
    stored: String(row.stored),
    recomputed: String(row.recomputed),
  }));
}
