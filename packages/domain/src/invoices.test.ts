import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';
import {
  ageBucket,
  canTakePayment,
  categoryTaxRate,
  computeInvoiceTotals,
  creditForLine,
  creditNoteInputSchema,
  defaultTaxCurrencySettings,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  formatTaxRate,
  type InvoiceAction,
  type InvoiceStatus,
  invoiceActions,
  invoiceBalance,
  invoiceMachine,
  invoiceStatuses,
  isIssuedInvoiceStatus,
  issuedInvoiceStatus,
  paymentInputSchema,
  pickupRefusal,
  suppliesFee,
  type TaxedLineInput,
  taxCurrencySettingsSchema,
} from './invoices.ts';
import { allocateMoney, sumMoney } from './money.ts';

const labor = (quantity: string, unitPrice: string, taxRate: string | null): TaxedLineInput => ({
  kind: 'labor',
  serviceId: null,
  description: 'Labor',
  pricing: 'hourly',
  quantity,
  unitPrice,
  taxRate,
});
const part = (quantity: string, unitPrice: string, taxRate: string | null): TaxedLineInput => ({
  kind: 'part',
  description: 'Part',
  partNumber: null,
  inventoryItemId: null,
  quantity,
  unitCost: null,
  unitPrice,
  taxRate,
});
const fee = (amount: string, taxRate: string | null): TaxedLineInput => ({
  kind: 'fee',
  description: 'Fee',
  amount,
  taxRate,
});
const discount = (value: { amount?: string; percent?: string }): TaxedLineInput => ({
  kind: 'discount',
  description: 'Discount',
  amount: value.amount ?? null,
  percent: value.percent ?? null,
  taxRate: null,
});

describe('computeInvoiceTotals with prices before tax', () => {
  it('adds each line’s tax, rounded half-up on the line, and the total is net + tax', () => {
    // 1.5 h × 97.75 = 146.63 (146.625 rounded); 8.875 % of it = 13.0134… → 13.01.
    // 3 × 19.99 = 59.97; 8.875 % = 5.3223… → 5.32.
    const totals = computeInvoiceTotals(
      [labor('1.5', '97.75', '8.875'), part('3', '19.99', '8.875')],
      { pricesIncludeTax: false },
    );
    expect(totals.lines.map((line) => line.tax)).toEqual(['13.01', '5.32']);
    expect(totals).toMatchObject({
      subtotal: '206.60',
      discount: '0.00',
      net: '206.60',
      tax: '18.33',
      total: '224.93',
    });
    expect(totals.breakdown).toEqual([{ rate: '8.875', taxable: '206.60', tax: '18.33' }]);
  });

  it('leaves exempt lines untaxed and lists them apart in the breakdown', () => {
    const totals = computeInvoiceTotals([labor('2', '100', null), part('1', '50', '10')], {
      pricesIncludeTax: false,
    });
    expect(totals.tax).toBe('5.00');
    expect(totals.total).toBe('255.00');
    expect(totals.breakdown).toEqual([
      { rate: '10.000', taxable: '50.00', tax: '5.00' },
      { rate: null, taxable: '200.00', tax: '0.00' },
    ]);
  });

  it('spreads a discount over the lines in proportion before their tax', () => {
    // 10 % of 200 = 20 off: 10 from the exempt labor, 10 from the taxed part.
    const totals = computeInvoiceTotals(
      [labor('1', '100', null), part('1', '100', '10'), discount({ percent: '10' })],
      { pricesIncludeTax: false },
    );
    expect(totals.lines.map((line) => line.discount)).toEqual(['10.00', '10.00', '0.00']);
    expect(totals).toMatchObject({
      discount: '20.00',
      net: '180.00',
      tax: '9.00',
      total: '189.00',
    });
  });

  it('never discounts below zero and gives the odd cents to the largest remainders', () => {
    const totals = computeInvoiceTotals(
      [
        part('1', '10', '10'),
        part('1', '10', '10'),
        part('1', '10', '10'),
        discount({ amount: '50' }),
      ],
      { pricesIncludeTax: false },
    );
    expect(totals.discount).toBe('30.00');
    expect(totals.total).toBe('0.00');
    expect(allocateMoney('10.00', ['1', '1', '1'])).toEqual(['3.34', '3.33', '3.33']);
    expect(sumMoney(allocateMoney('0.05', ['3', '3', '1']))).toBe('0.05');
  });
});

