import type { InvoiceSummary, OwnerInvoiceList } from '@pitstop/domain/invoice-views';
import { describe, expect, it } from 'vitest';
import { ownerInvoiceRows } from './owner-invoice-rows.ts';

const invoice = (fields: Partial<InvoiceSummary>): InvoiceSummary => ({
  id: '5f0c7a52-6a0e-4f55-9d4b-1d2a3c4b5e6f',
  number: 'INV-2026-00042',
  status: 'issued',
  date: '2026-11-02',
  dueOn: '2026-12-02',
  client: { id: '0b8c1a52-6a0e-4f55-9d4b-1d2a3c4b5e6f', name: 'Jordan Driver' },
  billToName: 'Jordan Driver',
  vehicle: '2019 Toyota RAV4',
  jobOrder: { id: '7d1c1a52-6a0e-4f55-9d4b-1d2a3c4b5e6f', number: 'JO-1042' },
  total: '1234.50',
  paid: '0.00',
  credited: '0.00',
  balance: '1234.50',
  overdue: false,
  ...fields,
});

/** A response of `GET /portal/invoices` as the contract describes it. */
const response = (items: InvoiceSummary[], format = { currency: 'USD', locale: 'en-US' }) =>
  ({ items, ...format }) as OwnerInvoiceList;

describe("the car owner's invoice rows", () => {
  it('shows number, date, vehicle, total, balance, status and the PDF link of each invoice', () => {
    expect(ownerInvoiceRows(response([invoice({})]))).toEqual([
      {
        id: '5f0c7a52-6a0e-4f55-9d4b-1d2a3c4b5e6f',
        number: 'INV-2026-00042',
        date: 'Nov 2, 2026',
        vehicle: '2019 Toyota RAV4',
        total: '$1,234.50',
        balance: '$1,234.50',
        settled: false,
        status: 'issued',
        statusLabel: 'Issued',
        overdue: false,
        pdfUrl: '/api/v1/portal/invoices/5f0c7a52-6a0e-4f55-9d4b-1d2a3c4b5e6f/pdf',
        fileName: 'INV-2026-00042.pdf',
      },
    ]);
  });

  it('marks a late unpaid invoice overdue and a paid or credited one settled, in the shop format', () => {
    const rows = ownerInvoiceRows(
      response(
        [
          invoice({ status: 'partially_paid', paid: '200.00', balance: '1034.50', overdue: true }),
          invoice({ status: 'paid', paid: '1234.50', balance: '0.00', vehicle: null }),
          // Credited after it was paid, refund pending: the owner owes nothing.
          invoice({ status: 'paid', credited: '34.50', paid: '1234.50', balance: '-34.50' }),
        ],
        { currency: 'EUR', locale: 'de-DE' },
      ),
    );
    expect(rows.map((row) => [row.statusLabel, row.total, row.balance, row.vehicle])).toEqual([
      ['Overdue', '1.234,50\u00a0€', '1.034,50\u00a0€', '2019 Toyota RAV4'],
      ['Paid', '1.234,50\u00a0€', '0,00\u00a0€', '—'],
      ['Paid', '1.234,50\u00a0€', '0,00\u00a0€', '2019 Toyota RAV4'],
    ]);
    expect(rows.map((row) => row.settled)).toEqual([false, true, true]);
  });

  it('has no rows for an owner with no invoices yet', () => {
    expect(ownerInvoiceRows(response([]))).toEqual([]);
  });
});
