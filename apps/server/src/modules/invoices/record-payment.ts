import { formatMoney } from '@pitstop/domain/format';
import {
  canTakePayment,
  invoiceBalance,
  isIssuedInvoiceStatus,
  issuedInvoiceStatus,
  type paymentInputSchema,
  type refundInputSchema,
} from '@pitstop/domain/invoices';
import { addMoney, compareMoney, subtractMoney } from '@pitstop/domain/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { creditNotes, invoices, payments } from '../../db/schema/billing.ts';
import { historyEntries } from '../../db/schema/platform.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import { idempotencyKeyReused } from '../../platform/idempotency.ts';
import type { EventBus } from '../../plugins/events.ts';
import { type LockedInvoice, lockInvoice, statusWord } from './invoice-drafts.ts';
import { publishInvoiceChanged } from './invoice-events.ts';

type PaymentInput = z.output<typeof paymentInputSchema>;
type RefundInput = z.output<typeof refundInputSchema>;
type Idempotency = { key: string; fingerprint: string };

function unprocessable(message: string, path: string, fieldMessage = message): AppError {
  return new AppError('unprocessable', 422, message, [{ path, message: fieldMessage }]);
}

function money(invoice: LockedInvoice, amount: string): string {
  return formatMoney(amount, { currency: invoice.currency, locale: invoice.locale });
}

/**
 * A retried request (same Idempotency-Key) finds the history entry its first run wrote, under
 * the invoice's lock, and records nothing more; the key with another request is a 422. Checked
 * before the balance: the retry of a payment that settled the invoice answers as the first did.
 */
async function replayed(
  tx: Tx,
  shopId: string,
  invoiceId: string,
  idempotency: Idempotency | undefined,
): Promise<boolean> {
  if (!idempotency) return false;
  const [earlier] = await tx
    .select({ fingerprint: sql<string | null>`${historyEntries.details}->>'fingerprint'` })
    .from(historyEntries)
    .where(
      and(
        eq(historyEntries.shopId, shopId),
        eq(historyEntries.subjectType, 'invoice'),
        eq(historyEntries.subjectId, invoiceId),
        inArray(historyEntries.action, ['payment', 'refund']),
        sql`${historyEntries.details}->>'idempotencyKey' = ${idempotency.key}`,
      ),
    )
    .limit(1);
  if (!earlier) return false;
  if (earlier.fingerprint !== idempotency.fingerprint) throw idempotencyKeyReused();
  return true;
}

/** A payment or a refund on a draft or a void invoice: the 409 the desk reads. */
function refuseUnlessIssued(invoice: LockedInvoice, what: string): void {
  if (!isIssuedInvoiceStatus(invoice.status)) {
    throw AppError.conflict(
      `This invoice is ${statusWord(invoice.status)}: ${what} only on an issued invoice.`,
    );
  }
}

/**
 * Writes a payment (a refund: a negative amount tied to its credit note), the invoice's `paid`
 * and status, and the history entry that also remembers the Idempotency-Key for a retry.
 */
async function writePayment(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  invoice: LockedInvoice;
  input: PaymentInput;
  /** Signed: negative for a refund. */
  amount: string;
  creditNote?: { id: string; number: string };
  idempotency: Idempotency | undefined;
}): Promise<void> {
  const { tx, shopId, actor, invoice, input, amount, creditNote, idempotency } = options;
  const [payment] = await tx
    .insert(payments)
    .values({
      shopId,
      invoiceId: invoice.id,
      creditNoteId: creditNote?.id ?? null,
      method: input.method,
      amount,
      paidOn: input.paidOn,
      reference: input.reference,
      createdBy: actor.id,
    })
    .returning({ id: payments.id });
  const paid = addMoney(invoice.paid, amount);
  const status = issuedInvoiceStatus({ total: invoice.total, credited: invoice.credited, paid });
  await tx
    .update(invoices)
    .set({ paid, status, updatedAt: sql`now()` })
    .where(and(eq(invoices.shopId, shopId), eq(invoices.id, invoice.id)));
  await recordHistory({
    tx,
    shopId,
    subjectType: 'invoice',
    subjectId: invoice.id,
    action: creditNote ? 'refund' : 'payment',
    actor,
    fromStatus: invoice.status,
    toStatus: status,
    details: {
      paymentId: payment?.id,
      amount: input.amount,
      method: input.method,
      ...(creditNote ? { creditNoteId: creditNote.id, creditNoteNumber: creditNote.number } : {}),
      ...(idempotency
        ? { idempotencyKey: idempotency.key, fingerprint: idempotency.fingerprint }
        : {}),
    },
  });
}

