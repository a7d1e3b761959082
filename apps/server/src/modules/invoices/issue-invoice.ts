import { formatInvoiceNumber, invoiceMachine } from '@pitstop/domain/invoices';
import { addLocalDays, localToday } from '@pitstop/domain/local-time';
import type { Role } from '@pitstop/domain/roles';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { loadBillingShop } from '../../platform/billing/billing-shop.ts';
import {
  lockInvoice,
  recomputeDraft,
  refuseStaleVersion,
} from '../../platform/billing/invoice-drafts.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import { nextShopNumber } from '../../platform/sequences.ts';
import { AppError } from '../../plugins/errors.ts';

function unprocessable(message: string, path: string, fieldMessage: string): AppError {
  return new AppError('unprocessable', 422, message, [{ path, message: fieldMessage }]);
}

/**
 * Issues a draft (ADR 020): its figures computed a last time with the shop's settings, then the
 * next number of the shop's sequence for the local year — taken in this transaction, so the
 * sequence row stays locked until commit and a failed issue leaves no gap — the invoice date
 * (the shop's local day), the due date (+ payment terms), and the currency, locale and tax name
 * it keeps from now on. A draft with no lines, or without a bill-to name, is refused (422).
 */
export async function issueInvoice(options: {
  tx: Tx;
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
    await tx.execute(
      sql`update invoices set status = 'issued', number = ${number}, issued_on = ${issuedOn},
          due_on = ${addLocalDays(issuedOn, settings.paymentTermsDays)}, issued_at = now(),
          issued_by = ${actor.id}, updated_at = now()
        where shop_id = ${shopId} and id = ${id}`,
    );
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
    return { number };
  });
}

/** Voids a draft (with the reason): it keeps no number and frees its job order for a new one. */
export async function voidInvoice(options: {
  tx: Tx;
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
    await tx.execute(
      sql`update invoices set status = 'void', void_reason = ${options.reason}, updated_at = now()
        where shop_id = ${shopId} and id = ${id}`,
    );
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
  });
}
