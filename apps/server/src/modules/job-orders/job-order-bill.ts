import {
  type BillTaxRules,
  billTaxRulesOf,
  computeJobOrderBill,
  type JobOrderBill,
  lineTaxRate,
} from '@pitstop/domain/invoices';
import type { JobOrderLine } from '@pitstop/domain/job-orders';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inventoryItems } from '../../db/schema/inventory.ts';
import { shops } from '../../db/schema/shops.ts';
import { toTaxCurrencySettings } from '../tax-currency/public.ts';
import { domainLineOf, type JobOrderLineRow, loadJobOrderLines } from './job-order-lines.ts';

/** The shop's tax as a job order's bill applies it, with the tax's name ("Sales tax"). */
export type JobOrderTaxRules = BillTaxRules & { label: string };

/** The shop's Tax and Currency settings as a job order's bill reads them. */
export async function loadBillSettings(tx: Tx, shopId: string) {
  const [shop] = await tx.select().from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new Error('shop not found');
  return toTaxCurrencySettings(shop);
}
export type BillSettings = Awaited<ReturnType<typeof loadBillSettings>>;

/**
 * A job order's lines with the rate the invoice will tax each at (the shop's Tax and Currency
 * settings as they are now; a part from a not-taxable inventory item is exempt), and the shop's
 * tax rules: what computeJobOrderBill needs to give the invoice's figures before it exists.
 * `taxable` says, by inventory item id, whether each part line's item is taxed.
 */
export function taxJobOrderLines(
  rows: readonly JobOrderLineRow[],
  settings: BillSettings,
  taxable: ReadonlyMap<string, boolean>,
): { lines: (JobOrderLine & { taxRate: string | null })[]; rules: JobOrderTaxRules } {
  return {
    lines: rows.map((row) => ({
      ...domainLineOf(row),
      taxRate: lineTaxRate(settings, {
        kind: row.kind,
        itemTaxable: row.inventoryItemId ? (taxable.get(row.inventoryItemId) ?? null) : null,
      }),
    })),
    rules: { label: settings.taxLabel, ...billTaxRulesOf(settings) },
  };
}

/** taxJobOrderLines with the settings and the items' taxability read for `rows`. */
export async function loadTaxedJobOrderLines(options: {
  tx: Tx;
  shopId: string;
  rows: readonly JobOrderLineRow[];
}): Promise<ReturnType<typeof taxJobOrderLines>> {
  const { tx, shopId, rows } = options;
  const itemIds = rows.flatMap((row) => (row.inventoryItemId ? [row.inventoryItemId] : []));
  const [settings, items] = await Promise.all([
    loadBillSettings(tx, shopId),
    itemIds.length === 0
      ? []
      : tx
          .select({ id: inventoryItems.id, taxable: inventoryItems.taxable })
          .from(inventoryItems)
          .where(and(eq(inventoryItems.shopId, shopId), inArray(inventoryItems.id, itemIds))),
  ]);
  return taxJobOrderLines(rows, settings, new Map(items.map((item) => [item.id, item.taxable])));
}

/** What an estimate of the job order's lines asks, tax included: every line approved. */
export async function loadAskedBill(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
}): Promise<JobOrderBill> {
  const rows = await loadJobOrderLines(options);
  const { lines, rules } = await loadTaxedJobOrderLines({ ...options, rows });
  return computeJobOrderBill(
    lines.map((line) => ({ ...line, approval: 'approved' as const })),
    rules,
  );
}
