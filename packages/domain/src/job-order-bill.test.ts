import { describe, expect, it } from 'vitest';
import {
  type BillTaxRules,
  billTaxRulesOf,
  computeInvoiceTotals,
  computeJobOrderBill,
  defaultTaxCurrencySettings,
  jobOrderInvoiceLines,
  lineTaxRate,
  SUPPLIES_FEE_DESCRIPTION,
  type TaxedLineInput,
} from './invoices.ts';
import type { JobOrderLine, LineApproval } from './job-orders.ts';

type Line = JobOrderLine & { taxRate: string | null };

const labor = (
  pricing: 'flat' | 'hourly',
  quantity: string,
  unitPrice: string,
  approval: LineApproval = 'approved',
  taxRate: string | null = '8.250',
): Line => ({
  kind: 'labor',
  serviceId: null,
  description: `${pricing} labor`,
  pricing,
  quantity,
  unitPrice,
  approval,
  taxRate,
});
const part = (
  quantity: string,
  unitPrice: string,
  approval: LineApproval = 'approved',
  taxRate: string | null = '8.250',
): Line => ({
  kind: 'part',
  description: 'Part',
  partNumber: null,
  inventoryItemId: null,
  quantity,
  unitCost: null,
  unitPrice,
  approval,
  taxRate,
});
const fee = (amount: string, approval: LineApproval = 'approved'): Line => ({
  kind: 'fee',
  description: 'Disposal',
  amount,
  approval,
  taxRate: '5.000',
});
const discount = (amount: string | null, percent: string | null): Line => ({
  kind: 'discount',
  description: 'Discount',
  amount,
  percent,
  approval: 'pending',
  taxRate: null,
});

const rules: BillTaxRules = {
  pricesIncludeTax: false,
  suppliesFeePercent: '5.00',
  suppliesFeeCap: '25.00',
  suppliesFeeTaxRate: '5.000',
};

describe('computeJobOrderBill', () => {
  it('is the invoice of the billed lines and the supplies fee, tax by line and rate', () => {
    const lines = [
      labor('flat', '1.00', '89.99'),
      labor('hourly', '1.50', '120.00'),
      part('4', '12.49', 'approved', null),
      part('1', '45.00', 'declined'),
      labor('flat', '1.00', '300.00', 'pending'),
      fee('7.50'),
      discount('10.00', null),
      discount(null, '5.00'),
    ];
    const bill = computeJobOrderBill(lines, rules);
    // Work billed: 89.99 + 180.00 + 49.96 + 7.50 = 327.45; 5 % of labor 269.99 = 13.50 supplies.
    expect(bill.suppliesFee).toBe('13.50');
    expect(bill.subtotal).toBe('340.95');
    expect(bill.discount).toBe('27.05');
    const invoice = computeInvoiceTotals(
      [
        ...lines.filter((line) => line.kind === 'discount' || line.approval === 'approved'),
        {
          kind: 'fee',
          description: SUPPLIES_FEE_DESCRIPTION,
          amount: '13.50',
          taxRate: '5.000',
        } satisfies TaxedLineInput,
      ],
      { pricesIncludeTax: false },
    );
    expect(bill.total).toBe(invoice.total);
    expect(bill.tax).toBe(invoice.tax);
    expect(bill.breakdown).toEqual(invoice.breakdown);
    expect(bill.breakdown.map((row) => row.rate)).toEqual(['5.000', '8.250', null]);
    // Tax: 6.84 + 13.67 on the labor, 0.35 + 0.62 on the fees (each after its discount share).
    expect(bill.tax).toBe('21.48');
    expect(bill.total).toBe('335.38');
  });

  it('caps the supplies fee and leaves it out when the shop charges none', () => {
    const lines = [labor('hourly', '10.00', '120.00')];
    expect(computeJobOrderBill(lines, rules).suppliesFee).toBe('25.00');
    const none = computeJobOrderBill(lines, { ...rules, suppliesFeePercent: null });
    expect(none.suppliesFee).toBeNull();
    expect(none.total).toBe('1299.00');
  });

  it('works the tax out of prices that include it: the total is what the lines say', () => {
    const bill = computeJobOrderBill([labor('flat', '1.00', '119.00', 'approved', '19.000')], {
      ...rules,
      pricesIncludeTax: true,
      suppliesFeePercent: null,
    });
    expect(bill).toMatchObject({
      subtotal: '119.00',
      net: '100.00',
      tax: '19.00',
      total: '119.00',
    });
  });

  it('counts nothing the customer has not approved, and discounts stop at zero', () => {
    const bill = computeJobOrderBill(
      [labor('flat', '1.00', '50.00', 'pending'), discount('20.00', null)],
      rules,
    );
    expect(bill).toMatchObject({ subtotal: '0.00', discount: '0.00', tax: '0.00', total: '0.00' });
  });
});

describe('jobOrderInvoiceLines and lineTaxRate', () => {
  it('bills approved work and every discount, in order, with the fee on their labor', () => {
    const lines = [labor('flat', '1.00', '100.00', 'declined'), labor('flat', '2.00', '100.00')];
    const made = jobOrderInvoiceLines([...lines, discount('5.00', null)], rules);
    expect(made.billed.map((line) => line.kind)).toEqual(['labor', 'discount']);
    expect(made.suppliesFee).toBe('10.00');
  });

  it('taxes each kind at its category rate, parts of a not-taxable item and discounts never', () => {
    const settings = {
      ...defaultTaxCurrencySettings,
      defaultTaxRate: '8.250',
      labor: { treatment: 'exempt' as const, rate: null },
      fees: { treatment: 'custom' as const, rate: '5.000' },
    };
    expect(lineTaxRate(settings, { kind: 'labor', itemTaxable: null })).toBeNull();
    expect(lineTaxRate(settings, { kind: 'part', itemTaxable: true })).toBe('8.250');
    expect(lineTaxRate(settings, { kind: 'part', itemTaxable: false })).toBeNull();
    expect(lineTaxRate(settings, { kind: 'fee', itemTaxable: null })).toBe('5.000');
    expect(lineTaxRate(settings, { kind: 'discount', itemTaxable: null })).toBeNull();
    expect(billTaxRulesOf({ ...settings, suppliesFeePercent: '3.00' })).toEqual({
      pricesIncludeTax: false,
      suppliesFeePercent: '3.00',
      suppliesFeeCap: null,
      suppliesFeeTaxRate: '5.000',
    });
  });
});
