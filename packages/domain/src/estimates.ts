import type { InspectionCondition } from './inspections.ts';
import type { JobOrderLine, JobOrderLineKind, LaborPricing, LineApproval } from './job-orders.ts';
import { type Money, subtractMoney, sumMoney } from './money.ts';

/**
 * How the customer reads an estimate (issue 23): job by job, the jobs with work the inspection
 * found needed now first, then those with work needed soon, each line beside what was found; then
 * the other jobs; what was found good comes last. The customer approves or declines a job as a
 * whole. Pure over the jobs, their lines and the inspection's items.
 */

/** The estimate's sections, most urgent first: red findings, yellow findings, the other work. */
export const estimateSectionKeys = ['now', 'soon', 'other'] as const;
export type EstimateSectionKey = (typeof estimateSectionKeys)[number];

export const estimateSectionTitles: Record<EstimateSectionKey, string> = {
  now: 'Needs attention now',
  soon: 'Needs attention soon',
  other: 'Other work',
};

/** A line of the estimate with the findings it answers (none for most lines). */
export interface EstimateEntry<L, I> {
  line: L;
  findings: I[];
}

/** A job of the estimate with its lines, in their order. */
export interface EstimateJob<J, L, I> {
  job: J;
  entries: EstimateEntry<L, I>[];
}

export interface EstimateSection<J, L, I> {
  key: EstimateSectionKey;
  jobs: EstimateJob<J, L, I>[];
  /** Red or yellow findings that no line answers (yet): shown, with nothing to approve. */
  unpriced: I[];
}

/**
 * The estimate's jobs in the order the customer reads them: each job goes to the most urgent
 * finding any of its lines answers (red before yellow), keeping the jobs' own order within a
 * section; jobs without a red or yellow finding are the other work. A job without lines has
 * nothing to price and is left out, as are empty sections. `good` is what the inspection found in
 * order, shown folded at the end.
 */
export function estimateSections<
  J extends { id: string },
  L extends { id: string; jobId: string },
  I extends { lineId: string | null; condition: InspectionCondition },
>(
  jobs: readonly J[],
  lines: readonly L[],
  items: readonly I[],
): { sections: EstimateSection<J, L, I>[]; good: I[] } {
  const lineIds = new Set(lines.map((line) => line.id));
  const findingsOf = new Map<string, I[]>();
  for (const item of items) {
    if (item.condition === 'good' || item.lineId === null || !lineIds.has(item.lineId)) continue;
    findingsOf.set(item.lineId, [...(findingsOf.get(item.lineId) ?? []), item]);
  }
  const estimateJobs = jobs
    .map(
      (job): EstimateJob<J, L, I> => ({
        job,
        entries: lines
          .filter((line) => line.jobId === job.id)
          .map((line) => ({ line, findings: findingsOf.get(line.id) ?? [] })),
      }),
    )
    .filter((job) => job.entries.length > 0);
  const sectionOf = ({ entries }: EstimateJob<J, L, I>): EstimateSectionKey => {
    const findings = entries.flatMap((entry) => entry.findings);
    if (findings.some((item) => item.condition === 'now')) return 'now';
    return findings.length > 0 ? 'soon' : 'other';
  };
  const unpricedOf = (condition: InspectionCondition) =>
    items.filter(
      (item) => item.condition === condition && (item.lineId === null || !lineIds.has(item.lineId)),
    );
  const sections = estimateSectionKeys
    .map(
      (key): EstimateSection<J, L, I> => ({
        key,
        jobs: estimateJobs.filter((job) => sectionOf(job) === key),
        unpriced: key === 'other' ? [] : unpricedOf(key),
      }),
    )
    .filter((section) => section.jobs.length > 0 || section.unpriced.length > 0);
  return { sections, good: items.filter((item) => item.condition === 'good') };
}

/** What the customer answers for a job: its work lines still waiting for an answer. */
export function askedLines<L extends { kind: string; approval: LineApproval }>(
  lines: readonly L[],
): L[] {
  return lines.filter((line) => line.kind !== 'discount' && line.approval === 'pending');
}

/**
 * A job's answer as it stands: pending while any of its work waits for an answer, approved when
 * any of its work is approved, declined when all of it was declined; null for a job of discounts
 * only, which is never asked.
 */
export function jobApproval(lines: readonly { kind: string; approval: LineApproval }[]) {
  const work = lines.filter((line) => line.kind !== 'discount');
  if (work.length === 0) return null;
  if (work.some((line) => line.approval === 'pending')) return 'pending';
  return work.some((line) => line.approval === 'approved') ? 'approved' : 'declined';
}

/** What a job comes to: its work, less its discounts (before tax, which the bill adds). */
export function jobAmount(lines: readonly { kind: string; amount: string }[]): Money {
  const discounts = lines.filter((line) => line.kind === 'discount');
  const work = lines.filter((line) => line.kind !== 'discount');
  return subtractMoney(
    sumMoney(work.map((line) => line.amount)),
    sumMoney(discounts.map((line) => line.amount)),
  );
}

/** "2", "1.5", "0.25": a quantity without the zeros that say nothing. */
function plainQuantity(quantity: string): string {
  return quantity.includes('.') ? quantity.replace(/0+$/, '').replace(/\.$/, '') : quantity;
}

/**
 * What a work line's price is made of, when that says something: hours × the rate for hourly
 * labor ("1.5 h × $120.00"), the count × the unit price for several parts or units
 * ("4 × $12.50"); null for one part, flat-rate labor done once, a fee or a discount, whose amount
 * says it all.
 */
export function lineQuantityText(
  line: {
    kind: string;
    pricing: LaborPricing | null;
    quantity: string;
    unitPrice: string | null;
  },
  money: (value: string) => string,
): string | null {
  if ((line.kind !== 'labor' && line.kind !== 'part') || line.unitPrice === null) return null;
  const quantity = plainQuantity(line.quantity);
  if (line.kind === 'labor' && line.pricing === 'hourly') {
    return `${quantity} h × ${money(line.unitPrice)}`;
  }
  return quantity === '1' ? null : `${quantity} × ${money(line.unitPrice)}`;
}

/** An estimate's line as the customer reads it (the estimate view's). */
export interface EstimateLine {
  kind: JobOrderLineKind;
  description: string;
  pricing: LaborPricing | null;
  quantity: string;
  unitPrice: string | null;
  percent: string | null;
  amount: string;
  taxRate: string | null;
}

/**
 * The estimate's line as the totals read it, with `approval` as the customer has chosen it, so
 * the page follows the choices with the invoice's arithmetic (computeJobOrderBill).
 */
export function estimateLineForBill(
  line: EstimateLine,
  approval: LineApproval,
): JobOrderLine & { taxRate: string | null } {
  const { description, taxRate } = line;
  switch (line.kind) {
    case 'labor':
      return {
        kind: 'labor',
        serviceId: null,
        description,
        pricing: line.pricing ?? 'flat',
        quantity: line.quantity,
        unitPrice: line.unitPrice ?? '0.00',
        approval,
        taxRate,
      };
    case 'part':
      return {
        kind: 'part',
        description,
        partNumber: null,
        inventoryItemId: null,
        quantity: line.quantity,
        unitCost: null,
        unitPrice: line.unitPrice ?? '0.00',
        approval,
        taxRate,
      };
    case 'fee':
      return { kind: 'fee', description, amount: line.amount, approval, taxRate };
    case 'discount':
      return {
        kind: 'discount',
        description,
        amount: line.percent === null ? line.unitPrice : null,
        percent: line.percent,
        approval,
        taxRate,
      };
  }
}
