import {
  availableQuantity,
  itemPrice,
  openPurchaseOrderStatuses,
  type StockUnit,
  stockValue,
} from '@pitstop/domain/inventory';
import type { InventoryItem, InventoryItemSummary } from '@pitstop/domain/inventory-views';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { escapeLike } from '../../db/like.ts';
import { rowsOf } from '../../db/rows.ts';
import { inventoryItemNotFound, lowStockCondition } from '../../platform/inventory/stock-ledger.ts';
import { AppError } from '../../plugins/errors.ts';

/** An item row as the list, the export and the item page read it (alias `i`, supplier `s`). */
export type ItemRow = {
  id: string;
  sku: string;
  name: string;
  brand: string | null;
  oem_part_number: string | null;
  aftermarket_part_number: string | null;
  barcode: string | null;
  category: string | null;
  location: string | null;
  unit: StockUnit;
  supplier_id: string | null;
  supplier_name: string | null;
  cost: string;
  price: string | null;
  markup_percent: string | null;
  taxable: boolean;
  on_hand: string;
  reserved: string;
  reorder_point: string | null;
  reorder_quantity: string | null;
  active: boolean;
  low_stock: boolean;
};

/** The columns of ItemRow, from `inventory_items i left join suppliers s`. */
export const itemColumns = sql`i.id, i.sku, i.name, i.brand, i.oem_part_number,
  i.aftermarket_part_number, i.barcode, i.category, i.location, i.unit, i.supplier_id,
  s.name as supplier_name, i.cost::text as cost, i.price::text as price,
  i.markup_percent::text as markup_percent, i.taxable, i.on_hand::text as on_hand,
  i.reserved::text as reserved, i.reorder_point::text as reorder_point,
  i.reorder_quantity::text as reorder_quantity, i.active, ${lowStockCondition('i')} as low_stock`;

export const supplierJoin = sql`left join suppliers s on s.shop_id = i.shop_id and s.id = i.supplier_id`;

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
 * "Contains" over SKU, name, brand, part numbers and barcode: a LIKE on the stored search
 * document, answered by inventory_items_search_trgm_idx (rare terms) or by walking the page's
 * sort index (common ones). Exact matches are part of it.
 */
export function matchesSearch(terms: { typed: string; lower: string }): SQL {
  return sql`i.search_document like ${`%${escapeLike(terms.lower)}%`}`;
}

/** The list's rank 1: what the search finds but the exact matches, which come first on their own. */
export function containsCondition(terms: { typed: string; lower: string }): SQL {
  return sql`${matchesSearch(terms)}
    and lower(i.sku) <> ${terms.lower} and i.barcode is distinct from ${terms.typed}`;
}

export function toItemSummary(row: ItemRow): InventoryItemSummary {
  const stock = { onHand: row.on_hand, reserved: row.reserved };
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    oemPartNumber: row.oem_part_number,
    aftermarketPartNumber: row.aftermarket_part_number,
    barcode: row.barcode,
    category: row.category,
    location: row.location,
    unit: row.unit,
    supplier:
      row.supplier_id && row.supplier_name
        ? { id: row.supplier_id, name: row.supplier_name }
        : null,
    cost: row.cost,
    price: itemPrice({ cost: row.cost, price: row.price, markupPercent: row.markup_percent }),
    taxable: row.taxable,
    onHand: row.on_hand,
    reserved: row.reserved,
    available: availableQuantity(stock),
    stockValue: stockValue({ onHand: row.on_hand, cost: row.cost }),
    reorderPoint: row.reorder_point,
    reorderQuantity: row.reorder_quantity,
    lowStock: row.low_stock,
    active: row.active,
  };
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
