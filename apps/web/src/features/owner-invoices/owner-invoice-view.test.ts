import type { OwnerInvoiceDetail } from '@pitstop/domain/invoice-views';
import { describe, expect, it } from 'vitest';
import { ownerInvoiceView } from './owner-invoice-view.ts';

const ids = {
  invoice: '5f0c7a52-6a0e-4f55-9d4b-1d2a3c4b5e6f',
  labor: '0b8c1a52-6a0e-4f55-9d4b-1d2a3c4b5e6f',
  discount: '1b8c1a52-6a0e-4f55-9d4b-1d2a3c4b5e6f',
  card: '2b8c1a52-6a0e-4f55-9d4b-1d2a3c4b5e6f',
  refund: '3b8c1a52-6a0e-4f55-9d4b-1d2a3c4b5e6f',
  note: '4b8c1a52-6a0e-4f55-9d4b-1d2a3c4b5e6f',
};

/** A response of `GET /portal/invoices/:id` as the contract describes it. */
const invoice = (fields: Partial<OwnerInvoiceDetail> = {}): OwnerInvoiceDetail => ({
  id: ids.invoice,
  number: 'INV-2026-00042',
  status: 'paid',
  date: '2026-11-02',
  dueOn: '2026-12-02',
  billToName: 'Jordan Driver',
  vehicle: '2019 Toyota RAV4',
  total: '180.00',
  paid: '90.00',
  credited: '90.00',
  balance: '0.00',
  overdue: false,
  workshop: 'Pitstop Demo Garage',
  currency: 'USD',
  locale: 'en-US',
  taxLabel: 'Sales tax',
  pricesIncludeTax: false,
  jobs: [],
  lines: [
    {
      id: ids.labor,
      jobId: null,
      kind: 'labor',
      description: 'Brake service',
      quantity: '1.50',
      amount: '200.00',
      net: '180.00',
    },
    {
      id: ids.discount,
      jobId: null,
      kind: 'discount',
      description: 'Coupon',
      quantity: '1.00',
      amount: '20.00',
      net: '0.00',
    },
  ],
  subtotal: '200.00',
  discount: '20.00',
  tax: '0.00',
  payments: [
    {
      id: ids.card,
      method: 'card',
      amount: '180.00',
      paidOn: '2026-11-02',
      reference: 'AUTH-4411',
      creditNoteNumber: null,
    },
    {
      id: ids.refund,
      method: 'card',
      amount: '-90.00',
      paidOn: '2026-11-05',
      reference: null,
      creditNoteNumber: 'CN-2026-00003',
    },
  ],
  creditNotes: [
    {
      id: ids.note,
      number: 'CN-2026-00003',
      reason: 'Goodwill',
      issuedOn: '2026-11-05',
      total: '90.00',
      refunded: '90.00',
    },
  ],
  ...fields,
});

describe("the car owner's invoice page", () => {
  it('lists the work job by job with the complaint, cause and correction, then the charges of no job', () => {
    const brakes = {
      id: '6b8c1a52-6a0e-4f55-9d4b-1d2a3c4b5e6f',
      position: 0,
      name: 'Brakes squeal',
      complaint: 'Squeal when stopping',
      cause: 'Pads worn to 2 mm',
      correction: null,
    };
    const view = ownerInvoiceView(
      invoice({
        jobs: [brakes],
        lines: invoice().lines.map((line) =>
          line.kind === 'labor' ? { ...line, jobId: brakes.id } : line,
        ),
      }),
    );
    expect(
      view.jobs.map(({ heading, threeCs, lines }) => ({
        heading,
        threeCs,
        lines: lines.map((line) => line.description),
      })),
    ).toEqual([
      {
        heading: '1. Brakes squeal',
        threeCs: ['Complaint: Squeal when stopping', 'Cause: Pads worn to 2 mm'],
        lines: ['Brake service'],
      },
      { heading: 'Other charges', threeCs: [], lines: ['Coupon'] },
    ]);
  });

  it('writes out the lines, figures, payments, refund and credit note in the invoice format', () => {
    const view = ownerInvoiceView(invoice());
    expect(view).toMatchObject({
      number: 'INV-2026-00042',
      statusLabel: 'Paid',
      settled: true,
      date: 'Nov 2, 2026',
      // Nothing is due: no due date.
      due: null,
    });
    expect(view.jobs).toEqual([
      {
        key: 'other',
        heading: null,
        threeCs: [],
        lines: [
          { id: ids.labor, description: 'Brake service', quantity: '1.5', amount: '$200.00' },
          { id: ids.discount, description: 'Coupon', quantity: null, amount: '−$20.00' },
        ],
      },
    ]);
    expect(view.figures).toEqual([
      { label: 'Subtotal', value: '$200.00' },
      { label: 'Discount', value: '−$20.00' },
      { label: 'Sales tax', value: '$0.00' },
      { label: 'Total', value: '$180.00', strong: true },
      { label: 'Paid', value: '$90.00' },
      { label: 'Credited', value: '−$90.00' },
      { label: 'Amount due', value: '$0.00', strong: true },
    ]);
    expect(view.payments).toEqual([
      {
        id: ids.card,
        date: 'Nov 2, 2026',
        what: 'Card',
        amount: '$180.00',
        reference: 'AUTH-4411',
      },
      {
        id: ids.refund,
        date: 'Nov 5, 2026',
        what: 'Refund (Card) for CN-2026-00003',
        amount: '−$90.00',
        reference: null,
      },
    ]);
    expect(view.creditNotes).toEqual([
      {
        id: ids.note,
        number: 'CN-2026-00003',
        date: 'Nov 5, 2026',
        reason: 'Goodwill',
        total: '−$90.00',
        refunded: '$90.00',
      },
    ]);
  });

  it('shows what is due and when, overdue when late, in the shop format', () => {
    const view = ownerInvoiceView(
      invoice({
        status: 'issued',
        paid: '0.00',
        credited: '0.00',
        balance: '180.00',
        overdue: true,
        payments: [],
        creditNotes: [],
        currency: 'EUR',
        locale: 'de-DE',
        taxLabel: 'MwSt.',
        pricesIncludeTax: true,
      }),
    );
    expect(view).toMatchObject({ statusLabel: 'Overdue', overdue: true, due: '2 Dec 2026' });
    expect(view.figures).toContainEqual({ label: 'MwSt. included', value: '0,00\u00a0€' });
    expect(view.figures.at(-1)).toEqual({
      label: 'Amount due',
      value: '180,00\u00a0€',
      strong: true,
    });
  });
});
