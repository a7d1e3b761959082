import {
  type CreditableLine,
  creditForLine,
  type creditNoteInputSchema,
  formatCreditNoteNumber,
  invoiceMachine,
  issuedInvoiceStatus,
} from '@pitstop/domain/invoices';
import { localToday } from '@pitstop/domain/local-time';
import { addMoney, compareMoney, subtractMoney, sumMoney } from '@pitstop/domain/money';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from '../../db/schema/billing.ts';
import { shops } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import { nextShopNumber } from '../../platform/sequences.ts';
import type { EventBus } from '../../plugins/events.ts';
import {
  type InvoiceLineRow,
  loadInvoiceLines,
  lockInvoice,
  statusWord,
} from './invoice-drafts.ts';
import { publishInvoiceChanged } from './invoice-events.ts';

type CreditNoteInput = z.output<typeof creditNoteInputSchema>;

function unprocessable(message: string, errors: { path: string; message: string }[]): AppError {
  return new AppError('unprocessable', 422, message, errors);
}

/** What is left to credit on a line: its figures minus earlier credit notes. */
function remainingOf(line: InvoiceLineRow): CreditableLine {
  return {
    quantity: subtractMoney(line.quantity, line.creditedQuantity),
    net: subtractMoney(line.net, line.creditedNet),
    tax: subtractMoney(line.tax, line.creditedTax),
  };
}

/**
 * A credit note on an issued invoice (ADR 020): the whole of what is left, or chosen lines with a
 * quantity, each credited in proportion (rounded half-up) and the last remainder exactly, so the
 * credits of a line never exceed it. Numbered on its own ('credit_note:<year>'), all under the
 * invoice's row lock: the lines' credited figures, the invoice's `credited` and its status are
 * written in the same transaction.
 */
export async function createCreditNote(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: PersonActor;
  invoiceId: string;
  input: CreditNoteInput;
}): Promise<{ id: string; number: string }> {
  const { shopId, actor, invoiceId, input } = options;
  return options.tx.transaction(async (tx) => {
    const invoice = await lockInvoice({ tx, shopId, id: invoiceId });
    if (invoiceMachine.refusal(invoice.status, 'credit')) {
      throw AppError.conflict(
        `This invoice is ${statusWord(invoice.status)}: only an issued invoice takes a credit note. Edit or void the draft instead.`,
      );
    }
    const lines = await loadInvoiceLines({ tx, shopId, invoiceId });
    const byId = new Map(lines.map((line) => [line.id, line]));
    const wanted: { line: InvoiceLineRow; quantity: string }[] = [];
    if (input.full) {
      for (const line of lines) {
        if (line.kind === 'discount') continue;
        const left = remainingOf(line);
        if (compareMoney(left.quantity, '0') > 0) wanted.push({ line, quantity: left.quantity });
      }
    } else {
      const problems: { path: string; message: string }[] = [];
      const seen = new Set<string>();
      input.lines.forEach((entry, index) => {
        const line = byId.get(entry.invoiceLineId);
        const path = `body.lines.${index}`;
        if (!line || line.kind === 'discount') {
          problems.push({ path: `${path}.invoiceLineId`, message: 'Not a line of this invoice' });
          return;
        }
        if (seen.has(line.id)) {
          problems.push({ path: `${path}.invoiceLineId`, message: 'This line is listed twice' });
          return;
        }
        seen.add(line.id);
        const left = remainingOf(line).quantity;
        if (compareMoney(entry.quantity, left) > 0) {
          problems.push({
            path: `${path}.quantity`,
            message:
              compareMoney(left, '0') === 0
                ? 'This line is already fully credited'
                : `At most ${left} left to credit`,
          });
          return;
        }
        wanted.push({ line, quantity: entry.quantity });
      });
      if (problems.length > 0) {
        throw unprocessable('Check the lines to credit.', problems);
      }
    }
    const credits = wanted.map(({ line, quantity }) => ({
      line,
      credit: creditForLine(remainingOf(line), quantity),
    }));
    const net = sumMoney(credits.map(({ credit }) => credit.net));
    const tax = sumMoney(credits.map(({ credit }) => credit.tax));
    const total = addMoney(net, tax);
    if (compareMoney(total, '0') <= 0) {
      throw unprocessable(
        input.full
          ? 'Everything on this invoice is already credited.'
          : 'The chosen lines come to nothing to credit.',
        [{ path: input.full ? 'body.full' : 'body.lines', message: 'Nothing to credit' }],
      );
    }

    const [shop] = await tx
      .select({ timezone: shops.timezone })
      .from(shops)
      .where(eq(shops.id, shopId));
    const issuedOn = localToday(shop?.timezone ?? 'UTC');
    const year = Number(issuedOn.slice(0, 4));
    const sequence = await nextShopNumber({ tx, shopId, sequence: `credit_note:${year}` });
    const number = formatCreditNoteNumber(year, sequence);
    const [note] = await tx
      .insert(creditNotes)
      .values({
        shopId,
        invoiceId,
        number,
        reason: input.reason,
        net,
        tax,
        total,
        issuedOn,
        createdBy: actor.id,
      })
      .returning({ id: creditNotes.id });
    const id = (note as { id: string }).id;
    await tx.insert(creditNoteLines).values(
      credits.map(({ line, credit }, position) => ({
        shopId,
        creditNoteId: id,
        invoiceLineId: line.id,
        position,
        description: line.description,
        quantity: credit.quantity,
        taxRate: line.taxRate,
        net: credit.net,
        tax: credit.tax,
      })),
    );
    const values = credits.map(
      ({ line, credit }) =>
        sql`(${line.id}::uuid, ${credit.quantity}::numeric, ${credit.net}::numeric, ${credit.tax}::numeric)`,
    );
    // Every credited line in one statement, from a list of what each gives back.
    await tx
      .update(invoiceLines)
      .set({
        creditedQuantity: sql`${invoiceLines.creditedQuantity} + v.quantity`,
        creditedNet: sql`${invoiceLines.creditedNet} + v.net`,
        creditedTax: sql`${invoiceLines.creditedTax} + v.tax`,
        updatedAt: sql`now()`,
      })
      .from(sql`(values ${sql.join(values, sql`, `)}) as v(id, quantity, net, tax)`)
      .where(and(eq(invoiceLines.shopId, shopId), eq(invoiceLines.id, sql`v.id`)));
    const credited = addMoney(invoice.credited, total);
    const status = issuedInvoiceStatus({ total: invoice.total, credited, paid: invoice.paid });
    await tx
      .update(invoices)
      .set({ credited, status, updatedAt: sql`now()` })
      .where(and(eq(invoices.shopId, shopId), eq(invoices.id, invoiceId)));
    await recordHistory({
      tx,
      shopId,
      subjectType: 'invoice',
      subjectId: invoiceId,
      action: 'credit_note',
      actor,
      fromStatus: invoice.status,
      toStatus: status,
      reason: input.reason,
      details: { creditNoteId: id, number, total, full: input.full },
    });
    await publishInvoiceChanged({ tx, events: options.events, shopId, invoiceId });
    return { id, number };
  });
}