describe('computeInvoiceTotals with prices that include tax', () => {
  it('works the tax out of each line and the total is what the lines say', () => {
    // 119.00 incl. 19 % VAT = 100.00 + 19.00; 10.00 incl. 19 % = 8.40 + 1.60 (1.5966 → 1.60).
    const totals = computeInvoiceTotals([part('1', '119', '19'), fee('10', '19')], {
      pricesIncludeTax: true,
    });
    expect(totals.lines.map((line) => [line.net, line.tax])).toEqual([
      ['100.00', '19.00'],
      ['8.40', '1.60'],
    ]);
    expect(totals).toMatchObject({ net: '108.40', tax: '20.60', total: '129.00' });
  });
});

describe('tax settings', () => {
  it('take a category’s own rate, the default, or none when exempt', () => {
    const settings = taxCurrencySettingsSchema.parse({
      ...defaultTaxCurrencySettings,
      defaultTaxRate: '8.25',
      labor: { treatment: 'exempt' },
      parts: { treatment: 'default' },
      fees: { treatment: 'custom', rate: 5 },
    });
    expect(categoryTaxRate(settings, 'labor')).toBeNull();
    expect(categoryTaxRate(settings, 'parts')).toBe('8.250');
    expect(categoryTaxRate(settings, 'fees')).toBe('5.000');
    expect(formatTaxRate('8.250')).toBe('8.25 %');
    expect(formatTaxRate(null)).toBe('Exempt');
  });

  it('refuse a rate with four decimals, an own rate left empty, a cap without a fee', () => {
    const result = taxCurrencySettingsSchema.safeParse({
      ...defaultTaxCurrencySettings,
      defaultTaxRate: '8.2555',
      labor: { treatment: 'custom' },
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['defaultTaxRate', 'Default tax rate can have at most three decimals'],
        ['labor.rate', 'Enter the rate for this category'],
      ]),
    );
    const capOnly = taxCurrencySettingsSchema.safeParse({
      ...defaultTaxCurrencySettings,
      suppliesFeeCap: '25',
    });
    expect(capOnly.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['suppliesFeePercent', 'Enter the fee percentage, or clear the cap'],
    ]);
  });

  it('cap the supplies fee, and add none without a percentage', () => {
    const settings = { suppliesFeePercent: '5.00', suppliesFeeCap: '35.00' };
    expect(suppliesFee(settings, '400.00')).toBe('20.00');
    expect(suppliesFee(settings, '1000.00')).toBe('35.00');
    expect(suppliesFee({ suppliesFeePercent: '5.00', suppliesFeeCap: null }, '1000.00')).toBe(
      '50.00',
    );
    expect(suppliesFee({ suppliesFeePercent: null, suppliesFeeCap: null }, '1000.00')).toBeNull();
  });
});

describe('credit notes', () => {
  it('take back a share of a line in proportion, and the rest exactly', () => {
    const line = { quantity: '3.00', net: '100.00', tax: '8.88' };
    const first = creditForLine(line, '1.00');
    expect(first).toEqual({ quantity: '1.00', net: '33.33', tax: '2.96' });
    const rest = { quantity: '2.00', net: '66.67', tax: '5.92' };
    expect(creditForLine(rest, '5.00')).toEqual(rest);
  });

  it('need a reason and lines unless the whole invoice is credited', () => {
    const result = creditNoteInputSchema.safeParse({ full: false, lines: [], reason: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['A reason is required', 'Choose at least one line to credit']),
    );
  });
});

