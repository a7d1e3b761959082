import type { InvoiceDetail, InvoiceLineView } from '@pitstop/domain/invoice-views';
import { type CreditNoteInput, creditForLine } from '@pitstop/domain/invoices';
import {
  compareMoney,
  decimalQuantity,
  type Money,
  proportionOf,
  subtractMoney,
  sumMoney,
} from '@pitstop/domain/money';

/** A line that can still be credited, with what is left of it. */
export type CreditableInvoiceLine = {
  line: InvoiceLineView;
  /** Units (hours, or "1.00" for a fee) not credited yet. */
  remaining: string;
  net: Money;
  tax: Money;
};

/**
 * The lines a credit note may take back: work lines (a discount is already spread over them)
 * with something left after earlier credit notes. What is left is worked out in proportion,
 * as the server does, for the preview; the server's own figures decide.
 */
export function creditableLines(invoice: Pick<InvoiceDetail, 'lines'>): CreditableInvoiceLine[] {
  return invoice.lines.flatMap((line) => {
    if (line.kind === 'discount') return [];
    const remaining = subtractMoney(line.quantity, line.creditedQuantity);
    if (compareMoney(remaining, '0') <= 0) return [];
    const credited = compareMoney(line.creditedQuantity, '0') > 0;
    const taken = (amount: Money) =>
      credited ? proportionOf(amount, line.creditedQuantity, line.quantity) : '0.00';
    return [
      {
        line,
        remaining,
        net: subtractMoney(line.net, taken(line.net)),
        tax: subtractMoney(line.tax, taken(line.tax)),
      },
    ];
  });
}

/** Which lines are ticked and how much of each (as typed). */
export type CreditSelection = Record<string, { selected: boolean; quantity: string }>;

/** Nothing ticked; each line's quantity starts at all that is left of it. */
export function initialCreditSelection(lines: readonly CreditableInvoiceLine[]): CreditSelection {
  return Object.fromEntries(
    lines.map((entry) => [entry.line.id, { selected: false, quantity: entry.remaining }]),
  );
}

/** The quantity typed for a ticked line, checked: the decimal, or the message for its field. */
export function creditQuantityOf(
  entry: CreditableInvoiceLine,
  typed: string,
): { quantity: string; error: null } | { quantity: null; error: string } {
  const parsed = decimalQuantity('Quantity to credit').safeParse(typed);
  if (!parsed.success) {
    return { quantity: null, error: parsed.error.issues[0]?.message ?? 'Enter a quantity' };
  }
  if (compareMoney(parsed.data, entry.remaining) > 0) {
    return { quantity: null, error: `Only ${entry.remaining} left to credit` };
  }
  return { quantity: parsed.data, error: null };
}

export type CreditNoteDraft =
  | { input: CreditNoteInput; errors: null; total: Money }
  | { input: null; errors: Record<string, string>; total: Money | null };

/**
 * The Credit note form as a request: the whole invoice, or the ticked lines with their
 * quantities; with the total it will credit (tax included) for the preview. Errors are keyed by
 * line id, `lines` (none ticked) and `reason`.
 */
export function creditNoteDraft(
  lines: readonly CreditableInvoiceLine[],
  form: { full: boolean; selection: CreditSelection; reason: string },
): CreditNoteDraft {
  const errors: Record<string, string> = {};
  const reason = form.reason.trim();
  if (!reason) errors.reason = 'A reason is required';
  if (form.full) {
    const total = sumMoney(lines.flatMap((entry) => [entry.net, entry.tax]));
    return Object.keys(errors).length > 0
      ? { input: null, errors, total }
      : { input: { full: true, lines: [], reason }, errors: null, total };
  }
  const chosen: { invoiceLineId: string; quantity: string }[] = [];
  const amounts: Money[] = [];
  for (const entry of lines) {
    const picked = form.selection[entry.line.id];
    if (!picked?.selected) continue;
    const checked = creditQuantityOf(entry, picked.quantity);
    if (checked.error !== null) {
      errors[entry.line.id] = checked.error;
      continue;
    }
    chosen.push({ invoiceLineId: entry.line.id, quantity: checked.quantity });
    const credit = creditForLine(
      { quantity: entry.remaining, net: entry.net, tax: entry.tax },
      checked.quantity,
    );
    amounts.push(credit.net, credit.tax);
  }
  const anyTicked = lines.some((entry) => form.selection[entry.line.id]?.selected);
  if (!anyTicked) errors.lines = 'Choose at least one line to credit';
  const total = sumMoney(amounts);
  return Object.keys(errors).length > 0
    ? { input: null, errors, total: anyTicked ? total : null }
    : { input: { full: false, lines: chosen, reason }, errors: null, total };
}
