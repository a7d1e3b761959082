import {
  formatPurchaseOrderNumber,
  type PurchaseOrderAction,
  purchaseOrderMachine,
} from '@pitstop/domain/inventory';
import { addLocalDays, localToday } from '@pitstop/domain/local-time';
import type { MailPreview } from '@pitstop/domain/mail-preview';
import type { Role } from '@pitstop/domain/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { purchaseOrders, suppliers } from '../../db/schema/inventory.ts';
import { shops } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { mailPreviewOf } from '../../plugins/mail.ts';
import { loadPurchaseOrder } from './load-purchase-order.ts';
import { publishPurchaseOrderChanged } from './purchase-order-events.ts';
import {
  listOrderItemIds,
  lockPurchaseOrder,
  purchaseOrderNotFound,
} from './purchase-order-lines.ts';
import { purchaseOrderMail, queuePurchaseOrderMail } from './purchase-order-mail.ts';

/**
 * What Send to supplier checks and sets, for the send and its preview alike: the supplier must
 * be active and the order have lines (409); the mail goes to the address typed, else the
 * supplier's (none: ordered by phone); without an expected date, the lead time gives one.
 */
async function orderingOf(options: {
  tx: Tx;
  shopId: string;
  id: string;
  number: number;
  lineCount: number;
  to: string | undefined;
}): Promise<{ sentTo: string | null; phone: string | null; expectedOn: string | null }> {
  const { tx, shopId, id } = options;
  const [supplier] = await tx
    .select({
      name: suppliers.name,
      email: suppliers.email,
      phone: suppliers.phone,
      active: suppliers.active,
      leadTimeDays: suppliers.leadTimeDays,
      expectedOn: purchaseOrders.expectedOn,
      timezone: shops.timezone,
    })
    .from(purchaseOrders)
    .innerJoin(
      suppliers,
      and(eq(suppliers.shopId, purchaseOrders.shopId), eq(suppliers.id, purchaseOrders.supplierId)),
    )
    .innerJoin(shops, eq(shops.id, purchaseOrders.shopId))
    .where(and(eq(purchaseOrders.shopId, shopId), eq(purchaseOrders.id, id)));
  if (!supplier) throw new Error('purchase order without its supplier');
  if (!supplier.active) {
    throw AppError.conflict(
      `${supplier.name} is deactivated. Reactivate it on the Suppliers screen, or change the supplier of ${formatPurchaseOrderNumber(options.number)}.`,
    );
  }
  if (options.lineCount === 0) {
    throw AppError.conflict(
      `${formatPurchaseOrderNumber(options.number)} has no lines. Add what to order first.`,
    );
  }
  return {
    sentTo: options.to ?? supplier.email,
    phone: supplier.phone,
    expectedOn:
      supplier.expectedOn ??
      (supplier.leadTimeDays !== null
        ? addLocalDays(localToday(supplier.timezone), supplier.leadTimeDays)
        : null),
  };
}

/**
 * Send to supplier's preview (GET /purchase-orders/:id/order/preview): the mail the order would
 * be sent with now, built by the queue's own purchaseOrderMail and refused as the send refuses;
 * an order with no address to mail goes by phone, so there is no mail to show (422).
 */
export async function previewPurchaseOrderMail(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor & { role: Role };
  id: string;
  to?: string;
}): Promise<MailPreview> {
  const { tx, shopId, id } = options;
  if (!purchaseOrderMachine.transitions.order.roles.includes(options.actor.role))
    throw AppError.forbidden();
  const loaded = await loadPurchaseOrder({ tx, shopId, id });
  if (!loaded) throw purchaseOrderNotFound();
  const refusal = purchaseOrderMachine.refusal(loaded.order.status, 'order');
  if (refusal) throw AppError.conflict(refusal);
  const ordering = await orderingOf({
    tx,
    shopId,
    id,
    number: loaded.order.number,
    lineCount: loaded.order.lines.length,
    to: options.to,
  });
  if (!ordering.sentTo) {
    throw new AppError(
      'unprocessable',
      422,
      `${loaded.order.supplier.name} has no e-mail address, so nothing is mailed. Type one, or mark the order as ordered by phone.`,
      [{ path: 'query.to', message: 'Enter the e-mail address to send to' }],
    );
  }
  const order = { ...loaded.order, expectedOn: ordering.expectedOn };
  return mailPreviewOf(await purchaseOrderMail({ ...loaded, order }, ordering.sentTo));
}

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
  /** Send to supplier: the address typed instead of the supplier's. */
  to?: string;
  events: EventBus;
}): Promise<{ itemIds: string[] }> {
  const { shopId, actor, id, action, events } = options;
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
    const itemIds = await listOrderItemIds({ tx, shopId, purchaseOrderId: id });
    let details: Record<string, unknown> | null = null;
    let changes: Partial<typeof purchaseOrders.$inferInsert> = {};

    if (action === 'order') {
      const ordering = await orderingOf({
        tx,
        shopId,
        id,
        number: order.number,
        lineCount: itemIds.length,
        to: options.to,
      });
      changes = {
        orderedAt: sql`now()` as unknown as Date,
        sentTo: ordering.sentTo,
        expectedOn: ordering.expectedOn,
      };
      details = ordering.sentTo
        ? { sentTo: ordering.sentTo }
        : { by: 'phone', phone: ordering.phone };
      if (ordering.sentTo) await queuePurchaseOrderMail({ tx, shopId, purchaseOrderId: id });
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
    await publishPurchaseOrderChanged({ events, tx, shopId, purchaseOrderIds: [id], itemIds });
    return { itemIds };
  });
}
