import { openPurchaseOrderStatuses, suggestedOrderQuantity } from '@pitstop/domain/inventory';
import type { LowStockAlerts, LowStockItem } from '@pitstop/domain/inventory-views';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  type ItemRow,
  itemColumns,
  supplierJoin,
  toItemSummary,
} from '../../platform/inventory/item-rows.ts';
import { lowStockCondition } from '../../platform/inventory/stock-ledger.ts';

type AlertRow = ItemRow & { lead_time_days: number | null; on_order: string };

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
    sql`select ${itemColumns}, s.lead_time_days,
        coalesce((select sum(l.quantity - l.quantity_received)
          from purchase_order_lines l
          join purchase_orders po on po.shop_id = l.shop_id and po.id = l.purchase_order_id
          where l.shop_id = i.shop_id and l.item_id = i.id and po.status in (${open})
        ), 0)::numeric(12, 2)::text as on_order
      from inventory_items i ${supplierJoin}
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
  return {
    ...toItemSummary(row),
    suggestedQuantity: suggestedOrderQuantity({
      onHand: row.on_hand,
      reserved: row.reserved,
      reorderPoint: row.reorder_point,
      reorderQuantity: row.reorder_quantity,
      unit: row.unit,
    }),
    onOrder: row.on_order,
  };
}
