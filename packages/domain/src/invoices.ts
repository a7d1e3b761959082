import { z } from 'zod';
import { calendarDateSchema } from './calendar-date.ts';
import { formatMoney } from './format.ts';
import {
  isBilledLine,
  type JobOrderLine,
  type JobOrderLineKind,
  type JobOrderLineParsed,
  jobOrderLineInputSchema,
  workLineAmount,
} from './job-orders.ts';
import { mailRecipientSchema } from './mail-preview.ts';
import {
  addMoney,
  allocateMoney,
  compareMoney,
  includedTaxOf,
  type Money,
  minMoney,
  moneyAmount,
  percentage,
  percentOf,
  proportionOf,
  subtractMoney,
  sumMoney,
  taxRatePercentage,
} from './money.ts';
import { billingRoles } from './roles.ts';
import { defineStatusMachine } from './status-machine.ts';
import { lineText, multiLineText } from './text.ts';

/**
 * Invoices, credit notes and payments (issue 13, ADR 020). Tax is computed per line and
 * rounded half-up to cents on each line, then summed: the tax breakdown is the sum of what the
 * lines carry. A discount is spread over the lines it discounts in proportion to their
 * amounts before their tax is computed. An issued invoice keeps the rates it was issued with.
 */

// Currency and locale -------------------------------------------------------------------------

/** The currencies a shop can choose (ISO 4217); amounts are kept with two decimals for all. */
export const currencyCodes = [
  'USD',
  'CAD',
  'MXN',
  'EUR',
  'GBP',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'AUD',
  'NZD',
  'JPY',
  'ZAR',
  'INR',
  'BRL',
] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/** The locales a shop can format its figures in (BCP 47). */
export const localeCodes = [
  'en-US',
  'en-CA',
  'fr-CA',
  'es-MX',
  'en-GB',
  'en-IE',
  'de-DE',
  'fr-FR',
  'es-ES',
  'it-IT',
  'nl-NL',
  'de-CH',
  'sv-SE',
  'nb-NO',
  'da-DK',
  'pl-PL',
  'en-AU',
  'en-NZ',
  'ja-JP',
  'en-ZA',
  'en-IN',
  'pt-BR',
] as const;
export type LocaleCode = (typeof localeCodes)[number];

/** How a shop formats money: what every money figure in Pitstop is shown with. */
export interface MoneyFormat {
  currency: string;
  locale: string;
}

export const defaultMoneyFormat: MoneyFormat = { currency: 'USD', locale: 'en-US' };

// Tax settings --------------------------------------------------------------------------------

/** The three kinds of work an invoice taxes separately; discounts follow the lines they reduce. */
export const taxCategories = ['labor', 'parts', 'fees'] as const;
export type TaxCategory = (typeof taxCategories)[number];
export const taxCategoryLabels: Record<TaxCategory, string> = {
  labor: 'Labor',
  parts: 'Parts',
  fees: 'Fees',
};

/** A category is taxed at the default rate, at a rate of its own, or not at all. */
export const taxTreatments = ['default', 'custom', 'exempt'] as const;
export type TaxTreatment = (typeof taxTreatments)[number];
export const taxTreatmentLabels: Record<TaxTreatment, string> = {
  default: 'Default rate',
  custom: 'Own rate',
  exempt: 'Exempt',
};

const categoryTaxSchema = z
  .object({
    treatment: z.enum(taxTreatments, { error: 'Choose default rate, own rate or exempt' }),
    rate: taxRatePercentage('Rate').nullable().optional().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.treatment === 'custom' && value.rate === null) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: 'Enter the rate for this category' });
    }
  })
  .transform((value) => ({
    treatment: value.treatment,
    rate: value.treatment === 'custom' ? value.rate : null,
  }));

