import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldedText } from '../like.ts';
import { users } from './auth.ts';
import { clients, vehicles } from './clients.ts';
import { id, timestamps } from './columns.ts';
import { shops } from './shops.ts';
import { jobOrderItems, jobOrders } from './workshop.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Who sells, as an issued invoice prints it: the shop's name and contact details at issue. */
export type InvoiceSeller = {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
};

/**
 * Invoices (issue 13, ADR 020). A draft is edited freely and has no number; issuing takes the
 * next number of the shop's sequence for the year in the same transaction and freezes the
 * invoice: its lines, rates, bill-to and totals never change after. Payments and credit notes
 * change only `paid`, `credited` and the status.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** "INV-2026-00042", set at issue; null on drafts and on voided drafts. */
    number: text('number'),
    status: text('status').notNull().default('draft'),
    /** The job order invoiced; null for a counter sale. */
    jobOrderId: uuid('job_order_id'),
    /** Null for a walk-in counter sale (the bill-to name is then typed). */
    clientId: uuid('client_id'),
    vehicleId: uuid('vehicle_id'),
    mileage: integer('mileage'),
    // Who and what is billed, as printed: copied from the client and vehicle, frozen at issue.
    billToName: text('bill_to_name').notNull(),
    billToEmail: text('bill_to_email'),
    billToPhone: text('bill_to_phone'),
    billToAddress: text('bill_to_address'),
    vehicleDescription: text('vehicle_description'),
    /** The seller as at issue (ADR 030): null on drafts, which print the shop as it is now. */
    seller: jsonb('seller').$type<InvoiceSeller>(),
    // The shop's tax and currency settings the totals were computed with, frozen at issue.
    currency: text('currency').notNull().default('USD'),
    locale: text('locale').notNull().default('en-US'),
    taxLabel: text('tax_label').notNull().default('Sales tax'),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    subtotal: money('subtotal').notNull().default('0'),
    discount: money('discount').notNull().default('0'),
    net: money('net').notNull().default('0'),
    tax: money('tax').notNull().default('0'),
    total: money('total').notNull().default('0'),
    /** The sum of its credit notes. */
    credited: money('credited').notNull().default('0'),
    /** Payments net of refunds. */
    paid: money('paid').notNull().default('0'),
    /** total − credited − paid, kept by the database. */
    balance: money('balance').notNull().generatedAlwaysAs(sql`total - credited - paid`),
    issuedOn: date('issued_on'),
    dueOn: date('due_on'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    terms: text('terms'),
    voidReason: text('void_reason'),
    /** When the last payment reminder went out for this invoice. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'invoices_job_order_fk',
      columns: [table.shopId, table.jobOrderId],
      foreignColumns: [jobOrders.shopId, jobOrders.id],
    }),
    foreignKey({
      name: 'invoices_client_fk',
      columns: [table.shopId, table.clientId],
      foreignColumns: [clients.shopId, clients.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'invoices_vehicle_fk',
      columns: [table.shopId, table.vehicleId],
      foreignColumns: [vehicles.shopId, vehicles.id],
    }),
    unique('invoices_shop_id_id_key').on(table.shopId, table.id),
    uniqueIndex('invoices_shop_number_key').on(table.shopId, table.number),
    // One live invoice per job order: a voided draft frees the job for a new one.
    uniqueIndex('invoices_job_order_key')
      .on(table.shopId, table.jobOrderId)
      .where(sql`${table.jobOrderId} is not null and ${table.status} <> 'void'`),
    // The list, newest first, keyset by (created_at, id).
    index('invoices_shop_created_idx').on(table.shopId, table.createdAt, table.id),
    index('invoices_shop_status_idx').on(table.shopId, table.status, table.createdAt, table.id),
    index('invoices_client_idx').on(table.shopId, table.clientId, table.issuedOn),
    // Receivables: issued invoices with money still due, oldest first.
    index('invoices_receivables_idx')
      .on(table.shopId, table.issuedOn, table.id)
      .where(sql`${table.status} in ('issued', 'partially_paid')`),
    index('invoices_bill_to_name_trgm_idx').using(
      'gin',
      sql`${foldedText(table.billToName)} gin_trgm_ops`,
    ),
    check(
      'invoices_status_check',
      sql`${table.status} in ('draft', 'issued', 'partially_paid', 'paid', 'void', 'credited')`,
    ),
    check(
      'invoices_number_check',
      sql`(${table.number} is null) = (${table.status} in ('draft', 'void'))`,
    ),
    check('invoices_total_check', sql`${table.total} >= 0 and ${table.credited} >= 0`),
  ],
);

/**
 * A job as the invoice bills it (issue 23): copied from the job order with its complaint, cause
 * and correction when the invoice is made, so an issued invoice keeps reading as it was issued.
 */
export const invoiceJobs = pgTable(
  'invoice_jobs',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    complaint: text('complaint'),
    cause: text('cause'),
    correction: text('correction'),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'invoice_jobs_invoice_fk',
      columns: [table.shopId, table.invoiceId],
      foreignColumns: [invoices.shopId, invoices.id],
    }).onDelete('cascade'),
    unique('invoice_jobs_shop_invoice_id_key').on(table.shopId, table.invoiceId, table.id),
    index('invoice_jobs_invoice_idx').on(table.invoiceId, table.position),
  ],
);

