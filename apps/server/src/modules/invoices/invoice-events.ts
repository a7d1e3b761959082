import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { invoices } from '../../db/schema/billing.ts';
import { clients } from '../../db/schema/clients.ts';
import type { EventBus } from '../../plugins/events.ts';

/**
 * Records `invoices.changed` in the transaction that changed the invoice, so it leaves on commit
 * only: to the shop's staff but mechanics (no billing screens), naming the invoice and its job
 * order, so open invoice lists, invoice pages, the receivables and job order pages refetch; and,
 * once issued, to the car owner of the client billed, whose invoices list may have changed.
 */
export async function publishInvoiceChanged(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  invoiceId: string;
}): Promise<void> {
  const { tx, shopId, invoiceId } = options;
  const [invoice] = await tx
    .select({
      number: invoices.number,
      jobOrderId: invoices.jobOrderId,
      ownerUserId: clients.userId,
    })
    .from(invoices)
    .leftJoin(clients, and(eq(clients.shopId, invoices.shopId), eq(clients.id, invoices.clientId)))
    .where(and(eq(invoices.shopId, shopId), eq(invoices.id, invoiceId)));
  if (!invoice) return;
  const owner = invoice.number ? invoice.ownerUserId : null;
  await options.events.publish(
    {
      type: 'invoices.changed',
      shopId,
      mechanicIds: [],
      ...(owner ? { userIds: [owner] } : {}),
      data: {
        invoiceIds: [invoiceId],
        jobOrderIds: invoice.jobOrderId ? [invoice.jobOrderId] : [],
      },
    },
    tx,
  );
}
