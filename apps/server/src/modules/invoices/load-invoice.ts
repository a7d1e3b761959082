import type {
  CreditNoteView,
  InvoiceDetail,
  InvoiceLineView,
  PaymentView,
} from '@pitstop/domain/invoice-views';
import type { PaymentMethod } from '@pitstop/domain/invoices';
import { taxBreakdown } from '@pitstop/domain/invoices';
import { localToday } from '@pitstop/domain/local-time';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import {
  creditNoteLines,
  creditNotes,
  invoiceJobs,
  invoices,
  payments,
} from '../../db/schema/billing.ts';
import { clients } from '../../db/schema/clients.ts';
import { profiles, shops } from '../../db/schema/shops.ts';
import { listHistory } from '../../platform/history.ts';
import { isoOf } from '../../platform/shop-time.ts';
import type { BillingShop } from './billing-shop.ts';
import { type InvoiceLineRow, invoiceVersion, loadInvoiceLines } from './invoice-drafts.ts';
import { selectInvoiceSummaries, toInvoiceSummary } from './invoice-summary.ts';

type CreditNoteRow = {
  id: string;
  number: string;
  invoiceId: string;
  reason: string;
  issuedOn: string;
  net: string;
  tax: string;
  total: string;
  refunded: string;
};

type CreditNoteLineRow = {
  creditNoteId: string;
  invoiceLineId: string;
  description: string;
  quantity: string;
  taxRate: string | null;
  net: string;
  tax: string;
};

export type LoadedInvoice = { invoice: InvoiceDetail; shop: BillingShop };

export function lineViewOf(row: InvoiceLineRow): InvoiceLineView {
  const isDiscount = row.kind === 'discount';
  return {
    id: row.id,
    jobId: row.jobId,
    kind: row.kind,
    description: row.description,
    serviceId: row.serviceId,
    pricing: row.pricing,
    partNumber: row.partNumber,
    inventoryItemId: row.inventoryItemId,
    quantity: row.quantity,
    unitPrice: isDiscount && row.percent !== null ? null : row.unitPrice,
    percent: row.percent,
    taxRate: row.taxRate,
    amount: row.amount,
    discount: row.discount,
    net: row.net,
    tax: row.tax,
    creditedQuantity: row.creditedQuantity,
  };
}

function creditNoteViews(
  notes: readonly CreditNoteRow[],
  lines: readonly CreditNoteLineRow[],
  invoiceNumber: string,
): CreditNoteView[] {
  return notes.map((note) => ({
    id: note.id,
    number: note.number,
    invoiceId: note.invoiceId,
    invoiceNumber,
    reason: note.reason,
    issuedOn: note.issuedOn,
    lines: lines
      .filter((line) => line.creditNoteId === note.id)
      .map((line) => ({
        invoiceLineId: line.invoiceLineId,
        description: line.description,
        quantity: line.quantity,
        taxRate: line.taxRate,
        net: line.net,
        tax: line.tax,
      })),
    net: note.net,
    tax: note.tax,
    total: note.total,
    refunded: note.refunded,
  }));
}

const recordedBy = sql<string | null>`coalesce(nullif(${profiles.fullName}, ''),
  nullif(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName}), ''), ${users.name})`;

/**
 * An invoice as its page shows it (lines with their figures, tax breakdown, payments, credit
 * notes, history), with the shop it is from, in seven small queries sent together. Another shop's
 * id is null (a 404 for the caller).
 */
