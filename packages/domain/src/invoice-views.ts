import { z } from 'zod';
import { historyEntrySchema } from './bookings.ts';
import { calendarDateSchema } from './calendar-date.ts';
import {
  ageBuckets,
  currencyCodes,
  invoiceStatuses,
  localeCodes,
  paymentMethods,
  taxTreatments,
} from './invoices.ts';
import { jobOrderJobSchema } from './job-order-views.ts';
import { jobOrderLineKinds, laborPricings } from './job-orders.ts';
import { cursorSchema } from './pagination.ts';
import { lineText } from './text.ts';

/**
 * The invoicing API's shapes (issue 13): what the server returns and the web reads. The rules
 * (tax, statuses, numbering, inputs) live in invoices.ts.
 */

/** Money as two-decimal strings ("12.50"), never floats; rates as "8.250". */
const money = z.string();
const ref = z.object({ id: z.uuid(), name: z.string() });

// Settings ------------------------------------------------------------------------------------

const categoryTax = z.object({ treatment: z.enum(taxTreatments), rate: z.string().nullable() });

/** Settings → Tax and Currency as the server keeps them. */
export const taxCurrencySettingsViewSchema = z
  .object({
    currency: z.enum(currencyCodes),
    locale: z.enum(localeCodes),
    taxLabel: z.string(),
    defaultTaxRate: z.string(),
    pricesIncludeTax: z.boolean(),
    labor: categoryTax,
    parts: categoryTax,
    fees: categoryTax,
    suppliesFeePercent: z.string().nullable(),
    suppliesFeeCap: money.nullable(),
    paymentTermsDays: z.number().int(),
    invoiceTerms: z.string().nullable(),
    unpaidPickupAllowed: z.boolean(),
  })
  .meta({ id: 'TaxCurrencySettings' });

// Invoices ------------------------------------------------------------------------------------

export const invoiceLineViewSchema = z
  .object({
    id: z.uuid(),
    /** The job it is billed under (one of the invoice's jobs); null for a charge of no job. */
    jobId: z.uuid().nullable(),
    kind: z.enum(jobOrderLineKinds),
    description: z.string(),
    serviceId: z.uuid().nullable(),
    pricing: z.enum(laborPricings).nullable(),
    partNumber: z.string().nullable(),
    inventoryItemId: z.uuid().nullable(),
    /** Hours or units; "1.00" for fees and discounts. */
    quantity: z.string(),
    /** Null for a percentage discount. */
    unitPrice: money.nullable(),
    /** A discount's percentage, else null. */
    percent: z.string().nullable(),
    taxRate: z.string().nullable(),
    /** quantity × unit price (a fee's amount; for a discount, what it takes off). */
    amount: money,
    discount: money,
    net: money,
    tax: money,
    /** What credit notes have taken back from the line so far. */
    creditedQuantity: z.string(),
  })
  .meta({ id: 'InvoiceLine' });
export type InvoiceLineView = z.infer<typeof invoiceLineViewSchema>;

export const taxBreakdownRowSchema = z.object({
  rate: z.string().nullable(),
  taxable: money,
  tax: money,
});

export const paymentViewSchema = z
  .object({
    id: z.uuid(),
    method: z.enum(paymentMethods),
    /** Negative for a refund. */
    amount: money,
    paidOn: z.string(),
    reference: z.string().nullable(),
    creditNote: z.object({ id: z.uuid(), number: z.string() }).nullable(),
    recordedBy: z.string().nullable(),
    recordedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Payment' });
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const creditNoteViewSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    invoiceId: z.uuid(),
    invoiceNumber: z.string(),
    reason: z.string(),
    issuedOn: z.string(),
    lines: z.array(
      z.object({
        invoiceLineId: z.uuid(),
        description: z.string(),
        quantity: z.string(),
        taxRate: z.string().nullable(),
        net: money,
        tax: money,
      }),
    ),
    net: money,
    tax: money,
    total: money,
    refunded: money,
  })
  .meta({ id: 'CreditNote' });
export type CreditNoteView = z.infer<typeof creditNoteViewSchema>;

