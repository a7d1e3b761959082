import {
  addQuantities,
  compareQuantities,
  formatPurchaseOrderNumber,
  formatStockQuantity,
  purchaseOrderMachine,
  type purchaseOrderReceiptSchema,
  subtractQuantities,
  unitQuantityError,
} from '@pitstop/domain/inventory';
import type { Role } from '@pitstop/domain/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { inventoryItems, purchaseOrderLines, purchaseOrders } from '../../db/schema/inventory.ts';
import { historyEntries } from '../../db/schema/platform.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import { idempotencyKeyReused } from '../../platform/idempotency.ts';
import type { EventBus } from '../../plugins/events.ts';
import { publishInventoryChanged, recordStockMovement, sortItemIds } from '../inventory/public.ts';
import { lockPurchaseOrder } from './purchase-order-lines.ts';

type ReceiptInput = z.output<typeof purchaseOrderReceiptSchema>;

/**
 * Records a delivery (ADR 017): per line, the quantity that came in, never more than is still to
 * come (400 naming body.lines.n.quantity). Each line is a receipt movement with the order's id
 * and the unit cost paid (the line's, or the one invoiced), which averages into the item's cost.
 * Everything happens under the lock on the order's row, so a second submit of the same delivery
 * waits for the first and then finds nothing left to receive. The order is received once every
 * line is in, partially received before.
 *
 * An Idempotency-Key is kept on the receipt's history entry: a retry with the same key and body
 * receives nothing more and answers as the first did; the same key with another body is a 422.
 */
export async function receivePurchaseOrder(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor & { role: Role };
  id: string;
  input: ReceiptInput;
  idempotency?: { key: string; fingerprint: string };
  events: EventBus;
}): Promise<{ itemIds: string[]; stockMoved: boolean }> {
  const { shopId, actor, id, input, idempotency, events } = options;
  if (!purchaseOrderMachine.transitions.receive.roles.includes(actor.role))
    throw AppError.forbidden();

  return options.tx.transaction(async (tx) => {
    const order = await lockPurchaseOrder({ tx, shopId, id });
    if (idempotency) {
      const [earlier] = await tx
        .select({ fingerprint: sql<string | null>`${historyEntries.details}->>'fingerprint'` })
        .from(historyEntries)
        .where(
          and(
            eq(historyEntries.shopId, shopId),
            eq(historyEntries.subjectType, 'purchase_order'),
            eq(historyEntries.subjectId, id),
            eq(historyEntries.action, 'receive'),
            sql`${historyEntries.details}->>'idempotencyKey' = ${idempotency.key}`,
          ),
        )
        .limit(1);
      if (earlier) {
        if (earlier.fingerprint !== idempotency.fingerprint) throw idempotencyKeyReused();
        return { itemIds: [], stockMoved: false };
      }
    }
    const refusal = purchaseOrderMachine.refusal(order.status, 'receive');
    if (refusal) throw AppError.conflict(refusal);

    const lines = await tx
      .select({
        id: purchaseOrderLines.id,
        itemId: purchaseOrderLines.itemId,
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
      .where(
        and(eq(purchaseOrderLines.shopId, shopId), eq(purchaseOrderLines.purchaseOrderId, id)),
      );
    const byId = new Map(lines.map((line) => [line.id, line]));
    const problems: { path: string; message: string }[] = [];
    const seen = new Set<string>();
    input.lines.forEach((received, index) => {
      const path = `body.lines.${index}`;
      const line = byId.get(received.lineId);
      if (!line) {
        problems.push({ path: `${path}.lineId`, message: 'Not a line of this order' });
        return;
      }
      if (seen.has(line.id)) {
        problems.push({ path: `${path}.lineId`, message: 'This line is already in the delivery' });
        return;
      }
      seen.add(line.id);
      const unitError = unitQuantityError(line.unit, received.quantity);
      if (unitError) {
        problems.push({ path: `${path}.quantity`, message: unitError });
        return;
      }
      const outstanding = subtractQuantities(line.quantity, line.quantityReceived);
      if (compareQuantities(received.quantity, outstanding) > 0) {
        problems.push({
          path: `${path}.quantity`,
          message:
            compareQuantities(outstanding, '0') <= 0
              ? `Nothing more of ${line.name} is to come: all ${formatStockQuantity(line.quantity, line.unit)} were received`
              : `At most ${formatStockQuantity(outstanding, line.unit)} of ${line.name} is still to come`,
        });
      }
    });
    if (problems.length > 0) {
      throw AppError.badRequest(
        `Check the quantities received for ${formatPurchaseOrderNumber(order.number)}.`,
        problems,
      );
    }

    // One movement per item, in the ledger's lock order.
    const receipts = input.lines.map((received) => ({
      received,
      line: byId.get(received.lineId) as (typeof lines)[number],
    }));
    const lockOrder = sortItemIds(receipts.map(({ line }) => line.itemId));
    receipts.sort((a, b) => lockOrder.indexOf(a.line.itemId) - lockOrder.indexOf(b.line.itemId));
    for (const { received, line } of receipts) {
      await recordStockMovement({
        tx,
        shopId,
        itemId: line.itemId,
        kind: 'receipt',
        onHandChange: received.quantity,
        unitCost: received.unitCost ?? line.unitCost,
        purchaseOrderId: id,
        note: input.note ?? `${formatPurchaseOrderNumber(order.number)} delivery`,
        actor,
      });
      await tx
        .update(purchaseOrderLines)
        .set({
          quantityReceived: sql`${purchaseOrderLines.quantityReceived} + ${received.quantity}`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(purchaseOrderLines.shopId, shopId), eq(purchaseOrderLines.id, line.id)));
    }

    const receivedNow = new Map(input.lines.map((line) => [line.lineId, line.quantity]));
    const complete = lines.every(
      (line) =>
        compareQuantities(
          addQuantities(line.quantityReceived, receivedNow.get(line.id) ?? '0'),
          line.quantity,
        ) >= 0,
    );
    const toStatus = complete ? 'received' : 'partially_received';
    await tx
      .update(purchaseOrders)
      .set({
        status: toStatus,
        ...(complete ? { receivedAt: sql`now()` as unknown as Date } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(purchaseOrders.shopId, shopId), eq(purchaseOrders.id, id)));
    await recordHistory({
      tx,
      shopId,
      subjectType: 'purchase_order',
      subjectId: id,
      action: 'receive',
      actor,
      fromStatus: order.status,
      toStatus,
      reason: input.note,
      details: {
        lines: receipts.map(({ received, line }) => ({
          lineId: line.id,
          itemId: line.itemId,
          name: line.name,
          quantity: addQuantities(received.quantity, '0'),
        })),
        ...(idempotency
          ? { idempotencyKey: idempotency.key, fingerprint: idempotency.fingerprint }
          : {}),
      },
    });
    const itemIds = receipts.map(({ line }) => line.itemId);
    await publishInventoryChanged(events, { shopId, itemIds, tx });
    return { itemIds, stockMoved: true };
  });
}
