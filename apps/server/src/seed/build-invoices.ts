import { randomUUID } from 'node:crypto';
import { countryOfLocale, formatAddressLines } from '@pitstop/domain/address';
import { vehicleTitle } from '@pitstop/domain/format';
import {
  categoryTaxRate,
  computeInvoiceTotals,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  issuedInvoiceStatus,
  lineTaxCategory,
  type PaymentMethod,
  type TaxCurrencySettings,
  type TaxedLineInput,
} from '@pitstop/domain/invoices';
import { isBilledLine } from '@pitstop/domain/job-orders';
import { addLocalDays, localToday } from '@pitstop/domain/local-time';
import {
  addMoney,
  compareMoney,
  type Money,
  percentOf,
  subtractMoney,
} from '@pitstop/domain/money';
import type {
  creditNoteLines,
  creditNotes,
  invoiceLines,
  invoices,
  payments,
} from '../db/schema/billing.ts';
import type { shopSequences } from '../db/schema/platform.ts';
import { domainLineOf } from '../modules/job-orders/public.ts';
import type { Random } from './random.ts';
import type { JobOrderItemRow, JobOrderRow, ShopRows } from './seed-types.ts';

type InvoiceRow = typeof invoices.$inferInsert;
type InvoiceLineRow = typeof invoiceLines.$inferInsert;
type CreditNoteRow = typeof creditNotes.$inferInsert;
type CreditNoteLineRow = typeof creditNoteLines.$inferInsert;
type PaymentRow = typeof payments.$inferInsert;
type SequenceRow = typeof shopSequences.$inferInsert;