/**
 * An invoice's lines: the kinds of a job order's lines, with the rate each is taxed at and the
 * figures computed with it (packages/domain/src/invoices.ts), written with the line.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull().default(0),
    kind: text('kind').notNull(),
    serviceId: uuid('service_id'),
    description: text('description').notNull(),
    pricing: text('pricing'),
    partNumber: text('part_number'),
    inventoryItemId: uuid('inventory_item_id'),
    /** The job order line it was copied from. */
    jobOrderItemId: uuid('job_order_item_id'),
    /** The job it is billed under; null on a counter sale and for charges of no job. */
    invoiceJobId: uuid('invoice_job_id'),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull().default('1'),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }),
    percent: numeric('percent', { precision: 5, scale: 2 }),
    /** The rate in percent, or null when the line is exempt (and for discounts). */
    taxRate: numeric('tax_rate', { precision: 6, scale: 3 }),
    amount: money('amount').notNull().default('0'),
    discount: money('discount').notNull().default('0'),
    net: money('net').notNull().default('0'),
    tax: money('tax').notNull().default('0'),
    /** What credit notes have taken back from this line so far. */
    creditedQuantity: numeric('credited_quantity', { precision: 10, scale: 2 })
      .notNull()
      .default('0'),
    creditedNet: money('credited_net').notNull().default('0'),
    creditedTax: money('credited_tax').notNull().default('0'),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'invoice_lines_invoice_fk',
      columns: [table.shopId, table.invoiceId],
      foreignColumns: [invoices.shopId, invoices.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'invoice_lines_invoice_job_fk',
      columns: [table.shopId, table.invoiceId, table.invoiceJobId],
      foreignColumns: [invoiceJobs.shopId, invoiceJobs.invoiceId, invoiceJobs.id],
    }),
    foreignKey({
      name: 'invoice_lines_job_order_item_fk',
      columns: [table.shopId, table.jobOrderItemId],
      foreignColumns: [jobOrderItems.shopId, jobOrderItems.id],
    }),
    unique('invoice_lines_shop_id_id_key').on(table.shopId, table.id),
    index('invoice_lines_invoice_idx').on(table.invoiceId, table.position),
    check('invoice_lines_kind_check', sql`${table.kind} in ('labor', 'part', 'fee', 'discount')`),
    check(
      'invoice_lines_price_check',
      sql`(${table.kind} = 'discount' and ${table.percent} is not null and ${table.unitPrice} is null) or (${table.unitPrice} is not null and ${table.percent} is null)`,
    ),
    check('invoice_lines_quantity_check', sql`${table.quantity} > 0`),
    check('invoice_lines_unit_price_check', sql`${table.unitPrice} >= 0`),
    check(
      'invoice_lines_credited_check',
      sql`${table.creditedQuantity} >= 0 and ${table.creditedQuantity} <= ${table.quantity}`,
    ),
  ],
);

/** A correction of an issued invoice: the lines (or part of them) it takes back, numbered on its own. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').notNull(),
    /** "CN-2026-00003". */
    number: text('number').notNull(),
    reason: text('reason').notNull(),
    net: money('net').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    /** Money paid back against this credit note so far (never more than its total). */
    refunded: money('refunded').notNull().default('0'),
    issuedOn: date('issued_on').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'credit_notes_invoice_fk',
      columns: [table.shopId, table.invoiceId],
      foreignColumns: [invoices.shopId, invoices.id],
    }).onDelete('cascade'),
    unique('credit_notes_shop_id_id_key').on(table.shopId, table.id),
    uniqueIndex('credit_notes_shop_number_key').on(table.shopId, table.number),
    index('credit_notes_invoice_idx').on(table.invoiceId, table.createdAt),
    check('credit_notes_total_check', sql`${table.total} > 0`),
    check(
      'credit_notes_refunded_check',
      sql`${table.refunded} >= 0 and ${table.refunded} <= ${table.total}`,
    ),
  ],
);

export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    creditNoteId: uuid('credit_note_id').notNull(),
    invoiceLineId: uuid('invoice_line_id').notNull(),
    position: integer('position').notNull().default(0),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 3 }),
    net: money('net').notNull(),
    tax: money('tax').notNull(),
  },
  (table) => [
    foreignKey({
      name: 'credit_note_lines_credit_note_fk',
      columns: [table.shopId, table.creditNoteId],
      foreignColumns: [creditNotes.shopId, creditNotes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'credit_note_lines_invoice_line_fk',
      columns: [table.shopId, table.invoiceLineId],
      foreignColumns: [invoiceLines.shopId, invoiceLines.id],
    }).onDelete('cascade'),
    index('credit_note_lines_credit_note_idx').on(table.creditNoteId, table.position),
  ],
);

/** Money received for an invoice; a refund is a negative payment tied to a credit note. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').notNull(),
    creditNoteId: uuid('credit_note_id'),
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    paidOn: date('paid_on').notNull(),
    reference: text('reference'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'payments_invoice_fk',
      columns: [table.shopId, table.invoiceId],
      foreignColumns: [invoices.shopId, invoices.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payments_credit_note_fk',
      columns: [table.shopId, table.creditNoteId],
      foreignColumns: [creditNotes.shopId, creditNotes.id],
    }),
    index('payments_invoice_idx').on(table.invoiceId, table.createdAt),
    index('payments_shop_paid_on_idx').on(table.shopId, table.paidOn),
    check(
      'payments_method_check',
      sql`${table.method} in ('cash', 'card', 'bank_transfer', 'check', 'other')`,
    ),
    check(
      'payments_amount_check',
      sql`(${table.creditNoteId} is null and ${table.amount} > 0) or (${table.creditNoteId} is not null and ${table.amount} < 0)`,
    ),
  ],
);
