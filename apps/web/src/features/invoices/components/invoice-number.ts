import type { InvoiceSummary } from '@pitstop/domain/invoice-views';

/** An invoice's number, or "Draft" until it is issued (drafts have none). */
export function invoiceNumberLabel(invoice: Pick<InvoiceSummary, 'number'>): string {
  return invoice.number ?? 'Draft';
}

/** The invoice's name in titles and toasts: "INV-2026-00042", "Draft invoice". */
export function invoiceTitle(invoice: Pick<InvoiceSummary, 'number'>): string {
  return invoice.number ?? 'Draft invoice';
}