const optionalText = (label: string, max: number) =>
  lineText()
    .max(max, `${label} must be ${max} characters or fewer`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .default(null);

/** Settings → Tax and Currency (admin only). */
export const taxCurrencySettingsSchema = z
  .object({
    currency: z.enum(currencyCodes, { error: 'Choose a currency from the list' }),
    locale: z.enum(localeCodes, { error: 'Choose a number format from the list' }),
    /** What the tax is called on invoices: "Sales tax", "VAT", "GST". */
    taxLabel: lineText({ error: 'Tax name is required' })
      .min(1, 'Tax name is required')
      .max(30, 'Tax name must be 30 characters or fewer'),
    defaultTaxRate: taxRatePercentage('Default tax rate'),
    /** Prices on lines include tax (the tax is worked out of them) or have it added. */
    pricesIncludeTax: z.boolean({ error: 'Say whether prices include tax' }),
    labor: categoryTaxSchema,
    parts: categoryTaxSchema,
    fees: categoryTaxSchema,
    /** A shop supplies fee: a percentage of labor, up to a cap, added to invoices from jobs. */
    suppliesFeePercent: percentage('Shop supplies fee', '50').nullable().optional().default(null),
    suppliesFeeCap: moneyAmount('Shop supplies fee cap').nullable().optional().default(null),
    /** Days after the invoice date the payment is due (0: on receipt). */
    paymentTermsDays: z
      .number({ error: 'Payment terms must be a whole number of days' })
      .int('Payment terms must be a whole number of days')
      .min(0, 'Payment terms cannot be negative')
      .max(365, 'Payment terms must be at most 365 days'),
    /** Printed at the bottom of every invoice (payment instructions, warranty). */
    invoiceTerms: multiLineText()
      .max(2000, 'Invoice terms must be 2000 characters or fewer')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional()
      .default(null),
    /**
     * A car may leave (its job order completed) with the issued invoice unpaid, "on account"
     * (ADR 037). Off: pickup needs the invoice paid.
     */
    unpaidPickupAllowed: z
      .boolean({ error: 'Say whether cars may leave with the invoice unpaid' })
      .optional()
      .default(false),
  })
  .superRefine((value, ctx) => {
    if (value.suppliesFeeCap !== null && value.suppliesFeePercent === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['suppliesFeePercent'],
        message: 'Enter the fee percentage, or clear the cap',
      });
    }
  });
export type TaxCurrencySettingsInput = z.input<typeof taxCurrencySettingsSchema>;
export type TaxCurrencySettings = z.output<typeof taxCurrencySettingsSchema>;

export const defaultTaxCurrencySettings: TaxCurrencySettings = {
  currency: 'USD',
  locale: 'en-US',
  taxLabel: 'Sales tax',
  defaultTaxRate: '0.000',
  pricesIncludeTax: false,
  labor: { treatment: 'default', rate: null },
  parts: { treatment: 'default', rate: null },
  fees: { treatment: 'default', rate: null },
  suppliesFeePercent: null,
  suppliesFeeCap: null,
  paymentTermsDays: 30,
  invoiceTerms: null,
  unpaidPickupAllowed: false,
};

/** The rate a category is taxed at under `settings`, or null when it is exempt. */
export function categoryTaxRate(
  settings: Pick<TaxCurrencySettings, 'defaultTaxRate' | TaxCategory>,
  category: TaxCategory,
): string | null {
  const tax = settings[category];
  if (tax.treatment === 'exempt') return null;
  return tax.treatment === 'custom' && tax.rate !== null ? tax.rate : settings.defaultTaxRate;
}

/** The tax category of a line kind (a discount has none of its own). */
export function lineTaxCategory(kind: 'labor' | 'part' | 'fee'): TaxCategory {
  return kind === 'labor' ? 'labor' : kind === 'part' ? 'parts' : 'fees';
}

/** The shop supplies fee on `labor`: the percentage, capped; null when the shop has none. */
export function suppliesFee(
  settings: Pick<TaxCurrencySettings, 'suppliesFeePercent' | 'suppliesFeeCap'>,
  labor: Money,
): Money | null {
  if (settings.suppliesFeePercent === null) return null;
  const fee = percentOf(labor, settings.suppliesFeePercent);
  const capped = settings.suppliesFeeCap === null ? fee : minMoney(fee, settings.suppliesFeeCap);
  return compareMoney(capped, '0') > 0 ? capped : null;
}

/**
 * The rate a line is taxed at under `settings`: its category's (labor, parts, fees), none for a
 * discount (it reduces the lines it discounts) nor for a part from a not-taxable inventory item.
 */
export function lineTaxRate(
  settings: Pick<TaxCurrencySettings, 'defaultTaxRate' | TaxCategory>,
  line: { kind: JobOrderLineKind; itemTaxable: boolean | null },
): string | null {
  if (line.kind === 'discount') return null;
  if (line.kind === 'part' && line.itemTaxable === false) return null;
  return categoryTaxRate(settings, lineTaxCategory(line.kind));
}

