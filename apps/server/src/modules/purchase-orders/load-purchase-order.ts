import type { PurchaseOrder } from '@pitstop/domain/inventory-views';
import { multiplyMoney } from '@pitstop/domain/money';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  inventoryItems,
  purchaseOrderLines,
  purchaseOrders,
  suppliers,
} from '../../db/schema/inventory.ts';
import { shops } from '../../db/schema/shops.ts';
import { listHistory } from '../../platform/history.ts';
import { purchaseOrderNotFound } from './purchase-order-lines.ts';

export type PurchaseOrderShop = {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  timezone: string;
  /** The shop's number format for money on the documents (Tax and Currency). */
  locale: string;
};

export type LoadedPurchaseOrder = { order: PurchaseOrder; shop: PurchaseOrderShop };

/** A purchase order as its page shows it (lines, history, currency), with the shop it is from. */
export async function loadPurchaseOrder(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<LoadedPurchaseOrder | null> {
  const { tx, shopId, id } = options;
  const [row] = await tx
    .select({
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      status: purchaseOrders.status,
      expectedOn: purchaseOrders.expectedOn,
      orderedAt: purchaseOrders.orderedAt,
      receivedAt: purchaseOrders.receivedAt,
      createdAt: purchaseOrders.createdAt,
      notes: purchaseOrders.notes,
      sentTo: purchaseOrders.sentTo,
      cancelReason: purchaseOrders.cancelReason,
      total: purchaseOrders.total,
      supplier: {
        id: suppliers.id,
        name: suppliers.name,
        email: suppliers.email,
        phone: suppliers.phone,
        accountNumber: suppliers.accountNumber,
      },
      shop: {
        name: shops.name,
        address: shops.address,
        phone: shops.phone,
        email: shops.email,
        timezone: shops.timezone,
        locale: shops.locale,
      },
      currency: shops.currency,
    })
    .from(purchaseOrders)
    .innerJoin(
      suppliers,
      and(eq(suppliers.shopId, purchaseOrders.shopId), eq(suppliers.id, purchaseOrders.supplierId)),
    )
    .innerJoin(shops, eq(shops.id, purchaseOrders.shopId))
    .where(and(eq(purchaseOrders.shopId, shopId), eq(purchaseOrders.id, id)));
  if (!row) return null;
  const lines = await tx
    .select({
      id: purchaseOrderLines.id,
      itemId: purchaseOrderLines.itemId,
      sku: inventoryItems.sku,
      name: inventoryItems.name,
      unit: inventoryItems.unit,
      quantity: purchaseOrderLines.quantity,
      quantityReceived: purchaseOrderLines.quantityReceived,
      unitCost: purchaseOrderLines.unitCost,
    })
    .from(purchaseOrderLines)
    .innerJoin(
      inventoryItems,
      and(
        eq(inventoryItems.shopId, purchaseOrderLines.shopId),
        eq(inventoryItems.id, purchaseOrderLines.itemId),
      ),
    )
    .where(and(eq(purchaseOrderLines.shopId, shopId), eq(purchaseOrderLines.purchaseOrderId, id)))
    .orderBy(purchaseOrderLines.position, purchaseOrderLines.id);
  const history = await listHistory({
    tx,
    shopId,
    subjectType: 'purchase_order',
    subjectId: id,
  });
  const iso = (value: Date | null) => (value === null ? null : value.toISOString());
  return {
    shop: row.shop,
    order: {
      id: row.id,
      number: row.number,
      status: row.status,
      supplier: row.supplier,
      expectedOn: row.expectedOn,
      orderedAt: iso(row.orderedAt),
      receivedAt: iso(row.receivedAt),
      lineCount: lines.length,
      total: row.total,
      createdAt: row.createdAt.toISOString(),
      notes: row.notes,
      sentTo: row.sentTo,
      cancelReason: row.cancelReason,
      lines: lines.map((line) => ({
        id: line.id,
        item: { id: line.itemId, sku: line.sku, name: line.name, unit: line.unit },
        quantity: line.quantity,
        quantityReceived: line.quantityReceived,
        unitCost: line.unitCost,
        amount: multiplyMoney(line.quantity, line.unitCost),
      })),
      history,
      currency: row.currency,
    },
  };
}

/** The purchase order as its page shows it, or a 404. */
export async function getPurchaseOrder(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<LoadedPurchaseOrder> {
  const loaded = await loadPurchaseOrder(options);
  if (!loaded) throw purchaseOrderNotFound();
  return loaded;
}
