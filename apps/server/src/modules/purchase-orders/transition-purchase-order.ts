import {
  formatPurchaseOrderNumber,
  type PurchaseOrderAction,
  purchaseOrderMachine,
} from '@pitstop/domain/inventory';
import { addLocalDays, localToday } from '@pitstop/domain/local-time';
import type { Role } from '@pitstop/domain/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { purchaseOrders } from '../../db/schema/inventory.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import { lockPurchaseOrder } from '../../platform/purchasing/purchase-order-lines.ts';
import { queuePurchaseOrderMail } from '../../platform/purchasing/purchase-order-mail.ts';
import { AppError } from '../../plugins/errors.ts';

/**
 * Moves a purchase order along purchaseOrderMachine (receiving is receivePurchaseOrder's):
 * - order: the supplier gets the PDF by e-mail through the job queue, queued in this
 *   transaction. A supplier without an e-mail address takes orders by phone: the order is
 *   marked ordered and nothing is mailed (history says so). Without an expected date, the
 *   supplier's lead time gives one.
 * - close: a partly received order whose rest will not come counts as received (the reason is
 *   kept in its history).
 * - cancel: a draft or an order the supplier will not fill, with the reason.
 * The row is locked first, so of two people acting at once the second gets the refusal for the
 * status the first left (409).
 */
export async function transitionPurchaseOrder(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor & { role: Role };
  id: string;
  action: Exclude<PurchaseOrderAction, 'receive'>;
  reason?: string | null;
}): Promise<{ itemIds: string[] }> {
  const { shopId, actor, id, action } = options;
  const transition = purchaseOrderMachine.transitions[action];
  if (!transition.roles.includes(actor.role)) throw AppError.forbidden();
  const reason = options.reason?.trim() || null;
  if (transition.needsReason && !reason) {
    throw AppError.badRequest(`Give a reason to ${transition.label.toLowerCase()}.`, [
      { path: 'body.reason', message: 'A reason is required' },
    ]);
  }

  return options.tx.transaction(async (tx) => {
    const order = await lockPurchaseOrder({ tx, shopId, id });
    const refusal = purchaseOrderMachine.refusal(order.status, action);
    if (refusal) throw AppError.conflict(refusal);
    const lines = await rowsOf<{ item_id: string }>(
      tx,
      sql`select item_id from purchase_order_lines where shop_id = ${shopId} and purchase_order_id = ${id}`,
    );
    let details: Record<string, unknown> | null = null;
    let changes: Partial<typeof purchaseOrders.$inferInsert> = {};

    if (action === 'order') {
      const [supplier] = await rowsOf<{
        name: string;
        email: string | null;
        phone: string | null;
        active: boolean;
        lead_time_days: number | null;
        expected_on: string | null;
        timezone: string;
      }>(
        tx,
        sql`select s.name, s.email, s.phone, s.active, s.lead_time_days, po.expected_on::text, sh.timezone
          from purchase_orders po
          join suppliers s on s.shop_id = po.shop_id and s.id = po.supplier_id
          join shops sh on sh.id = po.shop_id
          where po.shop_id = ${shopId} and po.id = ${id}`,
      );
      if (!supplier) throw new Error('purchase order without its supplier');
      if (!supplier.active) {
        throw AppError.conflict(
          `${supplier.name} is deactivated. Reactivate it on the Suppliers screen, or change the supplier of ${formatPurchaseOrderNumber(order.number)}.`,
        );
      }
      if (lines.length === 0) {
        throw AppError.conflict(
          `${formatPurchaseOrderNumber(order.number)} has no lines. Add what to order first.`,
        );
      }
      const expectedOn =
        supplier.expected_on ??
        (supplier.lead_time_days !== null
          ? addLocalDays(localToday(supplier.timezone), supplier.lead_time_days)
          : null);
      changes = {
        orderedAt: sql`now()` as unknown as Date,
        sentTo: supplier.email,
        expectedOn,
      };
      details = supplier.email
        ? { sentTo: supplier.email }
        : { by: 'phone', phone: supplier.phone };
      if (supplier.email) await queuePurchaseOrderMail({ tx, shopId, purchaseOrderId: id });
    }
    if (action === 'close') changes = { receivedAt: sql`now()` as unknown as Date };
    if (action === 'cancel') changes = { cancelReason: reason };

    await tx
      .update(purchaseOrders)
      .set({ status: transition.to, ...changes, updatedAt: sql`now()` })
      .where(and(eq(purchaseOrders.shopId, shopId), eq(purchaseOrders.id, id)));
    await recordHistory({
      tx,
      shopId,
      subjectType: 'purchase_order',
      subjectId: id,
      action,
      actor,
      fromStatus: order.status,
      toStatus: transition.to,
      reason,
      details,
    });
    return { itemIds: lines.map((line) => line.item_id) };
  });
}
