import {
  addQuantities,
  compareQuantities,
  formatPurchaseOrderNumber,
  type PurchaseOrderStatus,
  purchaseOrderStatusLabels,
  type StockUnit,
  unitQuantityError,
} from '@pitstop/domain/inventory';
import { compareMoney, MONEY_MAX, multiplyMoney, sumMoney } from '@pitstop/domain/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inventoryItems, purchaseOrderLines, purchaseOrders } from '../../db/schema/inventory.ts';
import { AppError } from '../../platform/errors.ts';

export const purchaseOrderNotFound = () => AppError.notFound('Purchase order not found.');

export type LockedPurchaseOrder = {
  id: string;
  number: number;
  status: PurchaseOrderStatus;
  supplierId: string;
};

/**
 * Reads a purchase order FOR UPDATE in the caller's transaction: every write to an order (an
 * edit, a transition, a receipt) queues on its row, so two submits of one delivery never both
 * see the quantities still to come.
 */
export async function lockPurchaseOrder(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<LockedPurchaseOrder> {
  const [order] = await options.tx
    .select({
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      status: purchaseOrders.status,
      supplierId: purchaseOrders.supplierId,
    })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.shopId, options.shopId), eq(purchaseOrders.id, options.id)))
    .for('update');
  if (!order) throw purchaseOrderNotFound();
  return order;
}

/** The items an order's lines name, one per line. */
export async function listOrderItemIds(options: {
  tx: Tx;
  shopId: string;
  purchaseOrderId: string;
}): Promise<string[]> {
  const lines = await options.tx
    .select({ itemId: purchaseOrderLines.itemId })
    .from(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.shopId, options.shopId),
        eq(purchaseOrderLines.purchaseOrderId, options.purchaseOrderId),
      ),
    );
  return lines.map((line) => line.itemId);
}

/** A draft's only edits: anything else is a 409 a person can act on. */
export function refuseUnlessDraft(order: LockedPurchaseOrder): void {
  if (order.status !== 'draft') {
    throw AppError.conflict(
      `${formatPurchaseOrderNumber(order.number)} is ${purchaseOrderStatusLabels[order.status].toLowerCase()}: only a draft can be changed. Create a new purchase order for anything else.`,
    );
  }
}

export type OrderItem = { id: string; name: string; sku: string; unit: StockUnit; cost: string };

/** The shop's items by id; `paths` names each id's field for the 400 when one is not the shop's. */
export async function loadOrderItems(options: {
  tx: Tx;
  shopId: string;
  itemIds: string[];
  pathOf: (index: number) => string;
}): Promise<Map<string, OrderItem>> {
  const { tx, shopId, itemIds } = options;
  const rows =
    itemIds.length === 0
      ? []
      : await tx
          .select({
            id: inventoryItems.id,
            name: inventoryItems.name,
            sku: inventoryItems.sku,
            unit: inventoryItems.unit,
            cost: inventoryItems.cost,
          })
          .from(inventoryItems)
          .where(and(eq(inventoryItems.shopId, shopId), inArray(inventoryItems.id, itemIds)));
  const items = new Map(rows.map((row) => [row.id, row]));
  const missing = itemIds.flatMap((id, index) =>
    items.has(id) ? [] : [{ path: options.pathOf(index), message: 'Not an item of this shop' }],
  );
  if (missing.length > 0) throw AppError.badRequest('Choose items from your inventory.', missing);
  return items;
}

export type DraftLine = { itemId: string; quantity: string; unitCost: string };

/**
 * Replaces a draft's lines and its total, after checking each quantity fits its item's unit (a
 * half brake pad is a 400 naming the line) and the total fits the books.
 */
export async function writeDraftLines(options: {
  tx: Tx;
  shopId: string;
  purchaseOrderId: string;
  lines: DraftLine[];
  items: Map<string, OrderItem>;
  /** The field of line n in the request, for a 400 (body.lines.n). */
  pathOf: (index: number) => string;
}): Promise<void> {
  const { tx, shopId, purchaseOrderId, lines, items } = options;
  const problems = lines.flatMap((line, index) => {
    const item = items.get(line.itemId);
    const error = item ? unitQuantityError(item.unit, line.quantity) : 'Not an item of this shop';
    return error ? [{ path: `${options.pathOf(index)}.quantity`, message: error }] : [];
  });
  if (problems.length > 0) throw AppError.badRequest('Check the quantities.', problems);
  const total = sumMoney(lines.map((line) => multiplyMoney(line.quantity, line.unitCost)));
  if (compareMoney(total, MONEY_MAX) > 0) {
    throw AppError.badRequest('This order is too large to record; split it into smaller ones.', [
      { path: options.pathOf(0).replace(/\.\d+$/, ''), message: 'The total is too large' },
    ]);
  }
  await tx
    .delete(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.shopId, shopId),
        eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId),
      ),
    );
  await tx.insert(purchaseOrderLines).values(
    lines.map((line, position) => ({
      shopId,
      purchaseOrderId,
      position,
      itemId: line.itemId,
      quantity: addQuantities(line.quantity, '0'),
      unitCost: line.unitCost,
    })),
  );
  await tx
    .update(purchaseOrders)
    .set({ total, updatedAt: sql`now()` })
    .where(and(eq(purchaseOrders.shopId, shopId), eq(purchaseOrders.id, purchaseOrderId)));
}

/** A draft's lines as they stand, in order. */
export async function readDraftLines(options: {
  tx: Tx;
  shopId: string;
  purchaseOrderId: string;
}): Promise<DraftLine[]> {
  return options.tx
    .select({
      itemId: purchaseOrderLines.itemId,
      quantity: purchaseOrderLines.quantity,
      unitCost: purchaseOrderLines.unitCost,
    })
    .from(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.shopId, options.shopId),
        eq(purchaseOrderLines.purchaseOrderId, options.purchaseOrderId),
      ),
    )
    .orderBy(purchaseOrderLines.position, purchaseOrderLines.id);
}

/** The larger of two quantities. */
export function maxQuantity(a: string, b: string): string {
  return compareQuantities(a, b) >= 0 ? a : b;
}
