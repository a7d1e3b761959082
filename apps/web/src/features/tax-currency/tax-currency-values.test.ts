import { defaultTaxCurrencySettings } from '@pitstop/domain/invoices';
import { describe, expect, it } from 'vitest';
import { fieldOfPath, inputOf, validateValues, valuesOf } from './tax-currency-values.ts';

describe('the Tax and Currency form values', () => {
  it('reads the settings back as typed and sends them as the API takes them', () => {
    const values = valuesOf({
      ...defaultTaxCurrencySettings,
      defaultTaxRate: '8.250',
      labor: { treatment: 'exempt', rate: null },
      fees: { treatment: 'custom', rate: '6.500' },
      suppliesFeePercent: '5.00',
      suppliesFeeCap: '25.00',
    });
    expect(values).toMatchObject({
      defaultTaxRate: '8.25',
      laborTreatment: 'exempt',
      feesTreatment: 'custom',
      feesRate: '6.5',
      suppliesFeePercent: '5',
      suppliesFeeCap: '25.00',
      paymentTermsDays: 30,
      invoiceTerms: '',
    });
    expect(inputOf({ ...values, laborRate: '7', suppliesFeeCap: ' ' })).toMatchObject({
      defaultTaxRate: '8.25',
      // A rate typed for a category that is not on its own rate is not sent.
      labor: { treatment: 'exempt', rate: null },
      fees: { treatment: 'custom', rate: '6.5' },
      suppliesFeePercent: '5',
      suppliesFeeCap: null,
    });
    expect(validateValues(values)).toEqual({});
  });

  it("puts the domain's messages under the form's fields", () => {
    const values = valuesOf(defaultTaxCurrencySettings);
    expect(
      validateValues({
        ...values,
        taxLabel: '',
        defaultTaxRate: '8.2555',
        partsTreatment: 'custom',
        partsRate: '',
        paymentTermsDays: '',
      }),
    ).toMatchObject({
      taxLabel: 'Tax name is required',
      defaultTaxRate: expect.stringContaining('Default tax rate'),
      partsRate: 'Enter the rate for this category',
      paymentTermsDays: 'Payment terms must be a whole number of days',
    });
    expect(validateValues({ ...values, suppliesFeeCap: '30' })).toEqual({
      suppliesFeePercent: 'Enter the fee percentage, or clear the cap',
    });
    expect(fieldOfPath(['fees', 'treatment'])).toBe('feesTreatment');
    expect(fieldOfPath(['nothing'])).toBeNull();
  });
});
