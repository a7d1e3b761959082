import { formatCalendarDate } from '@pitstop/domain/date-format';
import { formatMoney } from '@pitstop/domain/format';
import type { OwnerInvoiceDetail } from '@pitstop/domain/invoice-views';
import { invoiceStatusLabels, paymentMethodLabels } from '@pitstop/domain/invoices';
import { groupLinesByJob, threeCsLines } from '@pitstop/domain/job-groups';
import { compareMoney } from '@pitstop/domain/money';

/** One of a car owner's invoices as its page reads: every figure and date already written out. */
export type OwnerInvoiceView = {
  number: string;
  statusLabel: string;
  overdue: boolean;
  settled: boolean;
  workshop: string;
  date: string;
  due: string | null;
  vehicle: string | null;
  /** The work billed job by job: each job's name and three Cs over its lines (no job: null). */
  jobs: {
    key: string;
    heading: string | null;
    threeCs: string[];
    lines: { id: string; description: string; quantity: string | null; amount: string }[];
  }[];
  figures: { label: string; value: string; strong?: boolean }[];
  payments: { id: string; date: string; what: string; amount: string; reference: string | null }[];
  creditNotes: {
    id: string;
    number: string;
    date: string;
    reason: string;
    total: string;
    refunded: string | null;
  }[];
};

/** "2.00" → "2", "1.50" → "1.5": quantities as people write them. */
function quantityText(quantity: string): string {
  return quantity.includes('.') ? quantity.replace(/0+$/, '').replace(/\.$/, '') : quantity;
}

/** The page's text of `invoice`: money in the invoice's currency, dates in its locale. */
export function ownerInvoiceView(invoice: OwnerInvoiceDetail): OwnerInvoiceView {
  const money = (value: string) =>
    formatMoney(value, { currency: invoice.currency, locale: invoice.locale });
  const day = (date: string) => formatCalendarDate(date, invoice);
  const settled = compareMoney(invoice.balance, '0') <= 0;
  const overdue = invoice.overdue && !settled;
  const hasDiscount = compareMoney(invoice.discount, '0') > 0;
  const figures: OwnerInvoiceView['figures'] = [
    { label: 'Subtotal', value: money(invoice.subtotal) },
    ...(hasDiscount ? [{ label: 'Discount', value: `−${money(invoice.discount)}` }] : []),
    {
      label: invoice.pricesIncludeTax ? `${invoice.taxLabel} included` : invoice.taxLabel,
      value: money(invoice.tax),
    },
    { label: 'Total', value: money(invoice.total), strong: true },
    { label: 'Paid', value: money(invoice.paid) },
    ...(compareMoney(invoice.credited, '0') > 0
      ? [{ label: 'Credited', value: `−${money(invoice.credited)}` }]
      : []),
    { label: 'Amount due', value: money(settled ? '0' : invoice.balance), strong: true },
  ];
  return {
    number: invoice.number ?? 'Invoice',
    statusLabel: overdue ? 'Overdue' : invoiceStatusLabels[invoice.status],
    overdue,
    settled,
    workshop: invoice.workshop,
    date: day(invoice.date),
    due: invoice.dueOn && !settled ? day(invoice.dueOn) : null,
    vehicle: invoice.vehicle,
    jobs: groupLinesByJob(invoice.jobs, invoice.lines).map((group, index, groups) => ({
      key: group.job?.id ?? 'other',
      heading: group.job
        ? `${index + 1}. ${group.job.name}`
        : groups.length > 1
          ? 'Other charges'
          : null,
      threeCs: group.job ? threeCsLines(group.job) : [],
      lines: group.lines.map((line) => ({
        id: line.id,
        description: line.description,
        // "× 2" where it says something: not on fees, discounts or a single flat job.
        quantity:
          (line.kind === 'labor' || line.kind === 'part') && quantityText(line.quantity) !== '1'
            ? quantityText(line.quantity)
            : null,
        amount: line.kind === 'discount' ? `−${money(line.amount)}` : money(line.amount),
      })),
    })),
    figures,
    payments: invoice.payments.map((payment) => {
      const refund = compareMoney(payment.amount, '0') < 0;
      return {
        id: payment.id,
        date: day(payment.paidOn),
        what: refund
          ? `Refund (${paymentMethodLabels[payment.method]})${payment.creditNoteNumber ? ` for ${payment.creditNoteNumber}` : ''}`
          : paymentMethodLabels[payment.method],
        // A refund reads "−$49.26", with the same minus as the credit notes.
        amount: refund ? `−${money(payment.amount.replace('-', ''))}` : money(payment.amount),
        reference: payment.reference,
      };
    }),
    creditNotes: invoice.creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      date: day(note.issuedOn),
      reason: note.reason,
      total: `−${money(note.total)}`,
      refunded: compareMoney(note.refunded, '0') > 0 ? money(note.refunded) : null,
    })),
  };
}
