import type { JobOrderLineView } from '@pitstop/domain/job-order-views';
import {
  computeJobOrderTotals,
  type JobOrderLine,
  type JobOrderLineKind,
  type JobOrderLineParsed,
  type JobOrderTotals,
  type LaborPricing,
  type LineApproval,
  workLineAmount,
} from '@pitstop/domain/job-orders';
import { percentOf, sumMoney } from '@pitstop/domain/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { jobOrderItems, jobOrders } from '../../db/schema/workshop.ts';
import type { HistoryActor } from '../../platform/history.ts';
import { syncJobOrderStock } from './job-order-stock.ts';

/** A job_order_items row as the job order code reads it. */
export type JobOrderLineRow = {
  id: string;
  jobId: string;
  position: number;
  kind: JobOrderLineKind;
  serviceId: string | null;
  description: string;
  pricing: LaborPricing | null;
  partNumber: string | null;
  quantity: string;
  unitCost: string | null;
  unitPrice: string | null;
  percent: string | null;
  approval: LineApproval;
  done: boolean;
  declinedWorkId: string | null;
  inventoryItemId: string | null;
};

export const jobOrderLineColumns = {
  id: jobOrderItems.id,
  jobId: jobOrderItems.jobId,
  position: jobOrderItems.position,
  kind: sql<JobOrderLineKind>`${jobOrderItems.kind}`,
  serviceId: jobOrderItems.serviceId,
  description: jobOrderItems.description,
  pricing: sql<LaborPricing | null>`${jobOrderItems.pricing}`,
  partNumber: jobOrderItems.partNumber,
  quantity: jobOrderItems.quantity,
  unitCost: jobOrderItems.unitCost,
  unitPrice: jobOrderItems.unitPrice,
  percent: jobOrderItems.percent,
  approval: sql<LineApproval>`${jobOrderItems.approval}`,
  done: jobOrderItems.done,
  declinedWorkId: jobOrderItems.declinedWorkId,
  inventoryItemId: jobOrderItems.inventoryItemId,
};

/** A job order's lines in their order. */
export async function loadJobOrderLines(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
}): Promise<JobOrderLineRow[]> {
  return options.tx
    .select(jobOrderLineColumns)
    .from(jobOrderItems)
    .where(
      and(
        eq(jobOrderItems.shopId, options.shopId),
        eq(jobOrderItems.jobOrderId, options.jobOrderId),
      ),
    )
    .orderBy(asc(jobOrderItems.position), asc(jobOrderItems.id));
}

/** The line as the domain's rules read it (totals, re-adding declined work). */
export function domainLineOf(row: JobOrderLineRow): JobOrderLine {
  const { description, approval } = row;
  switch (row.kind) {
    case 'labor':
      return {
        kind: 'labor',
        serviceId: row.serviceId,
        description,
        pricing: row.pricing ?? 'flat',
        quantity: row.quantity,
        unitPrice: row.unitPrice ?? '0.00',
        approval,
      };
    case 'part':
      return {
        kind: 'part',
        description,
        partNumber: row.partNumber,
        inventoryItemId: row.inventoryItemId,
        quantity: row.quantity,
        unitCost: row.unitCost,
        unitPrice: row.unitPrice ?? '0.00',
        approval,
      };
    case 'fee':
      return { kind: 'fee', description, amount: row.unitPrice ?? '0.00', approval };
    case 'discount':
      return {
        kind: 'discount',
        description,
        amount: row.unitPrice,
        percent: row.percent,
        approval,
      };
  }
}

/** The columns a parsed line input writes (insert or replace). */
export function lineColumnsOf(line: JobOrderLineParsed) {
  const none = {
    serviceId: null,
    pricing: null,
    partNumber: null,
    unitCost: null,
    percent: null,
    inventoryItemId: null,
  };
  switch (line.kind) {
    case 'labor':
      return {
        ...none,
        kind: line.kind,
        description: line.description,
        serviceId: line.serviceId,
        pricing: line.pricing,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      };
    case 'part':
      return {
        ...none,
        kind: line.kind,
        description: line.description,
        partNumber: line.partNumber,
        inventoryItemId: line.inventoryItemId,
        quantity: line.quantity,
        unitCost: line.unitCost,
        unitPrice: line.unitPrice,
      };
    case 'fee':
      return {
        ...none,
        kind: line.kind,
        description: line.description,
        quantity: '1',
        unitPrice: line.amount,
      };
    case 'discount':
      return {
        ...none,
        kind: line.kind,
        description: line.description,
        quantity: '1',
        unitPrice: line.amount,
        percent: line.percent,
      };
  }
}

/**
 * The API's view of the lines: each with the amount it adds (a discount: what it takes off;
 * a percentage is of the labor + parts + fees the customer has not declined, as in the totals).
 */
export function lineViewsOf(
  rows: readonly JobOrderLineRow[],
  /** Staff views: the stock of the lines' inventory items, by line id. */
  stockByLine?: ReadonlyMap<string, NonNullable<JobOrderLineView['stock']>>,
): JobOrderLineView[] {
  const lines = rows.map(domainLineOf);
  const base = sumMoney(
    lines.flatMap((line) =>
      line.kind !== 'discount' && line.approval !== 'declined' ? [workLineAmount(line)] : [],
    ),
  );
  return rows.map((row, index) => {
    const line = lines[index] as JobOrderLine;
    const amount =
      line.kind === 'discount'
        ? line.percent === null
          ? (line.amount ?? '0.00')
          : percentOf(base, line.percent)
        : workLineAmount(line);
    return { ...row, amount, stock: stockByLine?.get(row.id) ?? null };
  });
}

/**
 * Recomputes the job order's totals from its lines with the domain's rule and writes them, in
 * the caller's transaction (ADR 016: no database trigger holds a second copy of the rule), and
 * brings the stock its part lines hold in line with them (syncJobOrderStock, ADR 017).
 * Every change to the lines calls it with `linesChanged`, which bumps the revision, so an
 * estimate link sent before the change is refused as outdated; an answer to the estimate
 * (approvals only) leaves the revision as the customer saw it.
 */
export async function refreshJobOrderTotals(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
  linesChanged: boolean;
  /** Who changed the lines: the stock ledger records them. */
  actor: HistoryActor;
}): Promise<JobOrderTotals> {
  const rows = await loadJobOrderLines(options);
  const totals = computeJobOrderTotals(rows.map(domainLineOf));
  await options.tx
    .update(jobOrders)
    .set({
      laborTotal: totals.labor,
      partsTotal: totals.parts,
      feesTotal: totals.fees,
      discountTotal: totals.discount,
      totalCost: totals.subtotal,
      presentedTotal: totals.presentedTotal,
      approvedTotal: totals.approvedTotal,
      ...(options.linesChanged ? { revision: sql`${jobOrders.revision} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobOrders.shopId, options.shopId), eq(jobOrders.id, options.jobOrderId)));
  await syncJobOrderStock(options);
  return totals;
}
