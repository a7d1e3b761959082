import Big from 'big.js';
import { z } from 'zod';

/**
 * Money, quantities and percentages as exact decimals (ADR 015). Amounts travel as strings
 * with two decimals ("123.45"), the way PostgreSQL returns numeric(12,2); arithmetic goes
 * through big.js, never JavaScript numbers. Every result is rounded to cents half-up (half away
 * from zero: 0.125 → 0.13, -0.125 → -0.13), as PostgreSQL rounds a numeric and as a shop
 * expects a receipt to read.
 */

// A constructor of our own: settings cannot leak to or from another user of big.js, and
// `strict` throws on a JavaScript number, so a float can never slip into a sum.
const Decimal = Big();
Decimal.strict = true;

/** A money amount with exactly two decimals, e.g. "123.45", "0.00", "-5.00". */
export type Money = string;

/** numeric(12,2): the largest amount a job order's or an invoice's total can hold. */
export const MONEY_MAX = '9999999999.99';
/** The largest line price, fee or discount amount: numeric(10,2), like service prices. */
export const PRICE_MAX = '99999999.99';
/** The largest quantity on a line (hours or units). */
export const QUANTITY_MAX = '9999.99';
/** The largest quantity of one item in stock or moved at once: numeric(12,2) keeps a margin. */
export const STOCK_QUANTITY_MAX = '999999.99';

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Reads a decimal string ("45", "45.5", "-0.25"); throws on anything else (a bug, not input). */
function decimal(value: string): Big {
  if (!DECIMAL_TEXT.test(value)) throw new TypeError(`Not a decimal amount: "${value}"`);
  return new Decimal(value);
}

/** Rounds to cents, half-up; never "-0.00". */
function cents(value: Big): Money {
  const text = value.toFixed(2, Big.roundHalfUp);
  return text === '-0.00' ? '0.00' : text;
}

/** Any decimal string as money: "45.5" → "45.50", "1.005" → "1.01". */
export function toMoney(value: string): Money {
  return cents(decimal(value));
}

export function addMoney(a: string, b: string): Money {
  return cents(decimal(a).plus(decimal(b)));
}

export function subtractMoney(a: string, b: string): Money {
  return cents(decimal(a).minus(decimal(b)));
}

/** The total of several amounts ("0.00" for none), rounded once at the end. */
export function sumMoney(amounts: readonly string[]): Money {
  return cents(amounts.reduce((total, amount) => total.plus(decimal(amount)), new Decimal('0')));
}

/** A line's amount: quantity × unit price, rounded to cents (1.5 h × 97.75 = 146.625 → 146.63). */
export function multiplyMoney(quantity: string, unitPrice: string): Money {
  return cents(decimal(quantity).times(decimal(unitPrice)));
}

/** `percent` % of `amount`, rounded to cents (12.5 % of 99.99 = 12.49875 → 12.50). */
export function percentOf(amount: string, percent: string): Money {
  return cents(decimal(amount).times(decimal(percent)).div('100'));
}

/** The tax contained in a tax-inclusive `amount` at `percent` %: amount × rate ÷ (100 + rate). */
export function includedTaxOf(amount: string, percent: string): Money {
  const rate = decimal(percent);
  return cents(decimal(amount).times(rate).div(rate.plus('100')));
}

/** `amount` × `part` ÷ `whole`, rounded to cents (a share of a line: 1 of 3 units). */
export function proportionOf(amount: string, part: string, whole: string): Money {
  return cents(decimal(amount).times(decimal(part)).div(decimal(whole)));
}

/**
 * Splits `total` over `weights` in proportion, to the cent, so the shares add up to `total`
 * exactly: each share is rounded down, then the cents left go one each to the largest
 * remainders (the earlier weight on a tie). Weights must be 0 or more; all zero gives zeros.
 */
export function allocateMoney(total: string, weights: readonly string[]): Money[] {
  const sum = weights.reduce((acc, weight) => acc.plus(decimal(weight)), new Decimal('0'));
  if (sum.eq('0')) return weights.map(() => '0.00');
  const exact = weights.map((weight) => decimal(total).times(decimal(weight)).div(sum));
  const floors = exact.map((share) => share.round(2, Big.roundDown));
  let left = decimal(total)
    .minus(floors.reduce((acc, share) => acc.plus(share), new Decimal('0')))
    .times('100')
    .toNumber();
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share.minus(floors[index] as Big) }))
    .sort((a, b) => b.remainder.cmp(a.remainder) || a.index - b.index);
  const shares = [...floors];
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] as Big).plus('0.01');
    left -= 1;
  }
  return shares.map(cents);
}