/** One row of the invoices list (and of the receivables). */
export const invoiceSummarySchema = z
  .object({
    id: z.uuid(),
    /** Null on a draft. */
    number: z.string().nullable(),
    status: z.enum(invoiceStatuses),
    /** The invoice date (issued on), or the day the draft was made. */
    date: z.string(),
    dueOn: z.string().nullable(),
    client: ref.nullable(),
    billToName: z.string(),
    vehicle: z.string().nullable(),
    jobOrder: z.object({ id: z.uuid(), number: z.string() }).nullable(),
    total: money,
    paid: money,
    credited: money,
    balance: money,
    overdue: z.boolean(),
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceDetailSchema = invoiceSummarySchema
  .extend({
    clientEmail: z.string().nullable(),
    billToEmail: z.string().nullable(),
    billToPhone: z.string().nullable(),
    billToAddress: z.string().nullable(),
    vehicleId: z.uuid().nullable(),
    mileage: z.number().int().nullable(),
    currency: z.enum(currencyCodes),
    locale: z.enum(localeCodes),
    taxLabel: z.string(),
    pricesIncludeTax: z.boolean(),
    /** The jobs billed, as they read when the invoice was made from its job order. */
    jobs: z.array(jobOrderJobSchema),
    lines: z.array(invoiceLineViewSchema),
    subtotal: money,
    discount: money,
    net: money,
    tax: money,
    breakdown: z.array(taxBreakdownRowSchema),
    notes: z.string().nullable(),
    terms: z.string().nullable(),
    voidReason: z.string().nullable(),
    issuedAt: z.iso.datetime({ offset: true }).nullable(),
    payments: z.array(paymentViewSchema),
    creditNotes: z.array(creditNoteViewSchema),
    history: z.array(historyEntrySchema),
    /** Row version for optimistic edits of a draft (If-Match), like the job orders'. */
    version: z.string(),
  })
  .meta({ id: 'InvoiceDetail' });
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceListQuerySchema = z.object({
  search: lineText().max(100).optional(),
  status: z.enum(invoiceStatuses).optional(),
  clientId: z.uuid().optional(),
  /** Invoice date range, inclusive (YYYY-MM-DD). */
  from: calendarDateSchema().optional(),
  to: calendarDateSchema().optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** GET /invoices/export: the issued invoices of a period, by invoice date, inclusive. */
export const invoiceExportQuerySchema = z.object({
  from: calendarDateSchema().optional(),
  to: calendarDateSchema().optional(),
});

export const invoiceListSchema = z
  .object({
    items: z.array(invoiceSummarySchema),
    nextCursor: z.string().nullable(),
    currency: z.enum(currencyCodes),
    locale: z.enum(localeCodes),
  })
  .meta({ id: 'InvoiceList' });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/**
 * GET /portal/invoices/:id: one of a car owner's issued invoices as they may read it — its lines
 * and figures, the payments and refunds made on it and its credit notes (ADR 037); no staff
 * names, notes or history.
 */
export const ownerInvoiceDetailSchema = invoiceSummarySchema
  .omit({ client: true, jobOrder: true })
  .extend({
    workshop: z.string(),
    currency: z.enum(currencyCodes),
    locale: z.enum(localeCodes),
    taxLabel: z.string(),
    pricesIncludeTax: z.boolean(),
    jobs: z.array(jobOrderJobSchema),
    lines: z.array(
      z.object({
        id: z.uuid(),
        jobId: z.uuid().nullable(),
        kind: z.enum(jobOrderLineKinds),
        description: z.string(),
        quantity: z.string(),
        amount: money,
        net: money,
      }),
    ),
    subtotal: money,
    discount: money,
    tax: money,
    payments: z.array(
      z.object({
        id: z.uuid(),
        method: z.enum(paymentMethods),
        /** Negative for a refund. */
        amount: money,
        paidOn: z.string(),
        reference: z.string().nullable(),
        creditNoteNumber: z.string().nullable(),
      }),
    ),
    creditNotes: z.array(
      z.object({
        id: z.uuid(),
        number: z.string(),
        reason: z.string(),
        issuedOn: z.string(),
        total: money,
        refunded: money,
      }),
    ),
  })
  .meta({ id: 'OwnerInvoiceDetail' });
export type OwnerInvoiceDetail = z.infer<typeof ownerInvoiceDetailSchema>;

/** GET /portal/invoices: a car owner's issued invoices (never drafts nor void), newest first. */
export const ownerInvoiceListSchema = z
  .object({
    items: z.array(invoiceSummarySchema),
    currency: z.enum(currencyCodes),
    locale: z.enum(localeCodes),
  })
  .meta({ id: 'OwnerInvoiceList' });
export type OwnerInvoiceList = z.infer<typeof ownerInvoiceListSchema>;

// Receivables ---------------------------------------------------------------------------------

export const receivablesSchema = z
  .object({
    buckets: z.array(z.object({ bucket: z.enum(ageBuckets), count: z.number(), total: money })),
    total: money,
    invoices: z.array(
      invoiceSummarySchema.extend({ ageDays: z.number(), bucket: z.enum(ageBuckets) }),
    ),
    currency: z.enum(currencyCodes),
    locale: z.enum(localeCodes),
  })
  .meta({ id: 'Receivables' });
export type Receivables = z.infer<typeof receivablesSchema>;
