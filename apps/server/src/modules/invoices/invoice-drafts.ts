import {
  computeInvoiceTotals,
  type InvoiceLineParsed,
  type InvoiceStatus,
  invoiceMachine,
  invoiceStatusLabels,
  lineTaxRate,
  type TaxedLineInput,
} from '@pitstop/domain/invoices';
import type { JobOrderLineKind, LaborPricing } from '@pitstop/domain/job-orders';
import { compareMoney, MONEY_MAX } from '@pitstop/domain/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { invoiceLines, invoices } from '../../db/schema/billing.ts';
import { inventoryItems } from '../../db/schema/inventory.ts';
import { AppError } from '../../platform/errors.ts';
import { assertLineServices, lineColumnsOf } from '../job-orders/public.ts';
import { loadBillingShop } from './billing-shop.ts';

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

/** The row version an edit's If-Match names: the microseconds of its last change. */
export const invoiceVersion = sql<string>`(extract(epoch from ${invoices.updatedAt}) * 1000000)::bigint::text`;

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
  const [row] = await options.tx
    .select({
      id: invoices.id,
      // The table's check constraint holds the status to the domain's values.
      status: sql<InvoiceStatus>`${invoices.status}`,
      number: invoices.number,
      clientId: invoices.clientId,
      jobOrderId: invoices.jobOrderId,
      billToName: invoices.billToName,
      billToEmail: invoices.billToEmail,
      currency: invoices.currency,
      locale: invoices.locale,
      total: invoices.total,
      credited: invoices.credited,
      paid: invoices.paid,
      balance: invoices.balance,
      dueOn: invoices.dueOn,
      updatedAt: invoiceVersion,
    })
    .from(invoices)
    .where(and(eq(invoices.shopId, options.shopId), eq(invoices.id, options.id)))
    .for('update');
  if (!row) throw invoiceNotFound();
  return row;
}

/** Drafts only: anything else is the 409 the desk reads (a credit note corrects an invoice). */
export function refuseUnlessDraft(invoice: Pick<LockedInvoice, 'status'>): void {
  if (!invoiceMachine.refusal(invoice.status, 'edit')) return;
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
  jobId: string | null;
  position: number;
  kind: JobOrderLineKind;
  serviceId: string | null;
  description: string;
  pricing: LaborPricing | null;
  partNumber: string | null;
  inventoryItemId: string | null;
  quantity: string;
  unitPrice: string | null;
  percent: string | null;
  taxRate: string | null;
  amount: string;
  discount: string;
  net: string;
  tax: string;
  creditedQuantity: string;
  creditedNet: string;
  creditedTax: string;
};

export const invoiceLineColumns = {
  id: invoiceLines.id,
  jobId: invoiceLines.invoiceJobId,
  position: invoiceLines.position,
  // The table's check constraints hold the kind and pricing to the domain's values.
  kind: sql<JobOrderLineKind>`${invoiceLines.kind}`,
  serviceId: invoiceLines.serviceId,
  description: invoiceLines.description,
  pricing: sql<LaborPricing | null>`${invoiceLines.pricing}`,
  partNumber: invoiceLines.partNumber,
  inventoryItemId: invoiceLines.inventoryItemId,
  quantity: invoiceLines.quantity,
  unitPrice: invoiceLines.unitPrice,
  percent: invoiceLines.percent,
  taxRate: invoiceLines.taxRate,
  amount: invoiceLines.amount,
  discount: invoiceLines.discount,
  net: invoiceLines.net,
  tax: invoiceLines.tax,
  creditedQuantity: invoiceLines.creditedQuantity,
  creditedNet: invoiceLines.creditedNet,
  creditedTax: invoiceLines.creditedTax,
};

/** An invoice's lines in their order. */
export function loadInvoiceLines(options: {
  tx: Tx;
  shopId: string;
  invoiceId: string;
}): Promise<InvoiceLineRow[]> {
  return options.tx
    .select(invoiceLineColumns)
    .from(invoiceLines)
    .where(
      and(eq(invoiceLines.shopId, options.shopId), eq(invoiceLines.invoiceId, options.invoiceId)),
    )
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
}

/** The line as the domain's rules read it. */
export function parsedLineOf(row: InvoiceLineRow): InvoiceLineParsed {
  const { description } = row;
  switch (row.kind) {
    case 'labor':
      return {
        kind: 'labor',
        serviceId: row.serviceId,
        description,
        pricing: row.pricing ?? 'flat',
        quantity: row.quantity,
        unitPrice: row.unitPrice ?? '0.00',
      };
    case 'part':
      return {
        kind: 'part',
        description,
        partNumber: row.partNumber,
        inventoryItemId: row.inventoryItemId,
        quantity: row.quantity,
        unitCost: null,
        unitPrice: row.unitPrice ?? '0.00',
      };
    case 'fee':
      return { kind: 'fee', description, amount: row.unitPrice ?? '0.00' };
    case 'discount':
      return { kind: 'discount', description, amount: row.unitPrice, percent: row.percent };
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
  const [item] = await options.tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(
      and(eq(inventoryItems.shopId, options.shopId), eq(inventoryItems.id, line.inventoryItemId)),
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
  const rows = await tx
    .select({ ...invoiceLineColumns, itemTaxable: inventoryItems.taxable })
    .from(invoiceLines)
    .leftJoin(
      inventoryItems,
      and(
        eq(inventoryItems.shopId, invoiceLines.shopId),
        eq(inventoryItems.id, invoiceLines.inventoryItemId),
      ),
    )
    .where(and(eq(invoiceLines.shopId, shopId), eq(invoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
  const taxed: TaxedLineInput[] = rows.map((row) => ({
    ...parsedLineOf(row),
    taxRate: lineTaxRate(settings, { kind: row.kind, itemTaxable: row.itemTaxable }),
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
    // Every line in one statement, from a list of their new figures.
    await tx
      .update(invoiceLines)
      .set({
        position: sql`v.position`,
        taxRate: sql`v.tax_rate`,
        amount: sql`v.amount`,
        discount: sql`v.discount`,
        net: sql`v.net`,
        tax: sql`v.tax`,
        updatedAt: sql`now()`,
      })
      .from(
        sql`(values ${sql.join(values, sql`, `)}) as v(id, position, tax_rate, amount, discount, net, tax)`,
      )
      .where(and(eq(invoiceLines.shopId, shopId), eq(invoiceLines.id, sql`v.id`)));
  }
  await tx
    .update(invoices)
    .set({
      subtotal: totals.subtotal,
      discount: totals.discount,
      net: totals.net,
      tax: totals.tax,
      total: totals.total,
      currency: settings.currency,
      locale: settings.locale,
      taxLabel: settings.taxLabel,
      pricesIncludeTax: settings.pricesIncludeTax,
      updatedAt: sql`now()`,
    })
    .where(and(eq(invoices.shopId, shopId), eq(invoices.id, invoiceId)));
  return { lineCount: rows.length, total: totals.total };
}

/** "Issued", "Paid"…: the status in a sentence. */
export function statusWord(status: InvoiceStatus): string {
  return invoiceStatusLabels[status].toLowerCase();
}