// Lines and totals ----------------------------------------------------------------------------

/** An invoice line as staff add or edit it on a draft: the same kinds as a job order's lines. */
export const invoiceLineInputSchema = jobOrderLineInputSchema;
export type InvoiceLineParsed = JobOrderLineParsed;

/** A line with the rate it is taxed at (null: exempt), as the totals read it. */
export type TaxedLineInput = InvoiceLineParsed & { taxRate: string | null };

export interface InvoiceLineTax {
  /** quantity × unit price (or the fee), before discounts; for a discount, what it takes off. */
  amount: Money;
  /** What the discounts take off this line. */
  discount: Money;
  /** The line's amount after discount, without tax. */
  net: Money;
  tax: Money;
  taxRate: string | null;
}

export interface TaxBreakdownRow {
  /** The rate in percent ("8.250"), or null for the exempt lines. */
  rate: string | null;
  /** The amount taxed at that rate (after discounts, without tax). */
  taxable: Money;
  tax: Money;
}

export interface InvoiceTotals {
  lines: InvoiceLineTax[];
  /** Labor + parts + fees before discounts, as the line amounts print (with tax when prices include it). */
  subtotal: Money;
  discount: Money;
  /** The lines after discount without tax. */
  net: Money;
  tax: Money;
  /** What the customer pays. */
  total: Money;
  breakdown: TaxBreakdownRow[];
}

/**
 * An invoice's totals. Each discount is resolved like a job order's (a percentage of labor +
 * parts + fees; together never more than them), spread over the work lines in proportion to
 * their amounts to the cent, then each line's tax is rounded half-up on its own. With prices
 * that include tax, the tax is worked out of each line (amount × rate ÷ (100 + rate)) and the
 * total is what the lines say; otherwise it is added on top.
 */
export function computeInvoiceTotals(
  lines: readonly TaxedLineInput[],
  options: { pricesIncludeTax: boolean },
): InvoiceTotals {
  const amounts = lines.map((line) => (line.kind === 'discount' ? '0.00' : workLineAmount(line)));
  const subtotal = sumMoney(amounts);
  const wanted = sumMoney(
    lines.map((line) =>
      line.kind === 'discount'
        ? line.percent === null
          ? (line.amount ?? '0')
          : percentOf(subtotal, line.percent)
        : '0',
    ),
  );
  const discount = minMoney(wanted, subtotal);
  const shares = allocateMoney(discount, amounts);

  const taxed = lines.map((line, index): InvoiceLineTax => {
    if (line.kind === 'discount') {
      const off =
        line.percent === null ? (line.amount ?? '0.00') : percentOf(subtotal, line.percent);
      return { amount: off, discount: '0.00', net: '0.00', tax: '0.00', taxRate: null };
    }
    const amount = amounts[index] as Money;
    const share = shares[index] as Money;
    const discounted = subtractMoney(amount, share);
    const rate = line.taxRate;
    const tax =
      rate === null
        ? '0.00'
        : options.pricesIncludeTax
          ? includedTaxOf(discounted, rate)
          : percentOf(discounted, rate);
    const net = options.pricesIncludeTax ? subtractMoney(discounted, tax) : discounted;
    return { amount, discount: share, net, tax, taxRate: rate };
  });

  const work = taxed.filter((_, index) => lines[index]?.kind !== 'discount');
  const net = sumMoney(work.map((line) => line.net));
  const tax = sumMoney(work.map((line) => line.tax));
  return {
    lines: taxed,
    subtotal,
    discount,
    net,
    tax,
    total: addMoney(net, tax),
    breakdown: taxBreakdown(work),
  };
}

// From a job order ----------------------------------------------------------------------------

/** The description of the shop supplies fee line on an invoice made from a job order. */
export const SUPPLIES_FEE_DESCRIPTION = 'Shop supplies';

/**
 * The lines of the invoice made from a job order (ADR 027): its billed lines (isBilledLine: the
 * approved work and every discount) in their order, and the shop supplies fee on their labor
 * when the shop charges one (it goes after them).
 */
