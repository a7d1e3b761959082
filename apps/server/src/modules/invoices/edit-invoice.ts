import type { InvoiceLineParsed, invoicePatchSchema } from '@pitstop/domain/invoices';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { invoiceLines, invoices } from '../../db/schema/billing.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../plugins/events.ts';
import {
  checkLineItem,
  invoiceLineValuesOf,
  lockInvoice,
  recomputeDraft,
  refuseStaleVersion,
  refuseUnlessDraft,
} from './invoice-drafts.ts';
import { publishInvoiceChanged } from './invoice-events.ts';

type PatchInput = z.output<typeof invoicePatchSchema>;

/** A draft has at most this many lines (a long job's parts fit many times over). */
const MAX_LINES = 200;

const lineNotFound = () => AppError.notFound('Invoice line not found.');

/**
 * Every edit of a draft: under the invoice's lock, drafts only (409 for an issued or void one),
 * the If-Match version checked when sent (412), then every line's figures and the totals are
 * computed again with the shop's settings as they are now.
 */
async function editDraft(
  options: { tx: Tx; events: EventBus; shopId: string; id: string; ifMatch?: string },
  change: (tx: Tx) => Promise<void>,
): Promise<void> {
  const { shopId, id } = options;
  await options.tx.transaction(async (tx) => {
    const invoice = await lockInvoice({ tx, shopId, id });
    refuseUnlessDraft(invoice);
    refuseStaleVersion(invoice, options.ifMatch);
    await change(tx);
    await recomputeDraft({ tx, shopId, invoiceId: id });
    await publishInvoiceChanged({ tx, events: options.events, shopId, invoiceId: id });
  });
}

/** PATCH /invoices/:id: bill-to, mileage, notes and terms of a draft. */
export function updateInvoice(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  id: string;
  input: PatchInput;
  ifMatch?: string;
}): Promise<void> {
  const { input } = options;
  return editDraft(options, async (tx) => {
    const changes = Object.fromEntries(
      Object.entries({
        billToName: input.billToName,
        billToEmail: input.billToEmail,
        billToPhone: input.billToPhone,
        billToAddress: input.billToAddress,
        mileage: input.mileage,
        notes: input.notes,
        terms: input.terms,
      }).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(invoices)
      .set(changes)
      .where(and(eq(invoices.shopId, options.shopId), eq(invoices.id, options.id)));
  });
}

/** POST /invoices/:id/lines: a line at the end of a draft. */
export function addInvoiceLine(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  id: string;
  line: InvoiceLineParsed;
  ifMatch?: string;
}): Promise<void> {
  const { shopId, id, line } = options;
  return editDraft(options, async (tx) => {
    await checkLineItem({ tx, shopId, line, path: 'body' });
    const [existing] = await tx
      .select({
        lines: count(),
        next: sql<number>`coalesce(max(${invoiceLines.position}) + 1, 0)::int`,
      })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.shopId, shopId), eq(invoiceLines.invoiceId, id)));
    if ((existing?.lines ?? 0) >= MAX_LINES) {
      throw AppError.badRequest(`An invoice can have at most ${MAX_LINES} lines.`, [
        { path: 'body', message: 'Too many lines' },
      ]);
    }
    await tx.insert(invoiceLines).values({
      ...invoiceLineValuesOf(line),
      shopId,
      invoiceId: id,
      position: existing?.next ?? 0,
    });
  });
}

/** PATCH /invoices/:id/lines/:lineId: a draft's line replaced by the one sent. */
export function changeInvoiceLine(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  id: string;
  lineId: string;
  line: InvoiceLineParsed;
  ifMatch?: string;
}): Promise<void> {
  const { shopId, id, lineId, line } = options;
  return editDraft(options, async (tx) => {
    await checkLineItem({ tx, shopId, line, path: 'body' });
    const updated = await tx
      .update(invoiceLines)
      .set(invoiceLineValuesOf(line))
      .where(
        and(
          eq(invoiceLines.shopId, shopId),
          eq(invoiceLines.invoiceId, id),
          eq(invoiceLines.id, lineId),
        ),
      )
      .returning({ id: invoiceLines.id });
    if (updated.length === 0) throw lineNotFound();
  });
}

/** DELETE /invoices/:id/lines/:lineId. */
export function deleteInvoiceLine(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  id: string;
  lineId: string;
  ifMatch?: string;
}): Promise<void> {
  const { shopId, id, lineId } = options;
  return editDraft(options, async (tx) => {
    const deleted = await tx
      .delete(invoiceLines)
      .where(
        and(
          eq(invoiceLines.shopId, shopId),
          eq(invoiceLines.invoiceId, id),
          eq(invoiceLines.id, lineId),
        ),
      )
      .returning({ id: invoiceLines.id });
    if (deleted.length === 0) throw lineNotFound();
  });
}
