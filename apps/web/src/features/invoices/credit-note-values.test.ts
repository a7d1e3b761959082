import type { InvoiceLineView } from '@pitstop/domain/invoice-views';
import { describe, expect, it } from 'vitest';
import { creditableLines, creditNoteDraft, initialCreditSelection } from './credit-note-values.ts';

function line(overrides: Partial<InvoiceLineView>): InvoiceLineView {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    jobId: null,
    kind: 'part',
    description: 'Brake pads',
    serviceId: null,
    pricing: null,
    partNumber: null,
    inventoryItemId: null,
    quantity: '4.00',
    unitPrice: '25.00',
    percent: null,
    taxRate: '10.000',
    amount: '100.00',
    discount: '0.00',
    net: '100.00',
    tax: '10.00',
    creditedQuantity: '0.00',
    ...overrides,
  };
}

const pads = line({});
const labor = line({
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'labor',
  description: 'Fit pads',
  quantity: '1.00',
  unitPrice: '60.00',
  amount: '60.00',
  net: '60.00',
  taxRate: null,
  tax: '0.00',
});
const discount = line({
  id: '00000000-0000-4000-8000-000000000003',
  kind: 'discount',
  description: 'Loyalty',
  quantity: '1.00',
  amount: '5.00',
  net: '0.00',
  tax: '0.00',
});

describe('the Credit note form', () => {
  it('offers the work lines with what is left after earlier credit notes', () => {
    const done = line({ id: '00000000-0000-4000-8000-000000000004', creditedQuantity: '4.00' });
    const lines = creditableLines({
      lines: [
        pads,
        labor,
        discount,
        done,
        line({ ...pads, id: '00000000-0000-4000-8000-000000000005', creditedQuantity: '1.00' }),
      ],
    });
    expect(
      lines.map((entry) => [entry.line.description, entry.remaining, entry.net, entry.tax]),
    ).toEqual([
      ['Brake pads', '4.00', '100.00', '10.00'],
      ['Fit pads', '1.00', '60.00', '0.00'],
      ['Brake pads', '3.00', '75.00', '7.50'],
    ]);
  });

  it('credits the whole invoice with a reason', () => {
    const lines = creditableLines({ lines: [pads, labor] });
    const selection = initialCreditSelection(lines);
    expect(creditNoteDraft(lines, { full: true, selection, reason: ' Goodwill ' })).toEqual({
      input: { full: true, lines: [], reason: 'Goodwill' },
      errors: null,
      total: '170.00',
    });
  });

  it('credits the ticked lines with their quantities, in proportion with their tax', () => {
    const lines = creditableLines({ lines: [pads, labor] });
    const selection = {
      ...initialCreditSelection(lines),
      [pads.id]: { selected: true, quantity: '1' },
    };
    expect(creditNoteDraft(lines, { full: false, selection, reason: 'One pad returned' })).toEqual({
      input: {
        full: false,
        lines: [{ invoiceLineId: pads.id, quantity: '1.00' }],
        reason: 'One pad returned',
      },
      errors: null,
      total: '27.50',
    });
  });

  it('asks for a line, a quantity within what is left, and a reason', () => {
    const lines = creditableLines({ lines: [pads, labor] });
    const none = initialCreditSelection(lines);
    expect(creditNoteDraft(lines, { full: false, selection: none, reason: '' }).errors).toEqual({
      reason: 'A reason is required',
      lines: 'Choose at least one line to credit',
    });
    const tooMany = { ...none, [pads.id]: { selected: true, quantity: '5' } };
    expect(creditNoteDraft(lines, { full: false, selection: tooMany, reason: 'x' }).errors).toEqual(
      {
        [pads.id]: 'Only 4.00 left to credit',
      },
    );
    const zero = { ...none, [pads.id]: { selected: true, quantity: '0' } };
    expect(
      creditNoteDraft(lines, { full: false, selection: zero, reason: 'x' }).errors?.[pads.id],
    ).toBe('Quantity to credit must be more than 0');
  });
});
