import type { purchaseOrderInputSchema } from '@pitstop/domain/inventory';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { purchaseOrders, suppliers } from '../../db/schema/inventory.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { publishPurchaseOrderChanged } from './purchase-order-events.ts';
import {
  listOrderItemIds,
  loadOrderItems,
  lockPurchaseOrder,
  refuseUnlessDraft,
  writeDraftLines,
} from './purchase-order-lines.ts';

type PurchaseOrderInput = z.output<typeof purchaseOrderInputSchema>;

/** A supplier of the shop that takes new orders (not deactivated), or a 400 naming the field. */
export async function checkOrderSupplier(options: {
  tx: Tx;
  shopId: string;
  supplierId: string;
  path: string;
}): Promise<{ id: string; name: string }> {
  const [supplier] = await options.tx
    .select({ id: suppliers.id, name: suppliers.name, active: suppliers.active })
    .from(suppliers)
    .where(and(eq(suppliers.shopId, options.shopId), eq(suppliers.id, options.supplierId)));
  if (!supplier) {
    throw AppError.badRequest('Choose one of your suppliers.', [
      { path: options.path, message: 'Not a supplier of this shop' },
    ]);
  }
  if (!supplier.active) {
    throw AppError.badRequest(
      `${supplier.name} is deactivated. Reactivate it on the Suppliers screen, or choose another supplier.`,
      [{ path: options.path, message: 'This supplier is deactivated' }],
    );
  }
  return supplier;
}

const linePath = (index: number) => `body.lines.${index}`;

/** A new draft purchase order with its lines; its number comes from the shop's sequence. */
export async function createPurchaseOrder(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  input: PurchaseOrderInput;
  events: EventBus;
}): Promise<{ id: string; itemIds: string[] }> {
  const { shopId, actor, input, events } = options;
  return options.tx.transaction(async (tx) => {
    await checkOrderSupplier({ tx, shopId, supplierId: input.supplierId, path: 'body.supplierId' });
    const items = await loadOrderItems({
      tx,
      shopId,
      itemIds: input.lines.map((line) => line.itemId),
      pathOf: (index) => `${linePath(index)}.itemId`,
    });
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        shopId,
        supplierId: input.supplierId,
        expectedOn: input.expectedOn,
        notes: input.notes,
        createdBy: actor.id,
      })
      .returning({ id: purchaseOrders.id });
    if (!order) throw new Error('purchase order not inserted');
    await writeDraftLines({
      tx,
      shopId,
      purchaseOrderId: order.id,
      lines: input.lines,
      items,
      pathOf: linePath,
    });
    await recordHistory({
      tx,
      shopId,
      subjectType: 'purchase_order',
      subjectId: order.id,
      action: 'create',
      actor,
      toStatus: 'draft',
    });
    const itemIds = [...items.keys()];
    await publishPurchaseOrderChanged({
      events,
      tx,
      shopId,
      purchaseOrderIds: [order.id],
      itemIds,
    });
    return { id: order.id, itemIds };
  });
}

/** Replaces a draft (supplier, expected date, notes, lines); 409 once it has been sent. */
export async function updatePurchaseOrder(options: {
  tx: Tx;
  shopId: string;
  id: string;
  input: PurchaseOrderInput;
  events: EventBus;
}): Promise<{ itemIds: string[] }> {
  const { shopId, id, input, events } = options;
  return options.tx.transaction(async (tx) => {
    const order = await lockPurchaseOrder({ tx, shopId, id });
    refuseUnlessDraft(order);
    if (order.supplierId !== input.supplierId) {
      await checkOrderSupplier({
        tx,
        shopId,
        supplierId: input.supplierId,
        path: 'body.supplierId',
      });
    }
    const before = await listOrderItemIds({ tx, shopId, purchaseOrderId: id });
    const items = await loadOrderItems({
      tx,
      shopId,
      itemIds: input.lines.map((line) => line.itemId),
      pathOf: (index) => `${linePath(index)}.itemId`,
    });
    await tx
      .update(purchaseOrders)
      .set({
        supplierId: input.supplierId,
        expectedOn: input.expectedOn,
        notes: input.notes,
        updatedAt: sql`now()`,
      })
      .where(and(eq(purchaseOrders.shopId, shopId), eq(purchaseOrders.id, id)));
    await writeDraftLines({
      tx,
      shopId,
      purchaseOrderId: id,
      lines: input.lines,
      items,
      pathOf: linePath,
    });
    const itemIds = [...new Set([...before, ...items.keys()])];
    await publishPurchaseOrderChanged({ events, tx, shopId, purchaseOrderIds: [id], itemIds });
    return { itemIds };
  });
}