/**
 * The average of amounts weighted by quantities (a weighted average cost: 4 at 10.00 and 6 at
 * 12.50 → 11.50), computed exactly and rounded to cents once; null when the quantities sum to
 * zero or less (there is nothing to average).
 */
export function weightedAverageMoney(
  parts: readonly (readonly [quantity: string, amount: string])[],
): Money | null {
  let quantity = new Decimal('0');
  let value = new Decimal('0');
  for (const [partQuantity, amount] of parts) {
    quantity = quantity.plus(decimal(partQuantity));
    value = value.plus(decimal(partQuantity).times(decimal(amount)));
  }
  return quantity.gt('0') ? cents(value.div(quantity)) : null;
}

/** -1, 0 or 1 as `a` is less than, equal to or more than `b` ("5.5" equals "5.50"). */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  return decimal(a).cmp(decimal(b));
}

export function minMoney(a: string, b: string): Money {
  return toMoney(compareMoney(a, b) <= 0 ? a : b);
}

interface DecimalFieldOptions {
  /** The field's name in messages, e.g. "Unit price". */
  label: string;
  max: string;
  /** Zero is allowed (a free part, a 0 % discount) or refused (a quantity). */
  allowZero: boolean;
  example: string;
  /** Decimals kept (two for money; three for a tax rate such as 8.875 %). */
  decimals?: number;
}

const maxFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A decimal typed in a form or sent by an API client ("45", "45.5", ".25", or the JSON number
 * 45.5) → its two-decimal string ("45.50"). A number is read through its shortest spelling
 * (String(0.1 + 0.2) is "0.30000000000000004", refused for its decimals), so no float is kept.
 */
function decimalField({ label, max, allowZero, example, decimals = 2 }: DecimalFieldOptions) {
  return z
    .union([z.string(), z.number()], { error: `${label} is required` })
    .transform((value, ctx) => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      const text = typeof value === 'number' ? String(value) : value.trim();
      if (text === '') return fail(`${label} is required`);
      const unsigned = text.startsWith('-') ? text.slice(1) : text;
      if (!/^(\d+(\.\d*)?|\.\d+)$/.test(unsigned)) {
        return fail(`${label} must be a number like ${example}`);
      }
      if ((unsigned.split('.')[1] ?? '').length > decimals) {
        return fail(`${label} can have at most ${decimals === 2 ? 'two' : 'three'} decimals`);
      }
      const amount = new Decimal(unsigned.startsWith('.') ? `0${unsigned}` : unsigned);
      const signed = text.startsWith('-') && !amount.eq('0') ? amount.neg() : amount;
      if (signed.lt('0')) return fail(`${label} cannot be negative`);
      if (!allowZero && signed.eq('0')) return fail(`${label} must be more than 0`);
      if (signed.gt(max)) return fail(`${label} must be at most ${maxFormat.format(Number(max))}`);
      return decimals === 2 ? cents(signed) : signed.toFixed(decimals);
    });
}

/** A price, cost, fee or discount amount: 0 or more, at most two decimals, up to PRICE_MAX. */
export function moneyAmount(label = 'Amount', max = PRICE_MAX) {
  return decimalField({ label, max, allowZero: true, example: '45 or 45.50' });
}

/** Hours or units on a line: more than 0, at most two decimals (1.5 hours, 0.25 L). */
export function decimalQuantity(label = 'Quantity', max = QUANTITY_MAX) {
  return decimalField({ label, max, allowZero: false, example: '1, 1.5 or 0.25' });
}

/** A percentage from 0 to `max` (100 by default) with at most two decimals ("12.5" → "12.50"). */
export function percentage(label = 'Percentage', max = '100') {
  return decimalField({ label, max, allowZero: true, example: '10 or 12.5' });
}

/** A tax rate in percent, 0 to 100, with up to three decimals (8.875 → "8.875"). */
export function taxRatePercentage(label = 'Tax rate') {
  return decimalField({
    label,
    max: '100',
    allowZero: true,
    example: '8.25 or 8.875',
    decimals: 3,
  });
}

/** A count of stock (on hand, a reorder point): 0 or more, at most two decimals, up to `max`. */
export function stockQuantity(label = 'Quantity', max = STOCK_QUANTITY_MAX) {
  return decimalField({ label, max, allowZero: true, example: '1, 1.5 or 0.25' });
}