export function jobOrderInvoiceLines<L extends JobOrderLine>(
  lines: readonly L[],
  settings: Pick<TaxCurrencySettings, 'suppliesFeePercent' | 'suppliesFeeCap'>,
): { billed: L[]; suppliesFee: Money | null } {
  const billed = lines.filter(isBilledLine);
  const labor = sumMoney(
    billed.flatMap((line) => (line.kind === 'labor' ? [workLineAmount(line)] : [])),
  );
  return { billed, suppliesFee: suppliesFee(settings, labor) };
}

/** What a job order's bill takes from the shop's Tax and Currency settings. */
export interface BillTaxRules {
  pricesIncludeTax: boolean;
  suppliesFeePercent: string | null;
  suppliesFeeCap: string | null;
  /** The supplies fee is a fee: taxed at the fees' rate (null: exempt). */
  suppliesFeeTaxRate: string | null;
}

export function billTaxRulesOf(settings: TaxCurrencySettings): BillTaxRules {
  return {
    pricesIncludeTax: settings.pricesIncludeTax,
    suppliesFeePercent: settings.suppliesFeePercent,
    suppliesFeeCap: settings.suppliesFeeCap,
    suppliesFeeTaxRate: categoryTaxRate(settings, 'fees'),
  };
}

/** A job order's bill: the invoice's totals, and the supplies fee among its lines (or null). */
export type JobOrderBill = Omit<InvoiceTotals, 'lines'> & { suppliesFee: Money | null };

/**
 * What the invoice made from these job order lines comes to, tax included: its lines
 * (jobOrderInvoiceLines) with their rates (lineTaxRate) through computeInvoiceTotals, the
 * invoice's own arithmetic. The estimate shows it for every line approved (what it asks), as
 * answered, and as the customer's choices stand.
 */
export function computeJobOrderBill(
  lines: readonly (JobOrderLine & { taxRate: string | null })[],
  rules: BillTaxRules,
): JobOrderBill {
  const { billed, suppliesFee: fee } = jobOrderInvoiceLines(lines, rules);
  const taxed: TaxedLineInput[] = [
    ...billed,
    ...(fee
      ? [
          {
            kind: 'fee',
            description: SUPPLIES_FEE_DESCRIPTION,
            amount: fee,
            taxRate: rules.suppliesFeeTaxRate,
          } as const,
        ]
      : []),
  ];
  const { lines: _lines, ...totals } = computeInvoiceTotals(taxed, {
    pricesIncludeTax: rules.pricesIncludeTax,
  });
  return { ...totals, suppliesFee: fee };
}

/**
 * The bill of the work as it stands (every line not declined counted, as the job order's
 * subtotal counts it): what its invoice comes to, tax included, once that work is approved.
 */
export function billOfWorkAsItStands(
  lines: readonly (JobOrderLine & { taxRate: string | null })[],
  rules: BillTaxRules,
): JobOrderBill {
  return computeJobOrderBill(
    lines.map((line) =>
      line.approval === 'declined' ? line : { ...line, approval: 'approved' as const },
    ),
    rules,
  );
}

/** The tax per rate, exempt lines last; rates in ascending order. */
export function taxBreakdown(
  lines: readonly Pick<InvoiceLineTax, 'net' | 'tax' | 'taxRate'>[],
): TaxBreakdownRow[] {
  const byRate = new Map<string | null, { taxable: Money[]; tax: Money[] }>();
  for (const line of lines) {
    const key = line.taxRate === null ? null : normaliseRate(line.taxRate);
    const group = byRate.get(key) ?? { taxable: [], tax: [] };
    group.taxable.push(line.net);
    group.tax.push(line.tax);
    byRate.set(key, group);
  }
  return [...byRate.entries()]
    .map(([rate, group]) => ({ rate, taxable: sumMoney(group.taxable), tax: sumMoney(group.tax) }))
    .sort((a, b) => (a.rate === null ? 1 : b.rate === null ? -1 : compareMoney(a.rate, b.rate)));
}

