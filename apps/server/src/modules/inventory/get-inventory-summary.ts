import type { InventorySummary } from '@pitstop/domain/inventory-views';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { lowStockCondition } from '../../platform/inventory/stock-ledger.ts';

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
  const [row] = await rowsOf<{
    active_items: number;
    stock_value: string;
    low_stock: number;
    currency: string;
    allow_negative_stock: boolean;
  }>(
    tx,
    sql`select a.active_items, a.stock_value,
        (select count(*)::int from inventory_items i
          where i.shop_id = ${shopId} and ${lowStockCondition('i')}) as low_stock,
        s.currency, s.allow_negative_stock
      from shops s,
        lateral (select count(*)::int as active_items,
            coalesce(sum(round(greatest(i.on_hand, 0) * i.cost, 2)), 0)::numeric(16, 2)::text as stock_value
          from inventory_items i where i.shop_id = ${shopId} and i.active) a
      where s.id = ${shopId}`,
  );
  return {
    activeItems: row?.active_items ?? 0,
    stockValue: row?.stock_value ?? '0.00',
    lowStock: row?.low_stock ?? 0,
    currency: row?.currency ?? 'USD',
    allowNegativeStock: row?.allow_negative_stock ?? false,
  };
}

/** The categories the shop's items use, alphabetically: the overview's filter and the form's suggestions. */
export async function listInventoryCategories(options: {
  tx: Tx;
  shopId: string;
}): Promise<{ items: string[] }> {
  const rows = await rowsOf<{ category: string }>(
    options.tx,
    sql`select distinct category from inventory_items
      where shop_id = ${options.shopId} and category is not null
      order by category`,
  );
  return { items: rows.map((row) => row.category) };
}
