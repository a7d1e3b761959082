import { describe, expect, it } from 'vitest';
import {
  balanceAfter,
  initialPaymentValues,
  parsePaymentValues,
  parseRefundValues,
  refundableFor,
} from './payment-values.ts';

const usd = { currency: 'USD', locale: 'en-US' } as const;

describe('the Record payment form', () => {
  it('starts with the whole balance, in cash, today', () => {
    expect(initialPaymentValues('120.50', '2026-11-25')).toEqual({
      method: 'cash',
      amount: '120.50',
      paidOn: '2026-11-25',
      reference: '',
    });
    // Nothing due: no amount to suggest.
    expect(initialPaymentValues('0.00', '2026-11-25').amount).toBe('');
  });

  it('sends the typed amount as money and an empty reference as none', () => {
    const values = { ...initialPaymentValues('120.50', '2026-11-25'), amount: '50.5' };
    expect(parsePaymentValues(values, { balance: '120.50', ...usd })).toEqual({
      payment: { method: 'cash', amount: '50.50', paidOn: '2026-11-25', reference: null },
      errors: null,
    });
  });

  it('refuses more than the balance with the amount due, in the shop format', () => {
    const values = { ...initialPaymentValues('120.50', '2026-11-25'), amount: '120.51' };
    expect(parsePaymentValues(values, { balance: '120.50', ...usd }).errors).toEqual({
      amount: 'Amount is more than the balance due of $120.50',
    });
    expect(
      parsePaymentValues(
        { ...values, amount: '2000' },
        { balance: '1234.50', currency: 'EUR', locale: 'de-DE' },
      ).errors?.amount,
    ).toBe('Amount is more than the balance due of 1.234,50\u00a0€');
  });

  it('says what is wrong with an empty, zero or unreadable amount', () => {
    const due = { balance: '10.00', ...usd };
    const base = initialPaymentValues('10.00', '2026-11-25');
    expect(parsePaymentValues({ ...base, amount: '0' }, due).errors?.amount).toBe(
      'Amount must be more than 0',
    );
    expect(parsePaymentValues({ ...base, amount: 'ten' }, due).errors?.amount).toMatch(/Amount/);
    expect(parsePaymentValues({ ...base, paidOn: '' }, due).errors?.paidOn).toMatch(/date/);
  });

  it('shows the balance left after the payment', () => {
    expect(balanceAfter('120.50', '20')).toBe('100.50');
    expect(balanceAfter('120.50', '120.50')).toBe('0.00');
    expect(balanceAfter('120.50', 'abc')).toBeNull();
  });
});

describe('the Refund form', () => {
  it('refunds at most what was overpaid and what the credit note has left', () => {
    expect(refundableFor({ balance: '-30.00' }, { total: '50.00', refunded: '0.00' })).toBe(
      '30.00',
    );
    expect(refundableFor({ balance: '-30.00' }, { total: '50.00', refunded: '40.00' })).toBe(
      '10.00',
    );
    expect(refundableFor({ balance: '5.00' }, { total: '50.00', refunded: '0.00' })).toBe('0.00');
  });

  it('refuses a refund above what may be refunded', () => {
    const values = { method: 'card' as const, amount: '31', paidOn: '2026-11-25', reference: '' };
    const id = '00000000-0000-4000-8000-000000000001';
    expect(parseRefundValues(values, id, { refundable: '30.00', ...usd }).errors).toEqual({
      amount: 'At most $30.00 can be refunded',
    });
    expect(
      parseRefundValues({ ...values, amount: '30' }, id, { refundable: '30.00', ...usd }),
    ).toMatchObject({ refund: { amount: '30.00', creditNoteId: id, method: 'card' } });
  });
});
