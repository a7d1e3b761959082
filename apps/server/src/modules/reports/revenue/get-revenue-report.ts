import { proportionOf, subtractMoney, sumMoney } from '@pitstop/domain/money';
import { changeOf, type ReportRange } from '@pitstop/domain/reports';
import {
  type RevenueBucket,
  type RevenueFigures,
  type RevenueQuery,
  type RevenueReport,
  revenueFigureOrder,
} from '@pitstop/domain/revenue-report';
import { and, between, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import {
  creditNoteLines,
  creditNotes,
  invoiceLines,
  invoices,
  payments,
} from '../../../db/schema/billing.ts';
import { stockMovements } from '../../../db/schema/inventory.ts';
import { employees } from '../../../db/schema/people.ts';
import { jobOrders, services } from '../../../db/schema/workshop.ts';
import type { ReportContext } from '../public.ts';

type DayFamily = 'invoiced' | 'credited' | 'paid' | 'paidByMethod' | 'costs' | 'partsCost' | 'cars';

/** One local day's sums of one kind of fact; every amount a decimal string. */
type DayRow = { day: string; [sum: string]: string | boolean | null };

const text = (column: unknown) => sql<string>`coalesce(${column}, 0)::text`;
const kindIs = (kind: string) => sql`${invoiceLines.kind} = ${kind}`;
/** An invoice line's hours sold: an hourly line's quantity, a flat line's book time (ADR 047). */
const lineHours = sql`case when ${invoiceLines.pricing} = 'hourly' then ${invoiceLines.quantity}
  else round(${invoiceLines.quantity} * coalesce(${services.durationMinutes}, 0) / 60.0, 2) end`;
const payKnown = sql`${employees.payType} in ('hourly', 'flat_rate')`;

/**
 * Revenue Reports (issue 25, ADR 049): a handful of set-based queries, each summing one fact
 * family per local day over the window from the compared period's start to the period's end;
 * the period, the comparison and each bucket are then sums of those days, so every figure is
 * computed once from the same rows.
 */
export async function getRevenueReport(
  context: ReportContext<RevenueQuery>,
): Promise<RevenueReport> {
  const { tx, shopId, frame, query } = context;
  const window: ReportRange = {
    from:
      frame.comparison && frame.comparison.from < frame.period.from
        ? frame.comparison.from
        : frame.period.from,
    to: frame.period.to,
  };
  const issued = and(
    eq(invoices.shopId, shopId),
    isNotNull(invoices.number),
    between(invoices.issuedOn, window.from, window.to),
  );
  const linesOfInvoice = and(
    eq(invoiceLines.shopId, invoices.shopId),
    eq(invoiceLines.invoiceId, invoices.id),
  );

  const [invoiced, credited, paid, paidByMethod, costs, partsCost, cars, receivables] =
    await Promise.all([
      // Invoice lines per day, kind and tax rate; job-order invoices apart (car count, ARO).
      tx
        .select({
          day: sql<string>`${invoices.issuedOn}::text`,
          kind: invoiceLines.kind,
          rate: sql<string | null>`${invoiceLines.taxRate}::text`,
          jobOrder: sql<boolean>`${invoices.jobOrderId} is not null`,
          net: text(sql`sum(${invoiceLines.net})`),
          discount: text(sql`sum(${invoiceLines.discount})`),
          tax: text(sql`sum(${invoiceLines.tax})`),
        })
        .from(invoices)
        .innerJoin(invoiceLines, linesOfInvoice)
        .where(issued)
        .groupBy(
          invoices.issuedOn,
          invoiceLines.kind,
          invoiceLines.taxRate,
          sql`${invoices.jobOrderId} is not null`,
        ),
      // Credit note lines per day of the credit note, kind of the line and tax rate.
      tx
        .select({
          day: sql<string>`${creditNotes.issuedOn}::text`,
          kind: invoiceLines.kind,
          rate: sql<string | null>`${creditNoteLines.taxRate}::text`,
          jobOrder: sql<boolean>`${invoices.jobOrderId} is not null`,
          net: text(sql`sum(${creditNoteLines.net})`),
          tax: text(sql`sum(${creditNoteLines.tax})`),
        })
        .from(creditNotes)
        .innerJoin(
          creditNoteLines,
          and(
            eq(creditNoteLines.shopId, creditNotes.shopId),
            eq(creditNoteLines.creditNoteId, creditNotes.id),
          ),
        )
        .innerJoin(
          invoiceLines,
          and(
            eq(invoiceLines.shopId, creditNoteLines.shopId),
            eq(invoiceLines.id, creditNoteLines.invoiceLineId),
          ),
        )
        .innerJoin(
          invoices,
          and(eq(invoices.shopId, creditNotes.shopId), eq(invoices.id, creditNotes.invoiceId)),
        )
        .where(
          and(
            eq(creditNotes.shopId, shopId),
            between(creditNotes.issuedOn, window.from, window.to),
          ),
        )
        .groupBy(
          creditNotes.issuedOn,
          invoiceLines.kind,
          creditNoteLines.taxRate,
          sql`${invoices.jobOrderId} is not null`,
        ),
      // Cash basis: each payment (refunds negative) split like its invoice, to the cent.
      query.basis === 'cash'
        ? tx
            .select({
              day: sql<string>`${payments.paidOn}::text`,
              kind: invoiceLines.kind,
              rate: sql<string | null>`${invoiceLines.taxRate}::text`,
              net: text(
                sql`sum(round(${payments.amount} * ${invoiceLines.net} / ${invoices.total}, 2))`,
              ),
              discount: text(
                sql`sum(round(${payments.amount} * ${invoiceLines.discount} / ${invoices.total}, 2))`,
              ),
              tax: text(
                sql`sum(round(${payments.amount} * ${invoiceLines.tax} / ${invoices.total}, 2))`,
              ),
            })
            .from(payments)
            .innerJoin(
              invoices,
              and(eq(invoices.shopId, payments.shopId), eq(invoices.id, payments.invoiceId)),
            )
            .innerJoin(invoiceLines, linesOfInvoice)
            .where(
              and(
                eq(payments.shopId, shopId),
                between(payments.paidOn, window.from, window.to),
                gt(invoices.total, '0'),
              ),
            )
            .groupBy(payments.paidOn, invoiceLines.kind, invoiceLines.taxRate)
        : Promise.resolve([]),
      tx
        .select({
          day: sql<string>`${payments.paidOn}::text`,
          method: payments.method,
          amount: text(sql`sum(${payments.amount})`),
        })
        .from(payments)
        .where(and(eq(payments.shopId, shopId), between(payments.paidOn, window.from, window.to)))
        .groupBy(payments.paidOn, payments.method),
      // Hours sold and the known and unknown costs of labor and part lines.
      tx
        .select({
          day: sql<string>`${invoices.issuedOn}::text`,
          hours: text(sql`sum(${lineHours}) filter (where ${kindIs('labor')})`),
          laborNet: text(sql`sum(${invoiceLines.net}) filter (where ${kindIs('labor')})`),
          laborKnown: text(
            sql`sum(${invoiceLines.net}) filter (where ${kindIs('labor')} and ${payKnown})`,
          ),
          laborCost: text(
            sql`sum(round(${lineHours} * ${employees.payRate}, 2)) filter (where ${kindIs('labor')} and ${payKnown})`,
          ),
          partsKnown: text(
            sql`sum(${invoiceLines.net}) filter (where ${kindIs('part')} and ${invoices.jobOrderId} is not null and ${invoiceLines.inventoryItemId} is not null)`,
          ),
          unknown: text(
            sql`sum(${invoiceLines.net}) filter (where (${kindIs('labor')} and not coalesce(${payKnown}, false)) or (${kindIs('part')} and (${invoices.jobOrderId} is null or ${invoiceLines.inventoryItemId} is null)))`,
          ),
        })
        .from(invoices)
        .innerJoin(invoiceLines, linesOfInvoice)
        .leftJoin(
          services,
          and(eq(services.shopId, invoiceLines.shopId), eq(services.id, invoiceLines.serviceId)),
        )
        .leftJoin(
          jobOrders,
          and(eq(jobOrders.shopId, invoices.shopId), eq(jobOrders.id, invoices.jobOrderId)),
        )
        .leftJoin(
          employees,
          and(eq(employees.shopId, jobOrders.shopId), eq(employees.userId, jobOrders.mechanicId)),
        )
        .where(and(issued, inArray(invoiceLines.kind, ['labor', 'part'])))
        .groupBy(invoices.issuedOn),
      // The cost the job orders' parts left the shelf at, on their invoice's date.
      tx
        .select({
          day: sql<string>`${invoices.issuedOn}::text`,
          cost: text(
            sql`sum(round(-${stockMovements.onHandChange} * coalesce(${stockMovements.unitCost}, 0), 2))`,
          ),
        })
        .from(invoices)
        .innerJoin(
          stockMovements,
          and(
            eq(stockMovements.shopId, invoices.shopId),
            eq(stockMovements.jobOrderId, invoices.jobOrderId),
            eq(stockMovements.kind, 'consumption'),
          ),
        )
        .where(issued)
        .groupBy(invoices.issuedOn),
      // Car count: each job order has at most one issued invoice (a voided one is a draft).
      tx
        .select({
          day: sql<string>`${invoices.issuedOn}::text`,
          cars: sql<string>`count(*)::text`,
        })
        .from(invoices)
        .where(and(issued, isNotNull(invoices.jobOrderId)))
        .groupBy(invoices.issuedOn),
      Promise.all(
        [frame.period.to, frame.comparison?.to].map((end) =>
          end ? receivablesAt(tx, shopId, end) : Promise.resolve(null),
        ),
      ),
    ]);

  const days = {
    invoiced: invoiced,
    credited: credited,
    paid: paid,
    paidByMethod: paidByMethod,
    costs: costs,
    partsCost: partsCost,
    cars: cars,
  };
  const figuresOf = (range: ReportRange, receivable: string): RevenueFigures =>
    figuresOfRange(days, range, query.basis, receivable);
  const figures = figuresOf(frame.period, receivables[0] ?? '0.00');
  const previous = frame.comparison ? figuresOf(frame.comparison, receivables[1] ?? '0.00') : null;
  const changes = Object.fromEntries(
    revenueFigureOrder.map((figure) => [
      figure,
      previous ? changeOf(asText(figures[figure]), asText(previous[figure])) : null,
    ]),
  );
  const series: RevenueBucket[] = frame.buckets.map((bucket) => {
    const sums = figuresOf(bucket, '0.00');
    return {
      ...bucket,
      revenue: sums.revenue,
      labor: sums.labor,
      parts: sums.parts,
      fees: sums.fees,
      discounts: sums.discounts,
      tax: sums.tax,
    };
  });

  const revenueRows = query.basis === 'cash' ? days.paid : days.invoiced;
  const rateOf = (row: DayRow) => (typeof row.rate === 'string' ? row.rate : null);
  const rates = [...new Set(revenueRows.map(rateOf))].sort(compareRates);
  const taxByRate = rates.map((rate) => {
    const inRange = (range: ReportRange) => {
      const own = revenueRows.filter((row) => rateOf(row) === rate && inside(row, range));
      const back =
        query.basis === 'cash'
          ? []
          : days.credited.filter((row) => rateOf(row) === rate && inside(row, range));
      const kinds = (rows: DayRow[]) => rows.filter((row) => row.kind !== 'discount');
      return {
        taxable: subtractMoney(sumOf(kinds(own), 'net'), sumOf(kinds(back), 'net')),
        tax: subtractMoney(sumOf(own, 'tax'), sumOf(back, 'tax')),
      };
    };
    const now = inRange(frame.period);
    return {
      rate,
      taxable: now.taxable,
      tax: now.tax,
      previousTax: frame.comparison ? inRange(frame.comparison).tax : null,
    };
  });
  const methods = [...new Set(days.paidByMethod.map((row) => String(row.method)))].sort();
  const paymentsByMethod = methods.map((method) => {
    const of = (range: ReportRange) =>
      sumOf(
        days.paidByMethod.filter((row) => row.method === method && inside(row, range)),
        'amount',
      );
    return {
      method,
      amount: of(frame.period),
      previousAmount: frame.comparison ? of(frame.comparison) : null,
    };
  });

  const touched = (rows: DayRow[]) => rows.some((row) => inside(row, frame.period));
  return {
    ...frame,
    basis: query.basis,
    figures,
    previous,
    changes,
    series,
    taxByRate,
    paymentsByMethod,
    isEmpty: !touched(days.invoiced) && !touched(days.credited) && !touched(days.paidByMethod),
  };
}

const inside = (row: DayRow, range: ReportRange) => row.day >= range.from && row.day <= range.to;
const sumOf = (rows: DayRow[], key: string) => sumMoney(rows.map((row) => String(row[key] ?? '0')));
const asText = (value: string | number | null) => (value === null ? null : String(value));
const compareRates = (a: string | null, b: string | null) =>
  a === null ? 1 : b === null ? -1 : Number(a) - Number(b);

/** A ratio in percent with one decimal, or null when the whole is zero. */
function percentOfWhole(part: string, whole: string): string | null {
  if (Number(whole) === 0) return null;
  return proportionOf(part, '100', whole).replace(/(\.\d)\d$/, '$1');
}

function figuresOfRange(
  days: Record<DayFamily, DayRow[]>,
  range: ReportRange,
  basis: RevenueQuery['basis'],
  receivables: string,
): RevenueFigures {
  const within = (rows: DayRow[]) => rows.filter((row) => inside(row, range));
  const invoiced = within(days.invoiced);
  const credited = within(days.credited);
  const costs = within(days.costs);
  const ofKind = (rows: DayRow[], kind: string) => rows.filter((row) => row.kind === kind);
  const netOfKind = (kind: string) =>
    basis === 'cash'
      ? sumOf(ofKind(within(days.paid), kind), 'net')
      : subtractMoney(sumOf(ofKind(invoiced, kind), 'net'), sumOf(ofKind(credited, kind), 'net'));
  const labor = netOfKind('labor');
  const parts = netOfKind('part');
  const fees = netOfKind('fee');
  const discounts =
    basis === 'cash' ? sumOf(within(days.paid), 'discount') : sumOf(invoiced, 'discount');
  const tax =
    basis === 'cash'
      ? sumOf(within(days.paid), 'tax')
      : subtractMoney(sumOf(invoiced, 'tax'), sumOf(credited, 'tax'));

  const jobOrderRows = (rows: DayRow[]) => rows.filter((row) => isTrue(row.jobOrder));
  const cars = within(days.cars).reduce((total, row) => total + Number(row.cars ?? 0), 0);
  const jobRevenue = subtractMoney(
    sumOf(
      jobOrderRows(invoiced).filter((row) => row.kind !== 'discount'),
      'net',
    ),
    sumOf(
      jobOrderRows(credited).filter((row) => row.kind !== 'discount'),
      'net',
    ),
  );
  const hours = sumOf(costs, 'hours');
  const invoicedLabor = sumOf(costs, 'laborNet');
  const laborKnown = sumOf(costs, 'laborKnown');
  const laborGross = subtractMoney(laborKnown, sumOf(costs, 'laborCost'));
  const partsKnown = sumOf(costs, 'partsKnown');
  const partsGross = subtractMoney(partsKnown, sumOf(within(days.partsCost), 'cost'));
  return {
    revenue: sumMoney([labor, parts, fees]),
    labor,
    parts,
    fees,
    discounts,
    tax,
    paymentsReceived: sumOf(within(days.paidByMethod), 'amount'),
    carCount: cars,
    averageRepairOrder: cars === 0 ? null : proportionOf(jobRevenue, '1', String(cars)),
    laborHoursSold: hours,
    effectiveLaborRate: Number(hours) === 0 ? null : proportionOf(invoicedLabor, '1', hours),
    partsGrossProfit: partsGross,
    partsGrossProfitPercent: percentOfWhole(partsGross, partsKnown),
    laborGrossProfit: laborGross,
    laborGrossProfitPercent: percentOfWhole(laborGross, laborKnown),
    unknownCostRevenue: sumOf(costs, 'unknown'),
    receivables,
  };
}

const isTrue = (value: unknown) => value === true || value === 't' || value === 'true';

/** Money owed at the end of `day`: invoices issued by then, less credit notes and payments by then. */
async function receivablesAt(tx: Tx, shopId: string, day: string): Promise<string> {
  const [row] = await tx
    .select({
      owed: sql<string>`(
        (select coalesce(sum(${invoices.total}), 0) from ${invoices}
          where ${and(eq(invoices.shopId, shopId), isNotNull(invoices.number), lte(invoices.issuedOn, day))})
        - (select coalesce(sum(${creditNotes.total}), 0) from ${creditNotes}
          where ${and(eq(creditNotes.shopId, shopId), lte(creditNotes.issuedOn, day))})
        - (select coalesce(sum(${payments.amount}), 0) from ${payments}
          where ${and(eq(payments.shopId, shopId), lte(payments.paidOn, day))})
      )::numeric(14, 2)::text`,
    })
    .from(sql`(select 1) as one`);
  return row?.owed ?? '0.00';
}
