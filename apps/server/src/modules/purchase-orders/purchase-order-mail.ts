import { formatCalendarDate } from '@pitstop/domain/date-format';
import { formatMoney } from '@pitstop/domain/format';
import { formatPurchaseOrderNumber } from '@pitstop/domain/inventory';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database.ts';
import { purchaseOrders } from '../../db/schema/inventory.ts';
import { historyEntries } from '../../db/schema/platform.ts';
import { recordHistory } from '../../platform/history.ts';
import { enqueueJob, type Job, type JobHandlers } from '../../platform/job-queue.ts';
import { brandedMail, type Mail, type Mailer } from '../../plugins/mail.ts';
import { type LoadedPurchaseOrder, loadPurchaseOrder } from './load-purchase-order.ts';
import { purchaseOrderFilename, renderPurchaseOrderPdf } from './purchase-order-pdf.ts';

export const PURCHASE_ORDER_MAIL_JOB = 'purchase_order.mail';

/** What sending a purchase order needs; the Fastify app has all of it. */
export type PurchaseOrderMailDeps = { database: Database; mailer: Mailer };

/**
 * Queues the mail of an order just sent to its supplier, in the transaction that marks it
 * ordered: the two stand or fall together, and the queue retries a mail server that is away
 * (30 s, 2 min, 8 min, …) instead of losing the order (ADR 013). One job per order.
 */
export async function queuePurchaseOrderMail(options: {
  tx: Tx;
  shopId: string;
  purchaseOrderId: string;
}): Promise<void> {
  await enqueueJob({
    tx: options.tx,
    kind: PURCHASE_ORDER_MAIL_JOB,
    shopId: options.shopId,
    payload: { purchaseOrderId: options.purchaseOrderId },
    dedupeKey: `${PURCHASE_ORDER_MAIL_JOB}:${options.purchaseOrderId}`,
    maxAttempts: 8,
  });
}

/**
 * Mails the order's PDF to the address it was sent to. An order cancelled before its mail went
 * out is not sent: the supplier would act on it. The send is claimed first with a `mail` entry in
 * the order's history (which also shows the desk when it went), so a job run again after a lost
 * lease does not send the supplier a second copy; a failed send removes the claim and retries.
 */
export async function sendPurchaseOrderMail(deps: PurchaseOrderMailDeps, job: Job): Promise<void> {
  const shopId = job.shopId;
  const purchaseOrderId = (job.payload as { purchaseOrderId?: string }).purchaseOrderId;
  if (!shopId || !purchaseOrderId)
    throw new Error('a purchase order mail needs its shop and order');
  const loaded = await loadPurchaseOrder({ tx: deps.database.db, shopId, id: purchaseOrderId });
  const sentTo = loaded?.order.sentTo;
  if (!loaded || loaded.order.status === 'cancelled' || !sentTo) return;
  const { order } = loaded;
  const db = deps.database.db;
  const mailEntry = and(
    eq(historyEntries.shopId, shopId),
    eq(historyEntries.subjectType, 'purchase_order'),
    eq(historyEntries.subjectId, order.id),
    eq(historyEntries.action, 'mail'),
  );
  const claimed = await db.transaction(async (tx) => {
    // The order's row lock queues another run of this job until this claim is committed.
    await tx
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.shopId, shopId), eq(purchaseOrders.id, order.id)))
      .for('update');
    const [sent] = await tx
      .select({ id: historyEntries.id })
      .from(historyEntries)
      .where(mailEntry)
      .limit(1);
    if (sent) return false;
    await recordHistory({
      tx,
      shopId,
      subjectType: 'purchase_order',
      subjectId: order.id,
      action: 'mail',
      actor: 'system',
      details: { sentTo: order.sentTo },
    });
    return true;
  });
  if (!claimed) return;
  try {
    await deps.mailer.send(await purchaseOrderMail(loaded, sentTo));
  } catch (error) {
    await db.delete(historyEntries).where(mailEntry);
    throw error;
  }
}

/** The mail of an order with its PDF: what the queue sends, and what Send to supplier previews. */
export async function purchaseOrderMail(
  { order, shop }: LoadedPurchaseOrder,
  to: string,
): Promise<Mail> {
  const number = formatPurchaseOrderNumber(order.number);
  const pdf = await renderPurchaseOrderPdf({ order, shop });
  const details: [string, string][] = [
    ['Purchase order', number],
    ['Lines', String(order.lines.length)],
    ['Total', formatMoney(order.total, { currency: order.currency, locale: shop.locale })],
    ...(order.expectedOn
      ? ([['Wanted by', formatCalendarDate(order.expectedOn, shop)]] as [string, string][])
      : []),
    ...(order.supplier.accountNumber
      ? ([['Our account', order.supplier.accountNumber]] as [string, string][])
      : []),
  ];
  const contact = [shop.phone, shop.email].filter(Boolean).join(' or ');
  return brandedMail({
    to,
    subject: `Purchase order ${number} from ${shop.name}`,
    intro: `Hello ${order.supplier.name}, please find attached purchase order ${number} from ${shop.name}.`,
    details,
    outro: contact
      ? `Questions about this order? Contact ${shop.name} at ${contact}.`
      : `Questions about this order? Reply to ${shop.name}.`,
    attachments: [
      {
        filename: purchaseOrderFilename(order),
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
        encoding: 'base64',
      },
    ],
  });
}

/** The queue's handler for purchase order mails, given to the worker the server starts. */
export function purchaseOrderJobHandlers(deps: PurchaseOrderMailDeps): JobHandlers {
  return { [PURCHASE_ORDER_MAIL_JOB]: (job) => sendPurchaseOrderMail(deps, job) };
}
