import {
  computeInvoiceTotals,
  type InvoiceLineParsed,
  type InvoiceStatus,
  invoiceStatusLabels,
  type TaxedLineInput,
} from '@pitstop/domain/invoices';
import type { LaborPricing } from '@pitstop/domain/job-orders';
import { compareMoney, MONEY_MAX } from '@pitstop/domain/money';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../plugins/errors.ts';
import { assertLineServices } from '../job-orders/check-line-services.ts';
import { lineColumnsOf } from '../job-orders/job-order-lines.ts';
import { lineTaxRate, loadBillingShop } from './billing-shop.ts';

export const invoiceNotFound = () => AppError.notFound('Invoice not found.');

export const ISSUED_INVOICE_IMMUTABLE =
  'Issued invoices cannot be edited. Make a credit note to correct it.';

/** An invoice's row as the writes read it, under its lock. */
export type LockedInvoice = {
  id: string;
  status: InvoiceStatus;
  number: string | null;
  clientId: string | null;
  jobOrderId: string | null;
  billToName: string;
  billToEmail: string | null;
  currency: string;
  locale: string;
  total: string;
  credited: string;
  paid: string;
  balance: string;
  dueOn: string | null;
  updatedAt: string;
};

/**
 * Reads an invoice FOR UPDATE in the caller's transaction: every write to an invoice (an edit,
 * issuing, a payment, a refund, a credit note) queues on its row, so two payments never both see
 * the balance before the other, and a credit note never credits a line twice.
 */
