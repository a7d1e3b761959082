import type {
  CreditNoteView,
  InvoiceDetail,
  InvoiceLineView,
  PaymentView,
} from '@pitstop/domain/invoice-views';
import type { InvoiceStatus, PaymentMethod } from '@pitstop/domain/invoices';
import { taxBreakdown } from '@pitstop/domain/invoices';
import { localToday } from '@pitstop/domain/local-time';
import { subtractMoney } from '@pitstop/domain/money';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { isoOf } from '../appointment-summary.ts';
import { listHistory } from '../history.ts';
import type { BillingShop } from './billing-shop.ts';
import { type InvoiceLineRow, invoiceLineColumns, invoiceVersionSql } from './invoice-drafts.ts';
import {
  type InvoiceSummaryRow,
  invoiceSummaryColumns,
  invoiceSummaryJoins,
  toInvoiceSummary,
} from './invoice-summary.ts';

type DetailRow = InvoiceSummaryRow & {
  client_email: string | null;
  bill_to_email: string | null;
  bill_to_phone: string | null;
  bill_to_address: string | null;
  vehicle_id: string | null;
  mileage: number | null;
  currency: string;
  locale: string;
  tax_label: string;
  prices_include_tax: boolean;
  subtotal: string;
  discount: string;
  net: string;
  tax: string;
  notes: string | null;
  terms: string | null;
  void_reason: string | null;
  issued_at: Date | string | null;
  version: string;
  shop_name: string;
  shop_address: string | null;
  shop_phone: string | null;
  shop_email: string | null;
  shop_timezone: string;
};

type PaymentRow = {
  id: string;
  method: PaymentMethod;
  amount: string;
  paid_on: string;
  reference: string | null;
  credit_note_id: string | null;
  credit_note_number: string | null;
  recorded_by: string | null;
  created_at: Date | string;
};

type CreditNoteRow = {
  id: string;
  number: string;
  invoice_id: string;
  reason: string;
  issued_on: string;
  net: string;
  tax: string;
  total: string;
  refunded: string;
};

type CreditNoteLineRow = {
  credit_note_id: string;
  invoice_line_id: string;
  description: string;
  quantity: string;
  tax_rate: string | null;
  net: string;
  tax: string;
};

export type LoadedInvoice = { invoice: InvoiceDetail; shop: BillingShop };

export function lineViewOf(row: InvoiceLineRow): InvoiceLineView {
  const isDiscount = row.kind === 'discount';
  return {
    id: row.id,
    kind: row.kind,
    description: row.description,
    serviceId: row.service_id,
    pricing: row.pricing,
    partNumber: row.part_number,
    inventoryItemId: row.inventory_item_id,
    quantity: row.quantity,
    unitPrice: isDiscount && row.percent !== null ? null : row.unit_price,
    percent: row.percent,
    taxRate: row.tax_rate,
    amount: row.amount,
    discount: row.discount,
    net: row.net,
    tax: row.tax,
    creditedQuantity: row.credited_quantity,
  };
}

function creditNoteViews(
  notes: readonly CreditNoteRow[],
  lines: readonly CreditNoteLineRow[],
  invoiceNumber: string,
): CreditNoteView[] {
  return notes.map((note) => ({
    id: note.id,
    number: note.number,
    invoiceId: note.invoice_id,
    invoiceNumber,
    reason: note.reason,
    issuedOn: note.issued_on,
    lines: lines
      .filter((line) => line.credit_note_id === note.id)
      .map((line) => ({
        invoiceLineId: line.invoice_line_id,
        description: line.description,
        quantity: line.quantity,
        taxRate: line.tax_rate,
        net: line.net,
        tax: line.tax,
      })),
    net: note.net,
    tax: note.tax,
    total: note.total,
    refunded: note.refunded,
  }));
}

const recordedBy = sql`coalesce(nullif(pr.full_name, ''),
  nullif(concat_ws(' ', pr.first_name, pr.last_name), ''), u.name)`;

/**
 * An invoice as its page shows it (lines with their figures, tax breakdown, payments, credit
 * notes, history), with the shop it is from, in six small queries sent together. Another shop's
 * id is null (a 404 for the caller).
 */
