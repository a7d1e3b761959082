import { formatCalendarDate } from '@pitstop/domain/date-format';
import { formatMoney } from '@pitstop/domain/format';
import type { OwnerInvoiceList } from '@pitstop/domain/invoice-views';
import { type InvoiceStatus, invoiceStatusLabels } from '@pitstop/domain/invoices';
import { compareMoney } from '@pitstop/domain/money';
import { ownerInvoicePdfUrl } from './api/list-owner-invoices.ts';

/** A status's badge colour (an overdue one is red whatever its status). */
export const ownerInvoiceStatusColors: Record<InvoiceStatus, string> = {
  draft: 'gray',
  issued: 'blue',
  partially_paid: 'yellow',
  paid: 'teal',
  void: 'gray',
  credited: 'grape',
};

/** One row of the car owner's Invoices page, as it reads. */
export type OwnerInvoiceRow = {
  id: string;
  number: string;
  date: string;
  vehicle: string;
  total: string;
  balance: string;
  /** Nothing left to pay (paid, or credited in full). */
  settled: boolean;
  status: InvoiceStatus;
  statusLabel: string;
  overdue: boolean;
  pdfUrl: string;
  fileName: string;
};

/** The rows of `list`, in its order (newest first), money in the format the list names. */
export function ownerInvoiceRows(list: OwnerInvoiceList): OwnerInvoiceRow[] {
  const money = (value: string) =>
    formatMoney(value, { currency: list.currency, locale: list.locale });
  return list.items.map((invoice) => {
    const number = invoice.number ?? 'Invoice';
    const settled = compareMoney(invoice.balance, '0') <= 0;
    return {
      id: invoice.id,
      number,
      date: formatCalendarDate(invoice.date, list),
      vehicle: invoice.vehicle ?? '—',
      total: money(invoice.total),
      balance: money(settled ? '0' : invoice.balance),
      settled,
      status: invoice.status,
      statusLabel: invoice.overdue && !settled ? 'Overdue' : invoiceStatusLabels[invoice.status],
      overdue: invoice.overdue && !settled,
      pdfUrl: ownerInvoicePdfUrl(invoice.id),
      fileName: `${number}.pdf`,
    };
  });
}
