import { availableQuantity, itemPrice, stockValue } from '@pitstop/domain/inventory';
import type { InventoryItemSummary } from '@pitstop/domain/inventory-views';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inventoryItems, suppliers } from '../../db/schema/inventory.ts';
import { lowStockCondition } from './stock-ledger.ts';

/** inventory_items as `i` and suppliers as `s`: the item lists' aliases. */
export const itemAlias = alias(inventoryItems, 'i');
export const supplierAlias = alias(suppliers, 's');
const i = itemAlias;
const s = supplierAlias;

/** An item's own columns as its row shows them. */
export const itemFields = {
  id: i.id,
  sku: i.sku,
  name: i.name,
  brand: i.brand,
  oemPartNumber: i.oemPartNumber,
  aftermarketPartNumber: i.aftermarketPartNumber,
  barcode: i.barcode,
  category: i.category,
  location: i.location,
  unit: i.unit,
  supplierId: i.supplierId,
  cost: i.cost,
  price: i.price,
  markupPercent: i.markupPercent,
  taxable: i.taxable,
  onHand: i.onHand,
  reserved: i.reserved,
  reorderPoint: i.reorderPoint,
  reorderQuantity: i.reorderQuantity,
  active: i.active,
};

/**
 * An item row as the overview, the export, the item page and the Low Stock Alerts read it: `i`
 * left joined to its supplier `s` (supplierJoin).
 */
export const itemColumns = { ...itemFields, supplierName: s.name, lowStock: lowStockCondition(i) };

export const supplierJoin = and(eq(s.shopId, i.shopId), eq(s.id, i.supplierId));

export type ItemRow = Pick<typeof inventoryItems.$inferSelect, keyof typeof itemFields> & {
  supplierName: string | null;
  lowStock: boolean;
};

/** The API's row of an item: its price by its rule, available stock and stock value. */
export function toItemSummary(row: ItemRow): InventoryItemSummary {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    oemPartNumber: row.oemPartNumber,
    aftermarketPartNumber: row.aftermarketPartNumber,
    barcode: row.barcode,
    category: row.category,
    location: row.location,
    unit: row.unit,
    supplier:
      row.supplierId && row.supplierName ? { id: row.supplierId, name: row.supplierName } : null,
    cost: row.cost,
    price: itemPrice({ cost: row.cost, price: row.price, markupPercent: row.markupPercent }),
    taxable: row.taxable,
    onHand: row.onHand,
    reserved: row.reserved,
    available: availableQuantity(row),
    stockValue: stockValue(row),
    reorderPoint: row.reorderPoint,
    reorderQuantity: row.reorderQuantity,
    lowStock: row.lowStock,
    active: row.active,
  };
}