export async function loadInvoice(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<LoadedInvoice | null> {
  const { tx, shopId, id } = options;
  const [row, jobs, lines, invoicePayments, notes, noteLines, history] = await Promise.all([
    selectInvoiceSummaries(tx, {
      clientEmail: clients.email,
      billToEmail: invoices.billToEmail,
      billToPhone: invoices.billToPhone,
      billToAddress: invoices.billToAddress,
      vehicleId: invoices.vehicleId,
      mileage: invoices.mileage,
      currency: invoices.currency,
      locale: invoices.locale,
      taxLabel: invoices.taxLabel,
      pricesIncludeTax: invoices.pricesIncludeTax,
      subtotal: invoices.subtotal,
      discount: invoices.discount,
      net: invoices.net,
      tax: invoices.tax,
      notes: invoices.notes,
      terms: invoices.terms,
      voidReason: invoices.voidReason,
      issuedAt: invoices.issuedAt,
      version: invoiceVersion,
      seller: invoices.seller,
      shopName: shops.name,
      shopAddress: shops.address,
      shopPhone: shops.phone,
      shopEmail: shops.email,
      shopTimezone: shops.timezone,
    })
      .where(and(eq(invoices.shopId, shopId), eq(invoices.id, id)))
      .then((rows) => rows[0]),
    tx
      .select({
        id: invoiceJobs.id,
        position: invoiceJobs.position,
        name: invoiceJobs.name,
        complaint: invoiceJobs.complaint,
        cause: invoiceJobs.cause,
        correction: invoiceJobs.correction,
      })
      .from(invoiceJobs)
      .where(and(eq(invoiceJobs.shopId, shopId), eq(invoiceJobs.invoiceId, id)))
      .orderBy(asc(invoiceJobs.position)),
    loadInvoiceLines({ tx, shopId, invoiceId: id }),
    tx
      .select({
        id: payments.id,
        // The table's check constraint holds the method to the domain's values.
        method: sql<PaymentMethod>`${payments.method}`,
        amount: payments.amount,
        paidOn: payments.paidOn,
        reference: payments.reference,
        creditNoteId: payments.creditNoteId,
        creditNoteNumber: creditNotes.number,
        recordedBy,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .leftJoin(
        creditNotes,
        and(eq(creditNotes.shopId, payments.shopId), eq(creditNotes.id, payments.creditNoteId)),
      )
      .leftJoin(users, eq(users.id, payments.createdBy))
      .leftJoin(profiles, eq(profiles.id, payments.createdBy))
      .where(and(eq(payments.shopId, shopId), eq(payments.invoiceId, id)))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    tx
      .select({
        id: creditNotes.id,
        number: creditNotes.number,
        invoiceId: creditNotes.invoiceId,
        reason: creditNotes.reason,
        issuedOn: creditNotes.issuedOn,
        net: creditNotes.net,
        tax: creditNotes.tax,
        total: creditNotes.total,
        refunded: creditNotes.refunded,
      })
      .from(creditNotes)
      .where(and(eq(creditNotes.shopId, shopId), eq(creditNotes.invoiceId, id)))
      .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id)),
    tx
      .select({
        creditNoteId: creditNoteLines.creditNoteId,
        invoiceLineId: creditNoteLines.invoiceLineId,
        description: creditNoteLines.description,
        quantity: creditNoteLines.quantity,
        taxRate: creditNoteLines.taxRate,
        net: creditNoteLines.net,
        tax: creditNoteLines.tax,
      })
      .from(creditNoteLines)
      .innerJoin(
        creditNotes,
        and(
          eq(creditNotes.shopId, creditNoteLines.shopId),
          eq(creditNotes.id, creditNoteLines.creditNoteId),
        ),
      )
      .where(and(eq(creditNoteLines.shopId, shopId), eq(creditNotes.invoiceId, id)))
      .orderBy(asc(creditNoteLines.position)),
    listHistory({ tx, shopId, subjectType: 'invoice', subjectId: id }),
  ]);
  if (!row) return null;
  const today = localToday(row.shopTimezone);
  const work = lines.filter((line) => line.kind !== 'discount');
  return {
    // Issued: the seller as at issue (ADR 030); a draft: the shop as it is now.
    shop: {
      ...(row.seller ?? {
        name: row.shopName,
        address: row.shopAddress,
        phone: row.shopPhone,
        email: row.shopEmail,
      }),
      timezone: row.shopTimezone,
    },
    invoice: {
      ...toInvoiceSummary(row, today),
      clientEmail: row.clientEmail,
      billToEmail: row.billToEmail,
      billToPhone: row.billToPhone,
      billToAddress: row.billToAddress,
      vehicleId: row.vehicleId,
      mileage: row.mileage === null ? null : Number(row.mileage),
      currency: row.currency as InvoiceDetail['currency'],
      locale: row.locale as InvoiceDetail['locale'],
      taxLabel: row.taxLabel,
      pricesIncludeTax: row.pricesIncludeTax,
      jobs,
      lines: lines.map(lineViewOf),
      subtotal: row.subtotal,
      discount: row.discount,
      net: row.net,
      tax: row.tax,
      breakdown: taxBreakdown(
        work.map((line) => ({ net: line.net, tax: line.tax, taxRate: line.taxRate })),
      ),
      notes: row.notes,
      terms: row.terms,
      voidReason: row.voidReason,
      issuedAt: row.issuedAt === null ? null : isoOf(row.issuedAt),
      payments: invoicePayments.map(
        (payment): PaymentView => ({
          id: payment.id,
          method: payment.method,
          amount: payment.amount,
          paidOn: payment.paidOn,
          reference: payment.reference,
          creditNote:
            payment.creditNoteId && payment.creditNoteNumber
              ? { id: payment.creditNoteId, number: payment.creditNoteNumber }
              : null,
          recordedBy: payment.recordedBy,
          recordedAt: isoOf(payment.createdAt),
        }),
      ),
      creditNotes: creditNoteViews(notes, noteLines, row.number ?? ''),
      history,
      version: row.version,
    },
  };
}

/** The credit note as its page and PDF show it, with its invoice's print details. */
export async function loadCreditNote(options: { tx: Tx; shopId: string; id: string }): Promise<{
  creditNote: CreditNoteView;
  loaded: LoadedInvoice;
} | null> {
  const [note] = await options.tx
    .select({ invoiceId: creditNotes.invoiceId })
    .from(creditNotes)
    .where(and(eq(creditNotes.shopId, options.shopId), eq(creditNotes.id, options.id)));
  if (!note) return null;
  const loaded = await loadInvoice({ tx: options.tx, shopId: options.shopId, id: note.invoiceId });
  const creditNote = loaded?.invoice.creditNotes.find((entry) => entry.id === options.id);
  return loaded && creditNote ? { creditNote, loaded } : null;
}
