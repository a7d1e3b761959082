import { openPurchaseOrderStatuses } from '@pitstop/domain/inventory';
import type { InventoryItem } from '@pitstop/domain/inventory-views';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { foldedContains } from '../../db/like.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  type ItemRow,
  itemColumns,
  supplierJoin,
  toItemSummary,
} from '../../platform/inventory/item-rows.ts';
import { inventoryItemNotFound, lowStockCondition } from '../../platform/inventory/stock-ledger.ts';
import { AppError } from '../../plugins/errors.ts';

/** The overview's filters (search aside): which items a list or an export reads. */
export type ItemFilters = {
  category?: string;
  /** A supplier's items, or 'none' for items without one. */
  supplierId?: string;
  /** 'true': only the low ones; 'false' (like leaving it out): every item. */
  lowStock?: 'true' | 'false';
  status?: 'active' | 'inactive' | 'all';
};

export function itemFilterCondition(shopId: string, filters: ItemFilters): SQL {
  const parts: SQL[] = [sql`i.shop_id = ${shopId}`];
  const status = filters.status ?? 'active';
  if (status === 'active') parts.push(sql`i.active`);
  if (status === 'inactive') parts.push(sql`not i.active`);
  if (filters.category) parts.push(sql`i.category = ${filters.category}`);
  if (filters.supplierId === 'none') parts.push(sql`i.supplier_id is null`);
  else if (filters.supplierId) parts.push(sql`i.supplier_id = ${filters.supplierId}`);
  // Spelled as the partial index inventory_items_low_stock_idx is, so the planner reads it.
  if (filters.lowStock === 'true') parts.push(lowStockCondition('i'));
  return sql.join(parts, sql` and `);
}

/** A typed search, trimmed: as typed (a barcode) and lower-cased (SKUs and the document). */
export function searchTerms(search: string | undefined) {
  const typed = search?.trim();
  return typed ? { typed, lower: typed.toLowerCase() } : undefined;
}

/** The item whose SKU (any case) or barcode is exactly the search: it comes first. */
export function exactMatchCondition(terms: { typed: string; lower: string }): SQL {
  return sql`(lower(i.sku) = ${terms.lower} or i.barcode = ${terms.typed})`;
}

/**
 * "Contains" over SKU, name, brand, part numbers and barcode, any case or accent: a LIKE on the
 * stored, folded search document, answered by inventory_items_search_trgm_idx (rare terms) or by walking the page's
 * sort index (common ones). Exact matches are part of it.
 */
export function matchesSearch(terms: { typed: string; lower: string }): SQL {
  return foldedContains(sql`i.search_document`, terms.typed);
}

/** The list's rank 1: what the search finds but the exact matches, which come first on their own. */
export function containsCondition(terms: { typed: string; lower: string }): SQL {
  return sql`${matchesSearch(terms)}
    and lower(i.sku) <> ${terms.lower} and i.barcode is distinct from ${terms.typed}`;
}

/**
 * One item with everything its page shows: the figures, the pricing rule, and what open
 * purchase orders will still bring (ordered less received, per line, never below nothing).
 */
export async function getInventoryItem(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<InventoryItem> {
  const { tx, shopId, id } = options;
  const [row] = await rowsOf<
    ItemRow & {
      notes: string | null;
      on_order: string;
      created_at: Date | string;
      updated_at: Date | string;
    }
  >(
    tx,
    sql`select ${itemColumns}, i.notes, i.created_at, i.updated_at,
        (select coalesce(sum(greatest(l.quantity - l.quantity_received, 0)), 0)::numeric(12, 2)::text
          from purchase_order_lines l
          join purchase_orders o on o.shop_id = l.shop_id and o.id = l.purchase_order_id
          where l.shop_id = ${shopId} and l.item_id = i.id
            and o.status in (${sql.join(
              openPurchaseOrderStatuses.map((status) => sql`${status}`),
              sql`, `,
            )})) as on_order
      from inventory_items i ${supplierJoin}
      where i.shop_id = ${shopId} and i.id = ${id}`,
  );
  if (!row) throw inventoryItemNotFound();
  return {
    ...toItemSummary(row),
    ownPrice: row.price,
    markupPercent: row.markup_percent,
    notes: row.notes,
    onOrder: row.on_order,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** 400 naming the field unless the supplier is one of the shop's. */
export async function assertShopSupplier(options: {
  tx: Tx;
  shopId: string;
  supplierId: string | null;
  field?: string;
}): Promise<void> {
  const { tx, shopId, supplierId } = options;
  if (!supplierId) return;
  const [found] = await rowsOf<{ id: string }>(
    tx,
    sql`select id from suppliers where shop_id = ${shopId} and id = ${supplierId}`,
  );
  if (!found) {
    throw AppError.badRequest('Supplier not found; choose one of your suppliers.', [
      { path: options.field ?? 'body.supplierId', message: 'No such supplier' },
    ]);
  }
}

/** The unique index on (shop, lower(sku)) is the one check, so two saves at once agree. */
export function rethrowSkuTaken(error: unknown, sku: string): never {
  for (const candidate of [error, (error as { cause?: unknown })?.cause]) {
    const pgError = candidate as { code?: string; constraint?: string } | undefined;
    if (pgError?.code === '23505' && pgError.constraint === 'inventory_items_shop_sku_key') {
      throw AppError.conflict(
        `Another item already uses the SKU "${sku}". Choose a different SKU or edit that item.`,
        [{ path: 'body.sku', message: 'SKU already used' }],
      );
    }
  }
  throw error;
}