export async function lockInvoice(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<LockedInvoice> {
  const [row] = await rowsOf<{
    id: string;
    status: InvoiceStatus;
    number: string | null;
    client_id: string | null;
    job_order_id: string | null;
    bill_to_name: string;
    bill_to_email: string | null;
    currency: string;
    locale: string;
    total: string;
    credited: string;
    paid: string;
    balance: string;
    due_on: string | null;
    version: string;
  }>(
    options.tx,
    sql`select id, status, number, client_id, job_order_id, bill_to_name, bill_to_email, currency,
        locale, total::text, credited::text, paid::text, balance::text, due_on::text,
        ${invoiceVersionSql(sql`updated_at`)} as version
      from invoices where shop_id = ${options.shopId} and id = ${options.id} for update`,
  );
  if (!row) throw invoiceNotFound();
  return {
    id: row.id,
    status: row.status,
    number: row.number,
    clientId: row.client_id,
    jobOrderId: row.job_order_id,
    billToName: row.bill_to_name,
    billToEmail: row.bill_to_email,
    currency: row.currency,
    locale: row.locale,
    total: row.total,
    credited: row.credited,
    paid: row.paid,
    balance: row.balance,
    dueOn: row.due_on,
    updatedAt: row.version,
  };
}

/** The row version an edit's If-Match names: the microseconds of its last change. */
export function invoiceVersionSql(column: ReturnType<typeof sql>) {
  return sql`(extract(epoch from ${column}) * 1000000)::bigint::text`;
}

/** Drafts only: anything else is the 409 the desk reads (a credit note corrects an invoice). */
export function refuseUnlessDraft(invoice: Pick<LockedInvoice, 'status'>): void {
  if (invoice.status === 'draft') return;
  if (invoice.status === 'void') {
    throw AppError.conflict('This draft was voided and cannot be changed. Create a new invoice.');
  }
  throw AppError.conflict(ISSUED_INVOICE_IMMUTABLE);
}

/** An edit sent with If-Match for a version the invoice no longer has: someone changed it. */
export function refuseStaleVersion(invoice: LockedInvoice, ifMatch: string | undefined): void {
  if (!ifMatch) return;
  const wanted = ifMatch.replace(/^W\//, '').replace(/"/g, '').trim();
  if (wanted !== '*' && wanted !== invoice.updatedAt) {
    throw new AppError(
      'version_mismatch',
      412,
      'This invoice was changed by someone else in the meantime. Reload it to see the changes, then edit again.',
    );
  }
}

/** An invoice_lines row as the code reads it. */
export type InvoiceLineRow = {
  id: string;
  position: number;
  kind: 'labor' | 'part' | 'fee' | 'discount';
  service_id: string | null;
  description: string;
  pricing: LaborPricing | null;
  part_number: string | null;
  inventory_item_id: string | null;
  quantity: string;
  unit_price: string | null;
  percent: string | null;
  tax_rate: string | null;
  amount: string;
  discount: string;
  net: string;
  tax: string;
  credited_quantity: string;
  credited_net: string;
  credited_tax: string;
};

export const invoiceLineColumns = sql`l.id, l.position, l.kind, l.service_id, l.description,
  l.pricing, l.part_number, l.inventory_item_id, l.quantity::text, l.unit_price::text,
  l.percent::text, l.tax_rate::text, l.amount::text, l.discount::text, l.net::text, l.tax::text,
  l.credited_quantity::text, l.credited_net::text, l.credited_tax::text`;

/** The line as the domain's rules read it. */
export function parsedLineOf(row: InvoiceLineRow): InvoiceLineParsed {
  const { description } = row;
  switch (row.kind) {
    case 'labor':
      return {
        kind: 'labor',
        serviceId: row.service_id,
        description,
        pricing: row.pricing ?? 'flat',
        quantity: row.quantity,
        unitPrice: row.unit_price ?? '0.00',
      };
    case 'part':
      return {
        kind: 'part',
        description,
        partNumber: row.part_number,
        inventoryItemId: row.inventory_item_id,
        quantity: row.quantity,
        unitCost: null,
        unitPrice: row.unit_price ?? '0.00',
      };
    case 'fee':
      return { kind: 'fee', description, amount: row.unit_price ?? '0.00' };
    case 'discount':
      return { kind: 'discount', description, amount: row.unit_price, percent: row.percent };
  }
}

/**
 * The columns a parsed line writes (insert or replace): a job order line's, less the unit cost
 * (an invoice carries the customer's prices only); the figures come from the recompute.
 */
export function invoiceLineValuesOf(line: InvoiceLineParsed) {
  const { unitCost: _unitCost, ...columns } = lineColumnsOf(line);
  return columns;
}

/** A service or a part's item not in the shop's catalogue or inventory. */
export async function checkLineItem(options: {
  tx: Tx;
  shopId: string;
  line: InvoiceLineParsed;
  path: string;
}): Promise<void> {
  const { line } = options;
  await assertLineServices({
    tx: options.tx,
    shopId: options.shopId,
    lines: [line],
    fieldOf: (_index, field) => `${options.path}.${field}`,
  });
  if (line.kind !== 'part' || !line.inventoryItemId) return;
  const [item] = await rowsOf<{ id: string }>(
    options.tx,
    sql`select id from inventory_items where shop_id = ${options.shopId} and id = ${line.inventoryItemId}`,
  );
  if (!item) {
    throw AppError.badRequest('Choose a part from your inventory.', [
      { path: `${options.path}.inventoryItemId`, message: 'Not an item of this shop' },
    ]);
  }
}

/**
 * Recomputes a draft with the shop's settings as they are now (ADR 020: drafts follow the
 * settings, issued invoices never): every line's rate (its category's; a part from a not-taxable
 * item is exempt) and figures, and the invoice's totals, currency, locale and tax name, all
 * written in the caller's transaction. Only ever called on a locked draft.
 */
export async function recomputeDraft(options: {
  tx: Tx;
  shopId: string;
  invoiceId: string;
}): Promise<{ lineCount: number; total: string }> {
  const { tx, shopId, invoiceId } = options;
  const { settings } = await loadBillingShop({ tx, shopId });
  const rows = await rowsOf<InvoiceLineRow & { item_taxable: boolean | null }>(
    tx,
    sql`select ${invoiceLineColumns}, i.taxable as item_taxable
      from invoice_lines l
      left join inventory_items i on i.shop_id = l.shop_id and i.id = l.inventory_item_id
      where l.shop_id = ${shopId} and l.invoice_id = ${invoiceId}
      order by l.position, l.id`,
  );
  const taxed: TaxedLineInput[] = rows.map((row) => ({
    ...parsedLineOf(row),
    taxRate: lineTaxRate(settings, { kind: row.kind, itemTaxable: row.item_taxable }),
  }));
  const totals = computeInvoiceTotals(taxed, { pricesIncludeTax: settings.pricesIncludeTax });
  if (compareMoney(totals.total, MONEY_MAX) > 0) {
    throw AppError.badRequest('This invoice is too large to record; split it into smaller ones.', [
      { path: 'body', message: 'The total is too large' },
    ]);
  }
  if (rows.length > 0) {
    const values = rows.map((row, index) => {
      const figures = totals.lines[index];
      if (!figures) throw new Error('a line without its figures');
      return sql`(${row.id}::uuid, ${index}::int, ${figures.taxRate}::numeric, ${figures.amount}::numeric,
        ${figures.discount}::numeric, ${figures.net}::numeric, ${figures.tax}::numeric)`;
    });
    await tx.execute(
      sql`update invoice_lines l set position = v.position, tax_rate = v.tax_rate,
          amount = v.amount, discount = v.discount, net = v.net, tax = v.tax, updated_at = now()
        from (values ${sql.join(values, sql`, `)}) as v(id, position, tax_rate, amount, discount, net, tax)
        where l.shop_id = ${shopId} and l.id = v.id`,
    );
  }
  await tx.execute(
    sql`update invoices set subtotal = ${totals.subtotal}, discount = ${totals.discount},
        net = ${totals.net}, tax = ${totals.tax}, total = ${totals.total},
        currency = ${settings.currency}, locale = ${settings.locale},
        tax_label = ${settings.taxLabel}, prices_include_tax = ${settings.pricesIncludeTax},
        updated_at = now()
      where shop_id = ${shopId} and id = ${invoiceId}`,
  );
  return { lineCount: rows.length, total: totals.total };
}

/** "Issued", "Paid"…: the status in a sentence. */
export function statusWord(status: InvoiceStatus): string {
  return invoiceStatusLabels[status].toLowerCase();
}
