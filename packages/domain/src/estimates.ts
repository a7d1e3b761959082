import type { InspectionCondition } from './inspections.ts';
import type { JobOrderLine, JobOrderLineKind, LaborPricing, LineApproval } from './job-orders.ts';

/**
 * How the customer reads an estimate (issue 23): the work the inspection found needed now, then
 * the work needed soon, each line beside what was found; then the rest of the work; what was
 * found good comes last. Pure over the lines and the inspection's items, so it can later order
 * the lines within each job the same way.
 */

/** The estimate's sections, most urgent first: red findings, yellow findings, the other work. */
export const estimateSectionKeys = ['now', 'soon', 'other'] as const;
export type EstimateSectionKey = (typeof estimateSectionKeys)[number];

export const estimateSectionTitles: Record<EstimateSectionKey, string> = {
  now: 'Needs attention now',
  soon: 'Needs attention soon',
  other: 'Other work',
};

/** A line of the estimate with the findings it answers (none in the other work). */
export interface EstimateEntry<L, I> {
  line: L;
  findings: I[];
}

export interface EstimateSection<L, I> {
  key: EstimateSectionKey;
  entries: EstimateEntry<L, I>[];
  /** Red or yellow findings that no line answers (yet): shown, with nothing to approve. */
  unpriced: I[];
}

/**
 * The estimate's lines in the order the customer reads them: each line goes to the most urgent
 * finding it answers (red before yellow), keeping the lines' own order within a section; lines
 * with no red or yellow finding (and every discount) are the other work. Empty sections are left
 * out. `good` is what the inspection found in order, shown folded at the end.
 */
export function estimateSections<
  L extends { id: string },
  I extends { lineId: string | null; condition: InspectionCondition },
>(lines: readonly L[], items: readonly I[]): { sections: EstimateSection<L, I>[]; good: I[] } {
  const lineIds = new Set(lines.map((line) => line.id));
  const findingsOf = new Map<string, I[]>();
  for (const item of items) {
    if (item.condition === 'good' || item.lineId === null || !lineIds.has(item.lineId)) continue;
    findingsOf.set(item.lineId, [...(findingsOf.get(item.lineId) ?? []), item]);
  }
  const sectionOf = (line: L): EstimateSectionKey => {
    const findings = findingsOf.get(line.id) ?? [];
    if (findings.some((item) => item.condition === 'now')) return 'now';
    return findings.length > 0 ? 'soon' : 'other';
  };
  const unpricedOf = (condition: InspectionCondition) =>
    items.filter(
      (item) => item.condition === condition && (item.lineId === null || !lineIds.has(item.lineId)),
    );
  const sections = estimateSectionKeys
    .map(
      (key): EstimateSection<L, I> => ({
        key,
        entries: lines
          .filter((line) => sectionOf(line) === key)
          .map((line) => ({ line, findings: findingsOf.get(line.id) ?? [] })),
        unpriced: key === 'other' ? [] : unpricedOf(key),
      }),
    )
    .filter((section) => section.entries.length > 0 || section.unpriced.length > 0);
  return { sections, good: items.filter((item) => item.condition === 'good') };
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
