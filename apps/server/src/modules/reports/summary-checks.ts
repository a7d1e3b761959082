import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { shops } from '../../db/schema/shops.ts';
import { performanceDaysMismatches } from '../performance/public.ts';
import { clientVisitMismatches } from './client-retention/client-visits-check.ts';

/**
 * A summary table kept by triggers (ADR 049), checked by recomputing one shop's rows from the
 * base tables and comparing: `mismatches` names each row that differs, empty when all agree.
 */
export type SummaryCheck = {
  name: string;
  mismatches(tx: Tx, shopId: string): Promise<string[]>;
};

/** Every summary table `npm run reports:check` compares; a report with one adds its entry here. */
export const summaryChecks: SummaryCheck[] = [
  { name: 'client_visits (Client Retention, ADR 051)', mismatches: clientVisitMismatches },
  {
    name: 'performance_days',
    mismatches: async (tx, shopId) =>
      (await performanceDaysMismatches(tx, shopId)).map(
        (row) => `${row.userId} on ${row.day}: stored ${row.stored}, recomputed ${row.recomputed}`,
      ),
  },
];

/** Runs every registered check for every shop; the lines to print, one per mismatch. */
export async function runSummaryChecks(
  tx: Tx,
  checks: readonly SummaryCheck[] = summaryChecks,
): Promise<{ checked: number; mismatches: string[] }> {
  const shopIds = (await tx.select({ id: shops.id }).from(shops).orderBy(asc(shops.id))).map(
    (row) => row.id,
  );
  const mismatches: string[] = [];
  for (const check of checks)
    for (const shopId of shopIds)
      for (const line of await check.mismatches(tx, shopId))
        mismatches.push(`${check.name} · shop ${shopId}: ${line}`);
  return { checked: checks.length * shopIds.length, mismatches };
}