export type InvoiceRows = {
  invoices: InvoiceRow[];
  invoiceLines: InvoiceLineRow[];
  creditNotes: CreditNoteRow[];
  creditNoteLines: CreditNoteLineRow[];
  payments: PaymentRow[];
  sequences: SequenceRow[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** How the demo's customers pay at the counter. */
const METHODS: readonly (readonly [PaymentMethod, number])[] = [
  ['card', 60],
  ['cash', 18],
  ['check', 8],
  ['bank_transfer', 14],
];

type Planned = {
  invoice: InvoiceRow & { id: string; total: Money; issuedOn: string; number: string };
  lines: (InvoiceLineRow & { id: string })[];
  job: JobOrderRow;
  featured: boolean;
};

/**
 * Every completed job order of a shop invoiced as the desk would have done it at pickup: its
 * billed lines (isBilledLine: approved work and every discount) with the shop's tax
 * (computeInvoiceTotals), numbered INV-<year>-00001… per year in order of completion, dated the
 * day of completion. Most are paid in full that day; the newest few wait for payment or are
 * partly paid, one is long overdue, and one was corrected by a credit note whose overpayment was
 * refunded. Uses its own random stream, so adding invoices leaves the rest of the demo as it was.
 */
export function buildInvoices(options: {
  rows: ShopRows;
  settings: TaxCurrencySettings;
  random: Random;
  now: Date;
  /** The featured car owner's client id: their newest invoice waits for payment in the portal. */
  featuredClientId?: string;
}): InvoiceRows {
  const { rows, settings, random, now } = options;
  const shopId = rows.shop.id;
  const timeZone = rows.shop.timezone ?? 'UTC';
  const today = localToday(timeZone, now);
  const clientById = new Map(rows.clients.map((client) => [client.id as string, client]));
  const vehicleById = new Map(rows.vehicles.map((vehicle) => [vehicle.id as string, vehicle]));
  const exemptItems = new Set(
    rows.inventoryItems.flatMap((item) => (item.taxable === false ? [item.id as string] : [])),
  );
  const itemsByJob = new Map<string, JobOrderItemRow[]>();
  for (const item of rows.jobOrderItems) {
    const list = itemsByJob.get(item.jobOrderId) ?? [];
    list.push(item);
    itemsByJob.set(item.jobOrderId, list);
  }

  const completed = rows.jobOrders
    .filter((job) => job.status === 'completed' && job.completedAt && job.clientId)
    .sort(
      (a, b) =>
        (a.completedAt as Date).getTime() - (b.completedAt as Date).getTime() ||
        String(a.id).localeCompare(String(b.id)),
    );

  const lastNumber = new Map<number, number>();
  const planned: Planned[] = [];
  for (const job of completed) {
    const completedAt = job.completedAt as Date;
    const issuedOn = localToday(timeZone, completedAt);
    const year = Number(issuedOn.slice(0, 4));
    const sequence = (lastNumber.get(year) ?? 0) + 1;
    lastNumber.set(year, sequence);
    const billed = (itemsByJob.get(job.id as string) ?? [])
      .map((item) => ({
        item,
        line: domainLineOf({
          ...item,
          unitCost: item.unitCost ?? null,
          unitPrice: item.unitPrice ?? null,
          percent: item.percent ?? null,
          serviceId: item.serviceId ?? null,
          pricing: (item.pricing ?? null) as 'flat' | 'hourly' | null,
          partNumber: item.partNumber ?? null,
          inventoryItemId: item.inventoryItemId ?? null,
          quantity: item.quantity ?? '1',
          approval: item.approval ?? 'pending',
        } as Parameters<typeof domainLineOf>[0]),
      }))
      .filter(({ line }) => isBilledLine(line))
      .sort((a, b) => (a.item.position ?? 0) - (b.item.position ?? 0));
    const items = billed.map(({ item }) => item);
    const taxed: TaxedLineInput[] = billed.map(({ line }) => {
      const { approval: _approval, ...parsed } = line;
      const exempt =
        line.kind === 'discount' ||
        (line.kind === 'part' &&
          line.inventoryItemId !== null &&
          exemptItems.has(line.inventoryItemId));
      return {
        ...parsed,
        taxRate: exempt ? null : categoryTaxRate(settings, lineTaxCategory(line.kind as 'labor')),
      } as TaxedLineInput;
    });
    const totals = computeInvoiceTotals(taxed, { pricesIncludeTax: settings.pricesIncludeTax });
    const client = clientById.get(job.clientId as string);
    const vehicle = job.vehicleId ? vehicleById.get(job.vehicleId) : undefined;
    const id = randomUUID();
    const issuedAt = new Date(completedAt.getTime() + random.int(2, 20) * MINUTE_MS);
    const address = client
      ? formatAddressLines(
          {
            street: client.address,
            city: client.city,
            state: client.state,
            postalCode: client.postalCode,
            country: client.country,
          },
          { homeCountry: countryOfLocale(settings.locale) },
        ).join('\n') || null
      : null;
    const lines = taxed.map((line, index) => {
      const figures = totals.lines[index];
      const item = items[index] as JobOrderItemRow;
      return {
        id: randomUUID(),
        shopId,
        invoiceId: id,
        position: index + 1,
        kind: line.kind,
        serviceId: line.kind === 'labor' ? line.serviceId : null,
        description: line.description,
        pricing: line.kind === 'labor' ? line.pricing : null,
        partNumber: line.kind === 'part' ? line.partNumber : null,
        inventoryItemId: line.kind === 'part' ? line.inventoryItemId : null,
        jobOrderItemId: item.id ?? null,
        quantity: line.kind === 'labor' || line.kind === 'part' ? line.quantity : '1',
        unitPrice:
          line.kind === 'fee'
            ? line.amount
            : line.kind === 'discount'
              ? line.amount
              : line.unitPrice,
        percent: line.kind === 'discount' ? line.percent : null,
        taxRate: figures?.taxRate ?? null,
        amount: figures?.amount ?? '0.00',
        discount: figures?.discount ?? '0.00',
        net: figures?.net ?? '0.00',
        tax: figures?.tax ?? '0.00',
        creditedQuantity: '0',
        creditedNet: '0.00',
        creditedTax: '0.00',
        createdAt: completedAt,
        updatedAt: issuedAt,
      };
    });
    planned.push({
      job,
      featured: job.clientId === options.featuredClientId,
      lines,
      invoice: {
        id,
        shopId,
        number: formatInvoiceNumber(year, sequence),
        status: 'issued',
        jobOrderId: job.id as string,
        clientId: job.clientId as string,
        vehicleId: job.vehicleId ?? null,
        mileage: job.mileageOut ?? job.mileage ?? null,
        billToName: client?.name ?? 'Customer',
        billToEmail: client?.email ?? null,
        billToPhone: client?.phone ?? null,
        billToAddress: address,
        vehicleDescription: vehicle
          ? vehicleTitle({ year: vehicle.year ?? null, make: vehicle.make, model: vehicle.model })
          : null,
        seller: {
          name: rows.shop.name,
          address: rows.shop.address ?? null,
          phone: rows.shop.phone ?? null,
          email: rows.shop.email ?? null,
        },
        currency: settings.currency,
        locale: settings.locale,
        taxLabel: settings.taxLabel,
        pricesIncludeTax: settings.pricesIncludeTax,
        subtotal: totals.subtotal,
        discount: totals.discount,
        net: totals.net,
        tax: totals.tax,
        total: totals.total,
        issuedOn,
        dueOn: addLocalDays(issuedOn, settings.paymentTermsDays),
        issuedAt,
        terms: settings.invoiceTerms,
        createdAt: completedAt,
        updatedAt: issuedAt,
      },
    });
  }

  const result: InvoiceRows = {
    invoices: [],
    invoiceLines: [],
    creditNotes: [],
    creditNoteLines: [],
    payments: [],
    sequences: [...lastNumber.entries()].map(([year, last]) => ({
      shopId,
      name: `invoice:${year}`,
      lastValue: last,
    })),
  };

  const ageOf = (plan: Planned) =>
    Math.round((Date.parse(today) - Date.parse(plan.invoice.issuedOn)) / DAY_MS);
  // The newest invoices are still open: three waiting, two partly paid; the featured car
  // owner's newest one waits too, so their Invoices page shows a balance.
  const newest = [...planned].reverse().filter((plan) => !plan.featured);
  const unpaid = new Set(newest.slice(0, 3));
  const partial = new Set(newest.slice(3, 5));
  const featuredNewest = [...planned].reverse().find((plan) => plan.featured);
  if (featuredNewest) unpaid.add(featuredNewest);
  // One invoice is long overdue: due more than 60 days ago (75 here) and never paid.
  const overdue = newest.find((plan) => ageOf(plan) > settings.paymentTermsDays + 75);
  if (overdue) unpaid.add(overdue);
  // One paid invoice was corrected: a part line credited, the overpayment refunded.
  const corrected = [...planned]
    .reverse()
    .find(
      (plan) =>
        !plan.featured &&
        !unpaid.has(plan) &&
        !partial.has(plan) &&
        ageOf(plan) > 20 &&
        plan.lines.length >= 2 &&
        plan.lines.some((line) => line.kind === 'part' && compareMoney(line.net ?? '0', '0') > 0),
    );

  let creditNotesByYear = 0;
  for (const plan of planned) {
    const { invoice } = plan;
    let paid: Money = '0.00';
    let credited: Money = '0.00';
    const pay = (amount: Money, paidOn: string, creditNoteId: string | null = null) => {
      const method = creditNoteId ? 'card' : random.weighted(METHODS as [PaymentMethod, number][]);
      const at = new Date(Date.parse(`${paidOn}T12:00:00Z`) + random.int(0, 300) * MINUTE_MS);
      result.payments.push({
        shopId,
        invoiceId: invoice.id,
        creditNoteId,
        method,
        amount,
        paidOn,
        reference:
          method === 'check'
            ? `Check ${random.int(1001, 9899)}`
            : method === 'bank_transfer'
              ? `Transfer ${invoice.number}`
              : null,
        createdAt: at,
        updatedAt: at,
      });
      paid = addMoney(paid, amount);
    };

    if (partial.has(plan)) {
      pay(percentOf(invoice.total, '50'), invoice.issuedOn);
    } else if (!unpaid.has(plan) && compareMoney(invoice.total, '0') > 0) {
      const paidOn = random.chance(0.85)
        ? invoice.issuedOn
        : addLocalDays(invoice.issuedOn, random.int(3, 21));
      pay(invoice.total, paidOn < today ? paidOn : invoice.issuedOn);
    }

    if (plan === corrected) {
      const line = plan.lines.find(
        (candidate) => candidate.kind === 'part' && compareMoney(candidate.net ?? '0', '0') > 0,
      ) as InvoiceLineRow & { id: string };
      const issuedOn = addLocalDays(invoice.issuedOn, 6);
      const year = Number(issuedOn.slice(0, 4));
      creditNotesByYear += 1;
      const creditNoteId = randomUUID();
      const net = line.net as Money;
      const tax = line.tax as Money;
      const total = addMoney(net, tax);
      const at = new Date(Date.parse(`${issuedOn}T15:00:00Z`));
      result.creditNotes.push({
        id: creditNoteId,
        shopId,
        invoiceId: invoice.id,
        number: formatCreditNoteNumber(year, creditNotesByYear),
        reason: `${line.description} returned unused; refunded to the card.`,
        net,
        tax,
        total,
        refunded: total,
        issuedOn,
        createdAt: at,
        updatedAt: at,
      });
      result.creditNoteLines.push({
        shopId,
        creditNoteId,
        invoiceLineId: line.id,
        position: 1,
        description: line.description,
        quantity: line.quantity as string,
        taxRate: line.taxRate ?? null,
        net,
        tax,
      });
      line.creditedQuantity = line.quantity as string;
      line.creditedNet = net;
      line.creditedTax = tax;
      credited = total;
      // The customer had paid in full: the credit is paid back as a refund.
      pay(subtractMoney('0', total), issuedOn, creditNoteId);
      result.sequences.push({ shopId, name: `credit_note:${year}`, lastValue: creditNotesByYear });
    }

    const status = issuedInvoiceStatus({ total: invoice.total, credited, paid });
    result.invoices.push({ ...invoice, status, paid, credited });
    result.invoiceLines.push(...plan.lines);
  }
  return result;
}
