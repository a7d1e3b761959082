import { formatMoney } from '@pitstop/domain/format';
import type { InvoiceDetail } from '@pitstop/domain/invoice-views';
import {
  type PaymentMethod,
  paymentInputSchema,
  refundInputSchema,
} from '@pitstop/domain/invoices';
import { compareMoney, type Money, subtractMoney } from '@pitstop/domain/money';
import type { z } from 'zod';
import { issuesToErrors } from '../../lib/form-errors.ts';

type PaymentInput = z.output<typeof paymentInputSchema>;
type RefundInput = z.output<typeof refundInputSchema>;

/** The Record payment (and Refund) form's fields, as typed. */
export type PaymentValues = {
  method: PaymentMethod;
  amount: string;
  /** YYYY-MM-DD. */
  paidOn: string;
  reference: string;
};

type MoneyFormat = Pick<InvoiceDetail, 'currency' | 'locale'>;

/** A payment starts as the whole balance, in cash, today; the desk changes what differs. */
export function initialPaymentValues(balance: Money, today: string): PaymentValues {
  return {
    method: 'cash',
    amount: compareMoney(balance, '0') > 0 ? balance : '',
    paidOn: today,
    reference: '',
  };
}

/** The server's words for too much (422 on `amount`), so the form says it before sending. */
export function overBalanceMessage(balance: Money, format: MoneyFormat): string {
  return `Amount is more than the balance due of ${formatMoney(balance, format)}`;
}

/**
 * The form checked by the domain's payment schema, then against what is due: the payment as
 * the API takes it, or the messages per field.
 */
export function parsePaymentValues(
  values: PaymentValues,
  due: { balance: Money } & MoneyFormat,
): { payment: PaymentInput; errors: null } | { payment: null; errors: Record<string, string> } {
  const result = paymentInputSchema.safeParse(values);
  if (!result.success) return { payment: null, errors: issuesToErrors(result.error.issues) };
  if (compareMoney(result.data.amount, due.balance) > 0) {
    return { payment: null, errors: { amount: overBalanceMessage(due.balance, due) } };
  }
  return { payment: result.data, errors: null };
}

/** What is left to pay once `amount` is recorded (null while the amount cannot be read). */
export function balanceAfter(balance: Money, amount: string): Money | null {
  const result = paymentInputSchema.shape.amount.safeParse(amount);
  return result.success ? subtractMoney(balance, result.data) : null;
}

/**
 * What may be refunded for a credit note: no more than the invoice was overpaid by (paid beyond
 * what it now owes) and no more than the credit note has left to refund.
 */
export function refundableFor(
  invoice: Pick<InvoiceDetail, 'balance'>,
  creditNote: { total: Money; refunded: Money },
): Money {
  const overpaid =
    compareMoney(invoice.balance, '0') < 0 ? subtractMoney('0', invoice.balance) : '0.00';
  const left = subtractMoney(creditNote.total, creditNote.refunded);
  const most = compareMoney(overpaid, left) <= 0 ? overpaid : left;
  return compareMoney(most, '0') > 0 ? most : '0.00';
}

/** The Refund form checked: the refund for the API, or the messages per field. */
export function parseRefundValues(
  values: PaymentValues,
  creditNoteId: string,
  limit: { refundable: Money } & MoneyFormat,
): { refund: RefundInput; errors: null } | { refund: null; errors: Record<string, string> } {
  const result = refundInputSchema.safeParse({ ...values, creditNoteId });
  if (!result.success) return { refund: null, errors: issuesToErrors(result.error.issues) };
  if (compareMoney(result.data.amount, limit.refundable) > 0) {
    return {
      refund: null,
      errors: { amount: `At most ${formatMoney(limit.refundable, limit)} can be refunded` },
    };
  }
  return { refund: result.data, errors: null };
}
