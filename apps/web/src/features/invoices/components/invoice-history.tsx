import type { HistoryEntry } from '@pitstop/domain/bookings';
import { formatMoney } from '@pitstop/domain/format';
import {
  invoiceStatusLabels,
  type PaymentMethod,
  paymentMethodLabels,
} from '@pitstop/domain/invoices';
import { HistoryTimeline } from '../../../components/history-timeline.tsx';

const actionLabels: Record<string, string> = {
  create: 'Created',
  issue: 'Issued',
  void: 'Voided',
  payment: 'Payment recorded',
  refund: 'Refund recorded',
  credit_note: 'Credit note issued',
  send: 'Sent by e-mail',
  remind: 'Reminder sent',
};

const text = (value: unknown) =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : null;

/** What an entry's details say: the number, the amount, the address, the line. */
function detailLinesFor(format: { currency: string; locale: string }) {
  return (entry: HistoryEntry): string[] => {
    const details = entry.details ?? {};
    const lines: string[] = [];
    const number = text(details.number);
    if (number) lines.push(number);
    const amount = text(details.amount) ?? text(details.total);
    if (amount) lines.push(formatMoney(amount, format));
    const method = text(details.method);
    if (method) lines.push(paymentMethodLabels[method as PaymentMethod] ?? method);
    const to = text(details.to);
    if (to) lines.push(`To ${to}`);
    const description = text(details.description);
    if (description) lines.push(description);
    return lines;
  };
}

/** Who did what to the invoice and when (the shop's time zone), oldest first. */
export function InvoiceHistory({
  history,
  timeZone,
  format,
}: {
  history: HistoryEntry[];
  timeZone: string;
  format: { currency: string; locale: string };
}) {
  return (
    <HistoryTimeline
      history={history}
      timeZone={timeZone}
      statusLabels={invoiceStatusLabels}
      actionLabels={actionLabels}
      detailLines={detailLinesFor(format)}
    />
  );
}
