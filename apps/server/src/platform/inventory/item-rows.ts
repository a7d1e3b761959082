import {
  availableQuantity,
  itemPrice,
  type StockUnit,
  stockValue,
} from '@pitstop/domain/inventory';
import type { InventoryItemSummary } from '@pitstop/domain/inventory-views';
import { sql } from 'drizzle-orm';
import { lowStockCondition } from './stock-ledger.ts';

/** An item row as the overview, the export, the item page and the Low Stock Alerts read it (alias `i`, supplier `s`). */
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

/** The API's row of an item: its price by its rule, available stock and stock value. */
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
