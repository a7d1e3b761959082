import { openPurchaseOrderStatuses, suggestedOrderQuantity } from '@pitstop/domain/inventory';
import type { LowStockAlerts, LowStockItem } from '@pitstop/domain/inventory-views';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/inventory.ts';
import { shops } from '../../db/schema/shops.ts';
import {
  type ItemRow,
  itemAlias,
  itemColumns,
  lowStockCondition,
  supplierAlias,
  supplierJoin,
  toItemSummary,
} from '../inventory/public.ts';

const i = itemAlias;
const s = supplierAlias;

type AlertRow = ItemRow & { leadTimeDays: number | null; onOrder: string };

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
  const onOrder = tx
    .select({
      quantity: sql<string>`sum(${purchaseOrderLines.quantity} - ${purchaseOrderLines.quantityReceived})`,
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
        eq(purchaseOrderLines.shopId, i.shopId),
        eq(purchaseOrderLines.itemId, i.id),
        inArray(purchaseOrders.status, [...openPurchaseOrderStatuses]),
      ),
    );
  const rows: AlertRow[] = await tx
    .select({
      ...itemColumns,
      leadTimeDays: s.leadTimeDays,
      onOrder: sql<string>`coalesce(${onOrder}, 0)::numeric(12, 2)::text`,
    })
    .from(i)
    .leftJoin(s, supplierJoin)
    .where(and(eq(i.shopId, shopId), lowStockCondition(i)))
    .orderBy(isNull(s.name), sql`lower(${s.name})`, s.id, sql`lower(${i.name})`, i.id);
  const [shop] = await tx
    .select({ currency: shops.currency })
    .from(shops)
    .where(eq(shops.id, shopId));
  const groups: LowStockAlerts['groups'] = [];
  for (const row of rows) {
    const supplier = row.supplierId
      ? { id: row.supplierId, name: row.supplierName ?? '', leadTimeDays: row.leadTimeDays }
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
      onHand: row.onHand,
      reserved: row.reserved,
      reorderPoint: row.reorderPoint,
      reorderQuantity: row.reorderQuantity,
      unit: row.unit,
    }),
    onOrder: row.onOrder,
  };
}