function normaliseRate(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`;
}

/** "8.25 %" for "8.250", "Exempt" for none. */
export function formatTaxRate(rate: string | null): string {
  if (rate === null) return 'Exempt';
  const trimmed = normaliseRate(rate).replace(/0+$/, '').replace(/\.$/, '');
  return `${trimmed} %`;
}

// Credit notes --------------------------------------------------------------------------------

/** What is left to credit on one invoice line (its figures minus earlier credit notes). */
export interface CreditableLine {
  quantity: string;
  net: Money;
  tax: Money;
}

/**
 * The part of a line a credit note takes back: the whole remainder, or `quantity` of the
 * `remaining.quantity` units in proportion (rounded half-up), never more than is left.
 */
export function creditForLine(remaining: CreditableLine, quantity: string): CreditableLine {
  if (compareMoney(quantity, remaining.quantity) >= 0) return remaining;
  return {
    quantity,
    net: proportionOf(remaining.net, quantity, remaining.quantity),
    tax: proportionOf(remaining.tax, quantity, remaining.quantity),
  };
}

export const creditNoteInputSchema = z
  .object({
    /** The whole invoice, or the listed lines (and quantities). */
    full: z.boolean({ error: 'Say whether the whole invoice is credited' }),
    lines: z
      .array(
        z.object({
          invoiceLineId: z.uuid({ error: 'Not a line of this invoice' }),
          quantity: moneyAmount('Quantity to credit', '9999.99'),
        }),
        { error: 'Choose the lines to credit' },
      )
      .max(200, 'A credit note can have at most 200 lines')
      .optional()
      .default([]),
    reason: lineText({ error: 'A reason is required' })
      .min(1, 'A reason is required')
      .max(500, 'The reason must be 500 characters or fewer'),
  })
  .superRefine((value, ctx) => {
    if (!value.full && value.lines.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['lines'],
        message: 'Choose at least one line to credit',
      });
    }
    value.lines.forEach((line, index) => {
      if (compareMoney(line.quantity, '0') <= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'quantity'],
          message: 'Quantity to credit must be more than 0',
        });
      }
    });
  });
export type CreditNoteInput = z.input<typeof creditNoteInputSchema>;

// Statuses ------------------------------------------------------------------------------------

export const invoiceStatuses = [
  'draft',
  'issued',
  'partially_paid',
  'paid',
  'void',
  'credited',
] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
  credited: 'Credited',
};

/** Issued invoices that still expect money (the receivables). */
export const openInvoiceStatuses = ['issued', 'partially_paid'] as const;

const billing = billingRoles;

/** The statuses of an invoice that was issued: the legal document, never edited again. */
export const issuedInvoiceStatuses = ['issued', 'partially_paid', 'paid', 'credited'] as const;

/** Whether a status is one of an issued invoice's (a number, a date, a seller snapshot). */
export function isIssuedInvoiceStatus(status: InvoiceStatus): boolean {
  return (issuedInvoiceStatuses as readonly InvoiceStatus[]).includes(status);
}

/**
 * A draft is edited, then issued or voided. An issued invoice is sent, paid (by the desk or by
 * link), reminded of while money is due, credited and refunded; those actions leave the status
 * to its figures (`issuedInvoiceStatus`: `to` null), a reminder and a mail keep it. Money is
 * taken only while some is due: `canTakePayment` adds the balance to the machine's rule.
 */
export const invoiceMachine = defineStatusMachine({
  subject: 'invoice',
  statuses: invoiceStatuses,
  labels: invoiceStatusLabels,
  transitions: {
    edit: { from: ['draft'], to: 'draft', roles: billing, label: 'Edit' },
    issue: { from: ['draft'], to: 'issued', roles: billing, label: 'Issue' },
    void: { from: ['draft'], to: 'void', roles: billing, label: 'Void draft', needsReason: true },
    send: { from: issuedInvoiceStatuses, to: null, roles: billing, label: 'Send by e-mail' },
    pay: { from: openInvoiceStatuses, to: null, roles: billing, label: 'Record payment' },
    payment_link: { from: openInvoiceStatuses, to: null, roles: billing, label: 'Pay by link' },
    remind: { from: openInvoiceStatuses, to: null, roles: billing, label: 'Send reminder' },
    credit: { from: issuedInvoiceStatuses, to: null, roles: billing, label: 'Credit note' },
    refund: { from: issuedInvoiceStatuses, to: null, roles: billing, label: 'Refund' },
  },
});
export type InvoiceAction = keyof typeof invoiceMachine.transitions;
export const invoiceActions = Object.keys(invoiceMachine.transitions) as [
  InvoiceAction,
  ...InvoiceAction[],
];

/**
 * Whether money can be taken on the invoice now (a payment at the desk or by link): its status
 * allows it and a balance is due. The server refuses what this refuses; the page hides it.
 */
export function canTakePayment(invoice: { status: InvoiceStatus; balance: Money }): boolean {
  return (
    invoiceMachine.refusal(invoice.status, 'pay') === null && compareMoney(invoice.balance, '0') > 0
  );
}

/** Why completing a job order (the car leaves) is refused because of its invoice (ADR 037). */
export type PickupRefusal = {
  code: 'pickup_needs_invoice' | 'pickup_needs_payment';
  message: string;
};

/**
 * Pickup needs an issued invoice (ADR 037): paid, or unpaid ("on account") only when the shop
 * allows unpaid pickup; a draft or a voided invoice does not count. Null when the car may leave.
 * The server refuses Complete with this (409) and the job order page explains it beforehand.
 */
export function pickupRefusal(options: {
  /** "JO-0042". */
  jobOrderNumber: string;
  /** The job order's invoice that is not void, if any. */
  invoice: { number: string | null; status: InvoiceStatus; balance: Money } | null;
  unpaidPickupAllowed: boolean;
  money: MoneyFormat;
}): PickupRefusal | null {
  const { invoice, jobOrderNumber } = options;
  if (!invoice || invoice.status === 'void') {
    return {
      code: 'pickup_needs_invoice',
      message: `Complete is not possible: ${jobOrderNumber} has no issued invoice. Create and issue its invoice before the car leaves.`,
    };
  }
  if (invoice.status === 'draft') {
    return {
      code: 'pickup_needs_invoice',
      message: `Complete is not possible: the invoice of ${jobOrderNumber} is a draft. Issue it before the car leaves.`,
    };
  }
  if (options.unpaidPickupAllowed || compareMoney(invoice.balance, '0') <= 0) return null;
  return {
    code: 'pickup_needs_payment',
    message: `Complete is not possible: ${invoice.number ?? 'the invoice'} has ${formatMoney(invoice.balance, options.money)} due. Record the payment before the car leaves; this shop does not allow unpaid pickup (Settings → Tax and Currency).`,
  };
}

/**
 * Why a job order's work (its jobs and lines) may not change, or null: once it has an invoice
 * that is not void, the invoice bills the work as it was made from it, so the work stays as
 * billed. A draft is voided and made again; an issued invoice is corrected by a credit note.
 */
export function workChangeRefusal(options: {
  /** "JO-0042". */
  jobOrderNumber: string;
  invoice: { number: string | null; status: InvoiceStatus } | null;
}): string | null {
  const { invoice, jobOrderNumber } = options;
  if (!invoice || invoice.status === 'void') return null;
  if (invoice.status === 'draft') {
    return `${jobOrderNumber} has a draft invoice made from its work. Void the draft to change the work, then create the invoice again.`;
  }
  return `${jobOrderNumber} is invoiced (${invoice.number}); its work can no longer change. Correct the invoice with a credit note.`;
}

/** What an issued invoice owes: total − credited − paid (payments net of refunds). */
export function invoiceBalance(figures: { total: Money; credited: Money; paid: Money }): Money {
  return subtractMoney(subtractMoney(figures.total, figures.credited), figures.paid);
}

/** The status an issued invoice has after a payment, refund or credit note. */
export function issuedInvoiceStatus(figures: {
  total: Money;
  credited: Money;
  paid: Money;
}): Exclude<InvoiceStatus, 'draft' | 'void'> {
  if (compareMoney(figures.total, '0') > 0 && compareMoney(figures.credited, figures.total) >= 0) {
    return 'credited';
  }
  const balance = invoiceBalance(figures);
  if (compareMoney(balance, '0') <= 0) return 'paid';
  return compareMoney(figures.paid, '0') > 0 ? 'partially_paid' : 'issued';
}

// Numbers -------------------------------------------------------------------------------------

/** "INV-2026-00042": per shop and year, without gaps (assigned when the invoice is issued). */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(5, '0')}`;
}