describe('invoice status and balance', () => {
  it('follows payments and credits', () => {
    const figures = (paid: string, credited = '0.00') => ({ total: '100.00', credited, paid });
    expect(issuedInvoiceStatus(figures('0.00'))).toBe('issued');
    expect(issuedInvoiceStatus(figures('40.00'))).toBe('partially_paid');
    expect(issuedInvoiceStatus(figures('100.00'))).toBe('paid');
    expect(issuedInvoiceStatus(figures('60.00', '40.00'))).toBe('paid');
    expect(issuedInvoiceStatus(figures('0.00', '100.00'))).toBe('credited');
    expect(invoiceBalance(figures('100.00', '30.00'))).toBe('-30.00');
  });

  it('issues and voids drafts only', () => {
    expect(invoiceMachine.refusal('draft', 'issue')).toBeNull();
    expect(invoiceMachine.refusal('paid', 'void')).toBe(
      'Void draft is not possible: the invoice is paid.',
    );
    expect(invoiceMachine.actionsFor('draft', 'mechanic')).toEqual([]);
  });

  it('allows each action from exactly these statuses', () => {
    const allowed: Record<InvoiceAction, InvoiceStatus[]> = {
      edit: ['draft'],
      issue: ['draft'],
      void: ['draft'],
      send: ['issued', 'partially_paid', 'paid', 'credited'],
      pay: ['issued', 'partially_paid'],
      payment_link: ['issued', 'partially_paid'],
      remind: ['issued', 'partially_paid'],
      credit: ['issued', 'partially_paid', 'paid', 'credited'],
      refund: ['issued', 'partially_paid', 'paid', 'credited'],
    };
    for (const action of invoiceActions) {
      for (const status of invoiceStatuses) {
        const refusal = invoiceMachine.refusal(status, action);
        if (allowed[action].includes(status))
          expect(refusal, `${action} from ${status}`).toBeNull();
        else expect(refusal, `${action} from ${status}`).toMatch(/is not possible: the invoice is/);
      }
    }
    for (const status of invoiceStatuses) {
      expect(invoiceMachine.actionsFor(status, 'mechanic')).toEqual([]);
      expect(invoiceMachine.actionsFor(status, 'front_desk')).toEqual(
        invoiceActions.filter((action) => allowed[action].includes(status)),
      );
      expect(isIssuedInvoiceStatus(status)).toBe(allowed.send.includes(status));
    }
  });

  it('takes money only on an issued or partly paid invoice with a balance due', () => {
    for (const status of invoiceStatuses) {
      const open = status === 'issued' || status === 'partially_paid';
      expect(canTakePayment({ status, balance: '10.00' }), status).toBe(open);
      expect(canTakePayment({ status, balance: '0.00' }), status).toBe(false);
      expect(canTakePayment({ status, balance: '-5.00' }), status).toBe(false);
    }
  });

  it('refuses a payment of nothing and an unreadable date', () => {
    const result = paymentInputSchema.safeParse({ method: 'cash', amount: '0', paidOn: '25/11' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        'Amount must be more than 0',
        'Payment date must be a date like 2026-11-25',
      ]),
    );
  });
});

describe('numbers, ages and currency formats', () => {
  it('number invoices and credit notes per year without gaps in width', () => {
    expect(formatInvoiceNumber(2026, 42)).toBe('INV-2026-00042');
    expect(formatCreditNoteNumber(2026, 3)).toBe('CN-2026-00003');
  });

  it('puts an invoice in its age bucket', () => {
    expect([0, 30, 31, 60, 61, 90, 91].map(ageBucket)).toEqual([
      '0-30',
      '0-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
    ]);
  });

  it('formats USD, EUR and JPY with their own decimals', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('1234.5', { currency: 'EUR', locale: 'de-DE' })).toBe('1.234,50\u00a0€');
    expect(formatMoney('1234.5', { currency: 'JPY', locale: 'ja-JP' })).toBe('￥1,235');
  });

  it('lets a car leave with an issued invoice, paid unless the shop allows unpaid pickup (ADR 037)', () => {
    const refusal = (
      invoice: { number: string | null; status: InvoiceStatus; balance: string } | null,
      unpaidPickupAllowed = false,
    ) =>
      pickupRefusal({
        jobOrderNumber: 'JO-0042',
        invoice,
        unpaidPickupAllowed,
        money: { currency: 'EUR', locale: 'de-DE' },
      });
    const issued = (status: InvoiceStatus, balance: string) => ({
      number: status === 'draft' || status === 'void' ? null : 'INV-2026-00007',
      status,
      balance,
    });
    expect(refusal(null)).toEqual({
      code: 'pickup_needs_invoice',
      message:
        'Complete is not possible: JO-0042 has no issued invoice. Create and issue its invoice before the car leaves.',
    });
    // A voided invoice is no invoice; a draft is not issued, whatever the setting.
    expect(refusal(issued('void', '0.00'), true)?.code).toBe('pickup_needs_invoice');
    expect(refusal(issued('draft', '120.00'), true)).toEqual({
      code: 'pickup_needs_invoice',
      message:
        'Complete is not possible: the invoice of JO-0042 is a draft. Issue it before the car leaves.',
    });
    expect(refusal(issued('partially_paid', '1234.50'))).toEqual({
      code: 'pickup_needs_payment',
      message:
        'Complete is not possible: INV-2026-00007 has 1.234,50\u00a0€ due. Record the payment before the car leaves; this shop does not allow unpaid pickup (Settings → Tax and Currency).',
    });
    expect(refusal(issued('issued', '120.00'))?.code).toBe('pickup_needs_payment');
    expect(refusal(issued('issued', '120.00'), true)).toBeNull();
    expect(refusal(issued('paid', '0.00'))).toBeNull();
    expect(refusal(issued('credited', '0.00'))).toBeNull();
    // Overpaid (a credit note not yet refunded): nothing is due.
    expect(refusal(issued('paid', '-20.00'))).toBeNull();
  });
});
