import {
  availableQuantity,
  itemPrice,
  openPurchaseOrderStatuses,
  type StockUnit,
  stockValue,
  suggestedOrderQuantity,
} from '@pitstop/domain/inventory';
import type { LowStockAlerts, LowStockItem } from '@pitstop/domain/inventory-views';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { lowStockCondition } from '../../platform/inventory/stock-ledger.ts';

type AlertRow = {
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
  lead_time_days: number | null;
  cost: string;
  price: string | null;
  markup_percent: string | null;
  taxable: boolean;
  on_hand: string;
  reserved: string;
  reorder_point: string | null;
  reorder_quantity: string | null;
  active: boolean;
  on_order: string;
};

/**
 * Low Stock Alerts: the active items at or below their reorder point (read from the partial
 * index inventory_items_low_stock_idx, ADR 017), grouped by supplier by name with the items
 * without one last, each with what to order (suggestedOrderQuantity) and what open purchase
 * orders will already bring.
 */
export async function listLowStockAlerts(options: {
  tx: Tx;
  shopId: string;
}): Promise<LowStockAlerts> {
  const { tx, shopId } = options;
  const open = sql.join(
    openPurchaseOrderStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await rowsOf<AlertRow>(
    tx,
    sql`select i.id, i.sku, i.name, i.brand, i.oem_part_number, i.aftermarket_part_number,
        i.barcode, i.category, i.location, i.unit, i.supplier_id, s.name as supplier_name,
        s.lead_time_days, i.cost::text, i.price::text, i.markup_percent::text, i.taxable,
        i.on_hand::text, i.reserved::text, i.reorder_point::text, i.reorder_quantity::text,
        i.active,
        coalesce((select sum(l.quantity - l.quantity_received)
          from purchase_order_lines l
          join purchase_orders po on po.shop_id = l.shop_id and po.id = l.purchase_order_id
          where l.shop_id = i.shop_id and l.item_id = i.id and po.status in (${open})
        ), 0)::numeric(12, 2)::text as on_order
      from inventory_items i
      left join suppliers s on s.shop_id = i.shop_id and s.id = i.supplier_id
      where i.shop_id = ${shopId} and ${lowStockCondition('i')}
      order by s.name is null, lower(s.name), s.id, lower(i.name), i.id`,
  );
  const [shop] = await rowsOf<{ currency: string }>(
    tx,
    sql`select currency from shops where id = ${shopId}`,
  );
  const groups: LowStockAlerts['groups'] = [];
  for (const row of rows) {
    const supplier = row.supplier_id
      ? { id: row.supplier_id, name: row.supplier_name ?? '', leadTimeDays: row.lead_time_days }
      : null;
    const last = groups.at(-1);
    const group =
      last && (last.supplier?.id ?? null) === (supplier?.id ?? null)
        ? last
        : (groups[groups.push({ supplier, items: [] }) - 1] as (typeof groups)[number]);
    group.items.push(toLowStockItem(row));
  }
  return { groups, currency: shop?.currency ?? 'USD' };
}

function toLowStockItem(row: AlertRow): LowStockItem {
  const stock = {
    onHand: row.on_hand,
    reserved: row.reserved,
    reorderPoint: row.reorder_point,
    reorderQuantity: row.reorder_quantity,
    unit: row.unit,
  };
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
    supplier: row.supplier_id ? { id: row.supplier_id, name: row.supplier_name ?? '' } : null,
    cost: row.cost,
    price: itemPrice({ cost: row.cost, price: row.price, markupPercent: row.markup_percent }),
    taxable: row.taxable,
    onHand: row.on_hand,
    reserved: row.reserved,
    available: availableQuantity(stock),
    stockValue: stockValue({ onHand: row.on_hand, cost: row.cost }),
    reorderPoint: row.reorder_point,
    reorderQuantity: row.reorder_quantity,
    lowStock: true,
    active: row.active,
    suggestedQuantity: suggestedOrderQuantity(stock),
    onOrder: row.on_order,
  };
}
