import type { CannedJob } from '@pitstop/domain/job-order-views';
import {
  computeJobOrderTotals,
  type JobOrderLineParsed,
  jobOrderLineInputSchema,
} from '@pitstop/domain/job-orders';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { shops } from '../../db/schema/shops.ts';
import { cannedJobs } from '../../db/schema/workshop.ts';

/** A canned_jobs row as the API shows it, with its lines' subtotal at their saved prices. */
export function toCannedJob(row: typeof cannedJobs.$inferSelect): CannedJob {
  const lines: JobOrderLineParsed[] = jobOrderLineInputSchema.array().parse(row.lines);
  const total = computeJobOrderTotals(lines.map((line) => ({ ...line, approval: 'pending' })));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    lines,
    total: total.subtotal,
    active: row.active,
  };
}

/**
 * The shop's canned jobs by name (`active` narrows to those offered on job orders), with the
 * shop's currency and labor rate for the canned jobs screen, which has no job order to read them from.
 */
export async function listCannedJobs(options: {
  tx: Tx;
  shopId: string;
  active?: boolean;
}): Promise<{ items: CannedJob[]; currency: string; laborRate: string }> {
  const [shop] = await options.tx
    .select({ currency: shops.currency, laborRate: shops.laborRate })
    .from(shops)
    .where(eq(shops.id, options.shopId));
  const rows = await options.tx
    .select()
    .from(cannedJobs)
    .where(
      and(
        eq(cannedJobs.shopId, options.shopId),
        options.active === undefined ? undefined : eq(cannedJobs.active, options.active),
      ),
    )
    .orderBy(asc(sql`lower(${cannedJobs.name})`), asc(cannedJobs.id));
  return {
    items: rows.map(toCannedJob),
    currency: shop?.currency ?? 'USD',
    laborRate: shop?.laborRate ?? '0.00',
  };
}
