import type { InventorySummary } from '@pitstop/domain/inventory-views';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inventoryItems } from '../../db/schema/inventory.ts';
import { shops } from '../../db/schema/shops.ts';
import { lowStockCondition } from './stock-ledger.ts';

/**
 * The figures above the overview, for the active items: how many and their stock value at cost
 * (each item's value rounded to cents, as its row shows it, then added; negative stock counts as
 * nothing) in one pass over the shop's items, and how many are low (read from
 * inventory_items_low_stock_idx); with the shop's currency and whether it lets stock go below zero.
 */
export async function getInventorySummary(options: {
  tx: Tx;
  shopId: string;
}): Promise<InventorySummary> {
  const { tx, shopId } = options;
  const activeItems = tx
    .select({
      count: sql<number>`count(*)::int`.as('active_items'),
      stockValue:
        sql<string>`coalesce(sum(round(greatest(${inventoryItems.onHand}, 0) * ${inventoryItems.cost}, 2)), 0)::numeric(16, 2)::text`.as(
          'stock_value',
        ),
    })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.shopId, shopId), sql`${inventoryItems.active}`))
    .as('active_stock');
  const lowStock = tx
    .select({ count: sql<number>`count(*)::int` })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.shopId, shopId), lowStockCondition()));
  const [row] = await tx
    .select({
      activeItems: activeItems.count,
      stockValue: activeItems.stockValue,
      lowStock: sql<number>`${lowStock}`,
      currency: shops.currency,
      allowNegativeStock: shops.allowNegativeStock,
    })
    .from(shops)
    .crossJoin(activeItems)
    .where(eq(shops.id, shopId));
  return {
    activeItems: row?.activeItems ?? 0,
    stockValue: row?.stockValue ?? '0.00',
    lowStock: row?.lowStock ?? 0,
    currency: row?.currency ?? 'USD',
    allowNegativeStock: row?.allowNegativeStock ?? false,
  };
}

/** The categories the shop's items use, alphabetically: the overview's filter and the form's suggestions. */
export async function listInventoryCategories(options: {
  tx: Tx;
  shopId: string;
}): Promise<{ items: string[] }> {
  const rows = await options.tx
    .selectDistinct({ category: inventoryItems.category })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.shopId, options.shopId), isNotNull(inventoryItems.category)))
    .orderBy(inventoryItems.category);
  return { items: rows.flatMap((row) => (row.category === null ? [] : [row.category])) };
}