/** "INV-2026-00042" as typed (any case, dashes and leading zeros optional) as stored, or null. */
export function parseInvoiceNumber(text: string): string | null {
  const full = /^inv-?(\d{4})-?(\d{1,9})$/i.exec(text.trim());
  return full ? formatInvoiceNumber(Number(full[1]), Number(full[2])) : null;
}

/** "CN-2026-00003": credit notes count on their own. */
export function formatCreditNoteNumber(year: number, sequence: number): string {
  return `CN-${year}-${String(sequence).padStart(5, '0')}`;
}

// Payments ------------------------------------------------------------------------------------

export const paymentMethods = ['cash', 'card', 'bank_transfer', 'check', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  check: 'Check',
  other: 'Other',
};

const calendarDate = (label: string) =>
  calendarDateSchema(`${label} must be a date like 2026-11-25`);

const paymentFields = {
  method: z.enum(paymentMethods, { error: 'Choose cash, card, bank transfer, check or other' }),
  amount: moneyAmount('Amount'),
  paidOn: calendarDate('Payment date'),
  reference: optionalText('Reference', 100),
};

/** A payment recorded on an issued invoice (more than 0, never more than the balance). */
export const paymentInputSchema = z.object(paymentFields).superRefine((value, ctx) => {
  if (compareMoney(value.amount, '0') <= 0) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Amount must be more than 0' });
  }
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

/** Money paid back for a credit note: recorded as a negative payment on the invoice. */
export const refundInputSchema = z
  .object({ ...paymentFields, creditNoteId: z.uuid({ error: 'Choose the credit note refunded' }) })
  .superRefine((value, ctx) => {
    if (compareMoney(value.amount, '0') <= 0) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Amount must be more than 0' });
    }
  });