/**
 * Records a payment (ADR 020) under the invoice's row lock: never more than the balance due (422
 * naming it), `paid` and the status written with the payment row and its history entry.
 */
export async function recordPayment(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: PersonActor;
  invoiceId: string;
  input: PaymentInput;
  idempotency?: Idempotency;
}): Promise<{ recorded: boolean }> {
  const { shopId, actor, invoiceId, input, idempotency } = options;
  return options.tx.transaction(async (tx) => {
    const invoice = await lockInvoice({ tx, shopId, id: invoiceId });
    if (await replayed(tx, shopId, invoiceId, idempotency)) return { recorded: false };
    refuseUnlessIssued(invoice, 'payments are recorded');
    const balance = invoiceBalance(invoice);
    if (!canTakePayment({ status: invoice.status, balance })) {
      throw unprocessable(
        'Nothing is due on this invoice.',
        'body.amount',
        'Nothing is due on this invoice',
      );
    }
    if (compareMoney(input.amount, balance) > 0) {
      throw unprocessable(
        `Amount is more than the balance due of ${money(invoice, balance)}`,
        'body.amount',
      );
    }
    await writePayment({ tx, shopId, actor, invoice, input, amount: input.amount, idempotency });
    await publishInvoiceChanged({ tx, events: options.events, shopId, invoiceId });
    return { recorded: true };
  });
}

/**
 * Pays money back for a credit note (ADR 020): a negative payment tied to it, at most what the
 * invoice was overpaid by and what the credit note has left to refund, under the invoice's lock.
 */
export async function recordRefund(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: PersonActor;
  invoiceId: string;
  input: RefundInput;
  idempotency?: Idempotency;
}): Promise<{ recorded: boolean }> {
  const { shopId, actor, invoiceId, input, idempotency } = options;
  return options.tx.transaction(async (tx) => {
    const invoice = await lockInvoice({ tx, shopId, id: invoiceId });
    if (await replayed(tx, shopId, invoiceId, idempotency)) return { recorded: false };
    refuseUnlessIssued(invoice, 'refunds are recorded');
    const [note] = await tx
      .select({
        id: creditNotes.id,
        number: creditNotes.number,
        total: creditNotes.total,
        refunded: creditNotes.refunded,
      })
      .from(creditNotes)
      .where(
        and(
          eq(creditNotes.shopId, shopId),
          eq(creditNotes.invoiceId, invoiceId),
          eq(creditNotes.id, input.creditNoteId),
        ),
      )
      .for('update');
    if (!note) {
      throw unprocessable(
        'Choose a credit note of this invoice.',
        'body.creditNoteId',
        'Not a credit note of this invoice',
      );
    }
    const overpaid = subtractMoney('0', invoiceBalance(invoice));
    if (compareMoney(overpaid, '0') <= 0) {
      throw unprocessable(
        'Nothing was overpaid on this invoice, so there is nothing to refund.',
        'body.amount',
        'Nothing to refund',
      );
    }
    const left = subtractMoney(note.total, note.refunded);
    if (compareMoney(left, '0') <= 0) {
      throw unprocessable(
        `${note.number} is already fully refunded.`,
        'body.creditNoteId',
        'Already fully refunded',
      );
    }
    const limit = compareMoney(left, overpaid) < 0 ? left : overpaid;
    if (compareMoney(input.amount, limit) > 0) {
      throw unprocessable(
        compareMoney(limit, overpaid) === 0
          ? `Amount is more than the ${money(invoice, overpaid)} overpaid on this invoice`
          : `Amount is more than the ${money(invoice, left)} left to refund on ${note.number}`,
        'body.amount',
      );
    }
    await tx
      .update(creditNotes)
      .set({
        refunded: sql`${creditNotes.refunded} + ${input.amount}::numeric`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(creditNotes.shopId, shopId), eq(creditNotes.id, note.id)));
    await writePayment({
      tx,
      shopId,
      actor,
      invoice,
      input,
      amount: subtractMoney('0', input.amount),
      creditNote: note,
      idempotency,
    });
    await publishInvoiceChanged({ tx, events: options.events, shopId, invoiceId });
    return { recorded: true };
  });
}
