import { openPurchaseOrderStatuses } from '@pitstop/domain/inventory';
import type { InventoryItem } from '@pitstop/domain/inventory-views';
import { and, eq, inArray, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { foldedContains } from '../../db/like.ts';
import { purchaseOrderLines, purchaseOrders, suppliers } from '../../db/schema/inventory.ts';
import { AppError } from '../../platform/errors.ts';
import { itemAlias, itemColumns, supplierAlias, supplierJoin, toItemSummary } from './item-rows.ts';
import { inventoryItemNotFound, lowStockCondition } from './stock-ledger.ts';

const i = itemAlias;

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
  const parts: SQL[] = [eq(i.shopId, shopId)];
  const status = filters.status ?? 'active';
  if (status === 'active') parts.push(sql`${i.active}`);
  if (status === 'inactive') parts.push(not(i.active));
  if (filters.category) parts.push(eq(i.category, filters.category));
  if (filters.supplierId === 'none') parts.push(isNull(i.supplierId));
  else if (filters.supplierId) parts.push(eq(i.supplierId, filters.supplierId));
  // Spelled as the partial index inventory_items_low_stock_idx is, so the planner reads it.
  if (filters.lowStock === 'true') parts.push(lowStockCondition(i));
  return sql.join(parts, sql` and `);
}

/** A typed search, trimmed: as typed (a barcode) and lower-cased (SKUs and the document). */
export function searchTerms(search: string | undefined) {
  const typed = search?.trim();
  return typed ? { typed, lower: typed.toLowerCase() } : undefined;
}

/** The item whose SKU (any case) or barcode is exactly the search: it comes first. */
export function exactMatchCondition(terms: { typed: string; lower: string }): SQL {
  return sql`(lower(${i.sku}) = ${terms.lower} or ${i.barcode} = ${terms.typed})`;
}

/**
 * "Contains" over SKU, name, brand, part numbers and barcode, any case or accent: a LIKE on the
 * stored, folded search document, answered by inventory_items_search_trgm_idx (rare terms) or by walking the page's
 * sort index (common ones). Exact matches are part of it.
 */
export function matchesSearch(terms: { typed: string; lower: string }): SQL {
  return foldedContains(sql`${i.searchDocument}`, terms.typed);
}

/** The list's rank 1: what the search finds but the exact matches, which come first on their own. */
export function containsCondition(terms: { typed: string; lower: string }): SQL {
  return sql`${matchesSearch(terms)}
    and lower(${i.sku}) <> ${terms.lower} and ${i.barcode} is distinct from ${terms.typed}`;
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
  const onOrder = tx
    .select({
      quantity: sql<string>`coalesce(sum(greatest(${purchaseOrderLines.quantity} - ${purchaseOrderLines.quantityReceived}, 0)), 0)::numeric(12, 2)::text`,
    })
    .from(purchaseOrderLines)
    .innerJoin(
      purchaseOrders,
      and(
        eq(purchaseOrders.shopId, purchaseOrderLines.shopId),
        eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId),
      ),
    )
    .where(
      and(
        eq(purchaseOrderLines.shopId, shopId),
        eq(purchaseOrderLines.itemId, i.id),
        inArray(purchaseOrders.status, [...openPurchaseOrderStatuses]),
      ),
    );
  const [row] = await tx
    .select({
      ...itemColumns,
      notes: i.notes,
      createdAt: i.createdAt,
      updatedAt: i.updatedAt,
      onOrder: sql<string>`${onOrder}`,
    })
    .from(i)
    .leftJoin(supplierAlias, supplierJoin)
    .where(and(eq(i.shopId, shopId), eq(i.id, id)));
  if (!row) throw inventoryItemNotFound();
  return {
    ...toItemSummary(row),
    ownPrice: row.price,
    markupPercent: row.markupPercent,
    notes: row.notes,
    onOrder: row.onOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
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
  const [found] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.shopId, shopId), eq(suppliers.id, supplierId)));
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