export type RefundInput = z.input<typeof refundInputSchema>;

// Receivables ---------------------------------------------------------------------------------

export const ageBuckets = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeBucket = (typeof ageBuckets)[number];
export const ageBucketLabels: Record<AgeBucket, string> = {
  '0-30': '0–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': '90+ days',
};

/** The age bucket of an invoice `days` after its date. */
export function ageBucket(days: number): AgeBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

// Requests ------------------------------------------------------------------------------------

/**
 * POST /invoices: a draft from a completed job order, or an empty counter-sale draft billed to a
 * client or to a walk-in name typed at the desk.
 */
export const invoiceCreateSchema = z.union(
  [
    z.object({ jobOrderId: z.uuid({ error: 'Not a job order' }) }),
    z
      .object({
        counterSale: z.literal(true, { error: 'Say counterSale: true for a counter sale' }),
        clientId: z.uuid({ error: 'Not a client' }).nullable().optional().default(null),
        billToName: optionalText('Bill-to name', 200),
      })
      .superRefine((value, ctx) => {
        if (value.clientId === null && value.billToName === null) {
          ctx.addIssue({
            code: 'custom',
            path: ['billToName'],
            message: 'Choose a client or type the name to bill',
          });
        }
      }),
  ],
  { error: 'Give the completed job order to invoice, or counterSale: true' },
);
export type InvoiceCreateInput = z.input<typeof invoiceCreateSchema>;

const optionalEmail = z
  .union([
    z.literal('').transform(() => null),
    lineText().pipe(z.email('Enter a valid email address').max(254)),
  ])
  .transform((value) => (value === null ? null : value.toLowerCase()))
  .nullable()
  .optional();

/** PATCH /invoices/:id (drafts only): what prints as bill-to, the mileage, notes and terms. */
export const invoicePatchSchema = z.object({
  billToName: lineText({ error: 'Bill-to name is required' })
    .min(1, 'Bill-to name is required')
    .max(200, 'Bill-to name must be 200 characters or fewer')
    .optional(),
  billToEmail: optionalEmail,
  billToPhone: lineText()
    .max(40, 'Phone must be 40 characters or fewer')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  billToAddress: multiLineText()
    .max(500, 'Address must be 500 characters or fewer')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  mileage: z
    .number({ error: 'Mileage must be a whole number' })
    .int('Mileage must be a whole number')
    .min(0, 'Mileage cannot be negative')
    .max(9_999_999, 'Mileage is too large')
    .nullable()
    .optional(),
  notes: multiLineText()
    .max(2000, 'Notes must be 2000 characters or fewer')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  terms: multiLineText()
    .max(2000, 'Terms must be 2000 characters or fewer')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});
export type InvoicePatchInput = z.input<typeof invoicePatchSchema>;

/** POST /invoices/:id/void (drafts only). */
export const invoiceVoidSchema = z.object({
  reason: lineText({ error: 'A reason is required' })
    .min(1, 'A reason is required')
    .max(500, 'The reason must be 500 characters or fewer'),
});

/** POST /invoices/:id/send: to the bill-to e-mail unless another address is given. */
export const invoiceSendSchema = mailRecipientSchema;
export type InvoiceSendInput = z.input<typeof invoiceSendSchema>;