export async function loadInvoice(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<LoadedInvoice | null> {
  const { tx, shopId, id } = options;
  const [row, lines, payments, notes, noteLines, history] = await Promise.all([
    rowsOf<DetailRow>(
      tx,
      sql`select ${invoiceSummaryColumns}, c.email as client_email, i.bill_to_email,
          i.bill_to_phone, i.bill_to_address, i.vehicle_id, i.mileage, i.currency, i.locale,
          i.tax_label, i.prices_include_tax, i.subtotal::text as subtotal,
          i.discount::text as discount, i.net::text as net, i.tax::text as tax, i.notes, i.terms,
          i.void_reason, i.issued_at, ${invoiceVersionSql(sql`i.updated_at`)} as version,
          sh.name as shop_name, sh.address as shop_address, sh.phone as shop_phone,
          sh.email as shop_email, sh.timezone as shop_timezone
        from invoices i ${invoiceSummaryJoins}
        where i.shop_id = ${shopId} and i.id = ${id}`,
    ).then((rows) => rows[0]),
    rowsOf<InvoiceLineRow>(
      tx,
      sql`select ${invoiceLineColumns} from invoice_lines l
        where l.shop_id = ${shopId} and l.invoice_id = ${id}
        order by l.position, l.id`,
    ),
    rowsOf<PaymentRow>(
      tx,
      sql`select p.id, p.method, p.amount::text as amount, p.paid_on::text as paid_on, p.reference,
          p.credit_note_id, cn.number as credit_note_number, ${recordedBy} as recorded_by,
          p.created_at
        from payments p
        left join credit_notes cn on cn.shop_id = p.shop_id and cn.id = p.credit_note_id
        left join users u on u.id = p.created_by
        left join profiles pr on pr.id = p.created_by
        where p.shop_id = ${shopId} and p.invoice_id = ${id}
        order by p.created_at, p.id`,
    ),
    rowsOf<CreditNoteRow>(
      tx,
      sql`select id, number, invoice_id, reason, issued_on::text as issued_on, net::text as net,
          tax::text as tax, total::text as total, refunded::text as refunded
        from credit_notes where shop_id = ${shopId} and invoice_id = ${id}
        order by created_at, id`,
    ),
    rowsOf<CreditNoteLineRow>(
      tx,
      sql`select cl.credit_note_id, cl.invoice_line_id, cl.description, cl.quantity::text as quantity,
          cl.tax_rate::text as tax_rate, cl.net::text as net, cl.tax::text as tax
        from credit_note_lines cl
        join credit_notes cn on cn.shop_id = cl.shop_id and cn.id = cl.credit_note_id
        where cl.shop_id = ${shopId} and cn.invoice_id = ${id}
        order by cl.position`,
    ),
    listHistory({ tx, shopId, subjectType: 'invoice', subjectId: id }),
  ]);
  if (!row) return null;
  const today = localToday(row.shop_timezone);
  const work = lines.filter((line) => line.kind !== 'discount');
  return {
    shop: {
      name: row.shop_name,
      address: row.shop_address,
      phone: row.shop_phone,
      email: row.shop_email,
      timezone: row.shop_timezone,
    },
    invoice: {
      ...toInvoiceSummary(row, today),
      clientEmail: row.client_email,
      billToEmail: row.bill_to_email,
      billToPhone: row.bill_to_phone,
      billToAddress: row.bill_to_address,
      vehicleId: row.vehicle_id,
      mileage: row.mileage === null ? null : Number(row.mileage),
      currency: row.currency as InvoiceDetail['currency'],
      locale: row.locale as InvoiceDetail['locale'],
      taxLabel: row.tax_label,
      pricesIncludeTax: row.prices_include_tax,
      lines: lines.map(lineViewOf),
      subtotal: row.subtotal,
      discount: row.discount,
      net: row.net,
      tax: row.tax,
      breakdown: taxBreakdown(
        work.map((line) => ({ net: line.net, tax: line.tax, taxRate: line.tax_rate })),
      ),
      notes: row.notes,
      terms: row.terms,
      voidReason: row.void_reason,
      issuedAt: row.issued_at === null ? null : isoOf(row.issued_at),
      payments: payments.map(
        (payment): PaymentView => ({
          id: payment.id,
          method: payment.method,
          amount: payment.amount,
          paidOn: payment.paid_on,
          reference: payment.reference,
          creditNote:
            payment.credit_note_id && payment.credit_note_number
              ? { id: payment.credit_note_id, number: payment.credit_note_number }
              : null,
          recordedBy: payment.recorded_by,
          recordedAt: isoOf(payment.created_at),
        }),
      ),
      creditNotes: creditNoteViews(notes, noteLines, row.number ?? ''),
      history,
      version: row.version,
    },
  };
}

/** The credit note as its page and PDF show it, with its invoice's print details. */
export async function loadCreditNote(options: { tx: Tx; shopId: string; id: string }): Promise<{
  creditNote: CreditNoteView;
  loaded: LoadedInvoice;
} | null> {
  const [note] = await rowsOf<{ invoice_id: string }>(
    options.tx,
    sql`select invoice_id from credit_notes where shop_id = ${options.shopId} and id = ${options.id}`,
  );
  if (!note) return null;
  const loaded = await loadInvoice({ tx: options.tx, shopId: options.shopId, id: note.invoice_id });
  const creditNote = loaded?.invoice.creditNotes.find((entry) => entry.id === options.id);
  return loaded && creditNote ? { creditNote, loaded } : null;
}

/** What is left to refund on a credit note. */
export function refundableOf(note: Pick<CreditNoteView, 'total' | 'refunded'>): string {
  return subtractMoney(note.total, note.refunded);
}

/** Whether a status is one of an issued invoice's. */
export function isIssued(status: InvoiceStatus): boolean {
  return status !== 'draft' && status !== 'void';
}
