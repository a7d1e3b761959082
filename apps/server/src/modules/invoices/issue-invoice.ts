import { formatInvoiceNumber, invoiceMachine } from '@pitstop/domain/invoices';
import { addLocalDays, localToday } from '@pitstop/domain/local-time';
import type { Role } from '@pitstop/domain/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { invoices } from '../../db/schema/billing.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import { nextShopNumber } from '../../platform/sequences.ts';
import type { EventBus } from '../../plugins/events.ts';
import { enqueueReadyMailWithInvoice } from '../job-orders/public.ts';
import { loadBillingShop } from './billing-shop.ts';
import { lockInvoice, recomputeDraft, refuseStaleVersion } from './invoice-drafts.ts';
import { publishInvoiceChanged } from './invoice-events.ts';

function unprocessable(message: string, path: string, fieldMessage: string): AppError {
  return new AppError('unprocessable', 422, message, [{ path, message: fieldMessage }]);
}

/**
 * Issues a draft (ADR 020): its figures computed a last time with the shop's settings, then the
 * next number of the shop's sequence for the local year — taken in this transaction, so the
 * sequence row stays locked until commit and a failed issue leaves no gap — the invoice date
 * (the shop's local day), the due date (+ payment terms), and the currency, locale and tax name
 * it keeps from now on. The invoice of a job order ready for pickup queues the ready mail again,
 * with the amount due (ADR 037). A draft with no lines, or without a bill-to name, is refused (422).
 */
export async function issueInvoice(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: PersonActor & { role: Role };
  id: string;
  ifMatch?: string;
}): Promise<{ number: string }> {
  const { shopId, actor, id } = options;
  if (!(invoiceMachine.transitions.issue.roles as readonly Role[]).includes(actor.role)) {
    throw AppError.forbidden();
  }
  return options.tx.transaction(async (tx) => {
    const invoice = await lockInvoice({ tx, shopId, id });
    const refusal = invoiceMachine.refusal(invoice.status, 'issue');
    if (refusal) throw AppError.conflict(refusal);
    refuseStaleVersion(invoice, options.ifMatch);
    if (invoice.billToName.trim() === '') {
      throw unprocessable(
        'Enter who the invoice is billed to before issuing it.',
        'body.billToName',
        'Bill-to name is required',
      );
    }
    const { lineCount } = await recomputeDraft({ tx, shopId, invoiceId: id });
    if (lineCount === 0) {
      throw unprocessable(
        'Add at least one line before issuing the invoice.',
        'body.lines',
        'The invoice has no lines',
      );
    }
    const { shop, settings } = await loadBillingShop({ tx, shopId });
    const issuedOn = localToday(shop.timezone);
    const year = Number(issuedOn.slice(0, 4));
    const sequence = await nextShopNumber({ tx, shopId, sequence: `invoice:${year}` });
    const number = formatInvoiceNumber(year, sequence);
    // The seller as at issue: a legal document keeps the name and address it was issued under.
    const { name, address, phone, email } = shop;
    await tx
      .update(invoices)
      .set({
        status: 'issued',
        number,
        issuedOn,
        dueOn: addLocalDays(issuedOn, settings.paymentTermsDays),
        issuedAt: sql`now()`,
        issuedBy: actor.id,
        seller: { name, address, phone, email },
        updatedAt: sql`now()`,
      })
      .where(and(eq(invoices.shopId, shopId), eq(invoices.id, id)));
    await recordHistory({
      tx,
      shopId,
      subjectType: 'invoice',
      subjectId: id,
      action: 'issue',
      actor,
      fromStatus: 'draft',
      toStatus: 'issued',
      details: { number },
    });
    // A car waiting at pickup: its owner learns the amount due (ADR 037).
    if (invoice.jobOrderId)
      await enqueueReadyMailWithInvoice({ tx, shopId, jobOrderId: invoice.jobOrderId });
    await publishInvoiceChanged({ tx, events: options.events, shopId, invoiceId: id });
    return { number };
  });
}

/** Voids a draft (with the reason): it keeps no number and frees its job order for a new one. */
export async function voidInvoice(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: PersonActor & { role: Role };
  id: string;
  reason: string;
}): Promise<void> {
  const { shopId, actor, id } = options;
  if (!(invoiceMachine.transitions.void.roles as readonly Role[]).includes(actor.role)) {
    throw AppError.forbidden();
  }
  await options.tx.transaction(async (tx) => {
    const invoice = await lockInvoice({ tx, shopId, id });
    const refusal = invoiceMachine.refusal(invoice.status, 'void');
    if (refusal) {
      throw AppError.conflict(
        invoice.status === 'void'
          ? refusal
          : 'An issued invoice cannot be voided. Make a credit note to cancel it.',
      );
    }
    await tx
      .update(invoices)
      .set({ status: 'void', voidReason: options.reason, updatedAt: sql`now()` })
      .where(and(eq(invoices.shopId, shopId), eq(invoices.id, id)));
    await recordHistory({
      tx,
      shopId,
      subjectType: 'invoice',
      subjectId: id,
      action: 'void',
      actor,
      fromStatus: 'draft',
      toStatus: 'void',
      reason: options.reason,
    });
    await publishInvoiceChanged({ tx, events: options.events, shopId, invoiceId: id });
  });
}
