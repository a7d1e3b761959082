import type { OwnerInvoiceDetail } from '@pitstop/domain/invoice-views';
import type { Tx } from '../../db/database.ts';
import { invoiceNotFound } from './invoice-drafts.ts';
import { findOwnerInvoice } from './list-invoices.ts';
import { loadInvoice } from './load-invoice.ts';

/**
 * One of a car owner's issued invoices (ADR 037): its lines and figures, the payments and refunds
 * made on it and its credit notes, as the car owner may read them — without staff names, internal
 * notes or history. Someone else's invoice, a draft or a voided one is not found.
 */
export async function getOwnerInvoice(options: {
  tx: Tx;
  userId: string;
  invoiceId: string;
}): Promise<OwnerInvoiceDetail> {
  const found = await findOwnerInvoice(options);
  const loaded = found
    ? await loadInvoice({ tx: options.tx, shopId: found.shopId, id: options.invoiceId })
    : null;
  if (!loaded || loaded.invoice.status === 'void') throw invoiceNotFound();
  const { invoice, shop } = loaded;
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    date: invoice.date,
    dueOn: invoice.dueOn,
    billToName: invoice.billToName,
    vehicle: invoice.vehicle,
    total: invoice.total,
    paid: invoice.paid,
    credited: invoice.credited,
    balance: invoice.balance,
    overdue: invoice.overdue,
    workshop: shop.name,
    currency: invoice.currency,
    locale: invoice.locale,
    taxLabel: invoice.taxLabel,
    pricesIncludeTax: invoice.pricesIncludeTax,
    jobs: invoice.jobs,
    lines: invoice.lines.map((line) => ({
      id: line.id,
      jobId: line.jobId,
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      amount: line.amount,
      net: line.net,
    })),
    subtotal: invoice.subtotal,
    discount: invoice.discount,
    tax: invoice.tax,
    payments: invoice.payments.map((payment) => ({
      id: payment.id,
      method: payment.method,
      amount: payment.amount,
      paidOn: payment.paidOn,
      reference: payment.reference,
      creditNoteNumber: payment.creditNote?.number ?? null,
    })),
    creditNotes: invoice.creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      reason: note.reason,
      issuedOn: note.issuedOn,
      total: note.total,
      refunded: note.refunded,
    })),
  };
}
