import {
  availableQuantity,
  partLineHoldsStock,
  partLineShortfall,
} from '@pitstop/domain/inventory';
import { billOfWorkAsItStands, type InvoiceStatus } from '@pitstop/domain/invoices';
import type {
  DeclinedWork,
  JobOrderDetail,
  JobOrderEstimate,
  JobOrderLineView,
} from '@pitstop/domain/job-order-views';
import type { JobOrderLineKind } from '@pitstop/domain/job-orders';
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database.ts';
import { invoices } from '../../db/schema/billing.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { inventoryItems } from '../../db/schema/inventory.ts';
import { shops } from '../../db/schema/shops.ts';
import {
  appointments,
  declinedWork,
  jobOrderEstimates,
  jobOrderItems,
  jobOrders,
} from '../../db/schema/workshop.ts';
import { listHistory } from '../../platform/history.ts';
import { listInspectionSummaries } from '../inspections/public.ts';
import { toTaxCurrencySettings } from '../tax-currency/public.ts';
import { taxJobOrderLines } from './job-order-bill.ts';
import { loadJobOrderJobs } from './job-order-jobs.ts';
import { type JobOrderLineRow, lineViewsOf, loadJobOrderLines } from './job-order-lines.ts';
import {
  type JobOrderViewer,
  jobOrderViewerCondition,
  selectJobOrderSummaries,
  toJobOrderSummary,
} from './job-order-summary.ts';
import { listTimeEntries } from './job-order-time.ts';
import { liveInvoiceCondition, type PickupInvoice, pickupRefusalOf } from './pickup-invoice.ts';
import { jobOrderNotFound } from './transition-job-order.ts';

type LineStock = Awaited<ReturnType<typeof loadLineStock>>[number];

/**
 * The stock of each part line's inventory item as it stands, and how much of the line it cannot
 * cover: an open job's lines only (a completed job has used its parts, a cancelled one holds none).
 */
function stockOfLines(
  status: JobOrderDetail['status'],
  lines: readonly JobOrderLineRow[],
  items: readonly LineStock[],
): Map<string, NonNullable<JobOrderLineView['stock']>> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const stock = new Map<string, NonNullable<JobOrderLineView['stock']>>();
  const open = status !== 'completed' && status !== 'cancelled';
  for (const line of lines) {
    const item = line.inventoryItemId ? byId.get(line.inventoryItemId) : undefined;
    if (!item) continue;
    const available = availableQuantity({ onHand: item.onHand, reserved: item.reserved });
    stock.set(line.id, {
      sku: item.sku,
      unit: item.unit,
      onHand: item.onHand,
      available,
      shortBy:
        open && line.approval !== 'declined'
          ? partLineShortfall({
              quantity: line.quantity,
              available,
              holdsStock: partLineHoldsStock(status, line.approval),
            })
          : null,
    });
  }
  return stock;
}

/** The desk changes prices; a mechanic only when the shop allows it; a manager reads. */
function canEditPrices(role: string | undefined, mechanicsEditPrices: boolean): boolean {
  if (role === 'admin' || role === 'front_desk') return true;
  return role === 'mechanic' && mechanicsEditPrices;
}

/**
 * The job order with its client, vehicle, mechanic, booking and shop (the whole row: its tax
 * settings make the bill), its latest estimate and its live invoice; a mechanic's own only.
 */
function loadDetail(tx: Tx, shopId: string, id: string, viewer: JobOrderViewer | undefined) {
  const latestEstimate = tx
    .select({
      estimateId: sql<string | null>`${jobOrderEstimates.id}`.as('estimate_id'),
      estimateRevision: sql<number | null>`${jobOrderEstimates.revision}`.as('estimate_revision'),
      sentAt: jobOrderEstimates.sentAt,
      sentTo: jobOrderEstimates.sentTo,
      estimatePresented: sql<string | null>`${jobOrderEstimates.presentedTotal}`.as(
        'estimate_presented',
      ),
      answeredAt: jobOrderEstimates.answeredAt,
      answeredVia: sql<JobOrderEstimate['answeredVia']>`${jobOrderEstimates.answeredVia}`.as(
        'answered_via',
      ),
      signedName: jobOrderEstimates.signedName,
      estimateApproved: sql<string | null>`${jobOrderEstimates.approvedTotal}`.as(
        'estimate_approved',
      ),
    })
    .from(jobOrderEstimates)
    .where(
      and(
        eq(jobOrderEstimates.shopId, jobOrders.shopId),
        eq(jobOrderEstimates.jobOrderId, jobOrders.id),
      ),
    )
    .orderBy(desc(jobOrderEstimates.sentAt), desc(jobOrderEstimates.id))
    .limit(1)
    .as('latest_estimate');
  const liveInvoice = tx
    .select({
      invoiceId: sql<string | null>`${invoices.id}`.as('invoice_id'),
      invoiceNumber: sql<string | null>`${invoices.number}`.as('invoice_number'),
      invoiceStatus: sql<InvoiceStatus | null>`${invoices.status}`.as('invoice_status'),
      invoiceTotal: sql<string | null>`${invoices.total}`.as('invoice_total'),
      invoiceBalance: sql<string | null>`${invoices.balance}`.as('invoice_balance'),
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.shopId, jobOrders.shopId),
        eq(invoices.jobOrderId, jobOrders.id),
        liveInvoiceCondition,
      ),
    )
    .as('live_invoice');
  return selectJobOrderSummaries(tx, {
    clientPhone: clients.phone,
    clientEmail: clients.email,
    vin: vehicles.vin,
    vehicleMileage: vehicles.mileage,
    appointmentId: jobOrders.appointmentId,
    appointmentNumber: appointments.number,
    description: jobOrders.description,
    mileage: jobOrders.mileage,
    mileageOut: jobOrders.mileageOut,
    notes: jobOrders.notes,
    cancelReason: jobOrders.cancelReason,
    revision: jobOrders.revision,
    laborTotal: jobOrders.laborTotal,
    partsTotal: jobOrders.partsTotal,
    feesTotal: jobOrders.feesTotal,
    discountTotal: jobOrders.discountTotal,
    presentedTotal: jobOrders.presentedTotal,
    approvedTotal: jobOrders.approvedTotal,
    shop: shops,
    estimateId: latestEstimate.estimateId,
    estimateRevision: latestEstimate.estimateRevision,
    sentAt: latestEstimate.sentAt,
    sentTo: latestEstimate.sentTo,
    estimatePresented: latestEstimate.estimatePresented,
    answeredAt: latestEstimate.answeredAt,
    answeredVia: latestEstimate.answeredVia,
    signedName: latestEstimate.signedName,
    estimateApproved: latestEstimate.estimateApproved,
    invoiceId: liveInvoice.invoiceId,
    invoiceNumber: liveInvoice.invoiceNumber,
    invoiceStatus: liveInvoice.invoiceStatus,
    invoiceTotal: liveInvoice.invoiceTotal,
    invoiceBalance: liveInvoice.invoiceBalance,
  })
    .innerJoin(shops, eq(shops.id, jobOrders.shopId))
    .leftJoin(
      appointments,
      and(eq(appointments.shopId, jobOrders.shopId), eq(appointments.id, jobOrders.appointmentId)),
    )
    .leftJoinLateral(latestEstimate, sql`true`)
    .leftJoinLateral(liveInvoice, sql`true`)
    .where(
      and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, id), jobOrderViewerCondition(viewer)),
    );
}

/** The job order each piece of declined work was declined on. */
const declinedJobOrders = alias(jobOrders, 'o');

/** The vehicle's open declined work from its other job orders, by follow-up date. */
function loadDeclinedWorkOffered(tx: Tx, shopId: string, id: string) {
  const vehicleOfJob = tx
    .select({ vehicleId: jobOrders.vehicleId })
    .from(jobOrders)
    .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, id)));
  return tx
    .select({
      id: declinedWork.id,
      jobOrderId: declinedWork.jobOrderId,
      jobOrderNumber: declinedJobOrders.number,
      vehicleId: declinedWork.vehicleId,
      jobName: declinedWork.jobName,
      kind: sql<JobOrderLineKind>`${declinedWork.kind}`,
      description: declinedWork.description,
      amount: declinedWork.amount,
      declinedAt: declinedWork.createdAt,
      followUpOn: declinedWork.followUpOn,
      status: sql<DeclinedWork['status']>`${declinedWork.status}`,
    })
    .from(declinedWork)
    .innerJoin(
      declinedJobOrders,
      and(
        eq(declinedJobOrders.shopId, declinedWork.shopId),
        eq(declinedJobOrders.id, declinedWork.jobOrderId),
      ),
    )
    .where(
      and(
        eq(declinedWork.shopId, shopId),
        // A literal, as declined_work_open_vehicle_idx is written.
        sql`${declinedWork.status} = 'open'`,
        ne(declinedWork.jobOrderId, id),
        eq(declinedWork.vehicleId, vehicleOfJob),
      ),
    )
    .orderBy(asc(declinedWork.followUpOn), asc(declinedWork.id));
}

/** The inventory items of the job order's part lines, with their stock as it stands. */
function loadLineStock(tx: Tx, shopId: string, id: string) {
  return tx
    .select({
      id: inventoryItems.id,
      sku: inventoryItems.sku,
      unit: inventoryItems.unit,
      onHand: inventoryItems.onHand,
      reserved: inventoryItems.reserved,
      taxable: inventoryItems.taxable,
    })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.shopId, shopId),
        inArray(
          inventoryItems.id,
          tx
            .select({ id: jobOrderItems.inventoryItemId })
            .from(jobOrderItems)
            .where(
              and(
                eq(jobOrderItems.shopId, shopId),
                eq(jobOrderItems.jobOrderId, id),
                isNotNull(jobOrderItems.inventoryItemId),
              ),
            ),
        ),
      ),
    );
}

/**
 * One job order of the caller's shop with everything its screen shows, in eight small queries
 * sent together whatever the number of lines (the embedded engine spends about a millisecond on
 * each, so what is one row rides on the first): the job order with its client, vehicle,
 * mechanic, shop (its tax settings), latest estimate and live invoice; its jobs and lines; its
 * clocked time; the vehicle's open declined work from other job orders; its history; the stock
 * of its parts' inventory items; its inspections with their counts. Totals are the stored
 * columns (refreshJobOrderTotals keeps them).
 * Another shop's id, or a mechanic asking about someone else's job, is not found.
 */
export async function getJobOrder(options: {
  tx: Tx;
  shopId: string;
  viewer?: JobOrderViewer;
  id: string;
}): Promise<JobOrderDetail> {
  const { tx, shopId, id } = options;
  const [[row], jobs, lines, timeEntries, declined, history, lineStock, inspections] =
    await Promise.all([
      loadDetail(tx, shopId, id, options.viewer),
      loadJobOrderJobs({ tx, shopId, jobOrderId: id }),
      loadJobOrderLines({ tx, shopId, jobOrderId: id }),
      listTimeEntries({ tx, shopId, jobOrderId: id }),
      loadDeclinedWorkOffered(tx, shopId, id),
      listHistory({ tx, shopId, subjectType: 'job_order', subjectId: id }),
      loadLineStock(tx, shopId, id),
      listInspectionSummaries({ tx, shopId, of: { jobOrderId: id } }),
    ]);
  if (!row) throw jobOrderNotFound();
  const { shop } = row;
  const taxed = taxJobOrderLines(
    lines,
    toTaxCurrencySettings(shop),
    new Map(lineStock.map((item) => [item.id, item.taxable])),
  );
  const invoice: PickupInvoice | null =
    row.invoiceId === null
      ? null
      : {
          id: row.invoiceId,
          number: row.invoiceNumber,
          status: row.invoiceStatus as InvoiceStatus,
          total: row.invoiceTotal as string,
          balance: row.invoiceBalance as string,
        };

  const summary = toJobOrderSummary(row);
  return {
    ...summary,
    client: { ...summary.client, phone: row.clientPhone, email: row.clientEmail },
    vehicle: summary.vehicle
      ? { ...summary.vehicle, vin: row.vin, mileage: row.vehicleMileage }
      : null,
    appointmentId: row.appointmentId,
    appointmentNumber: row.appointmentNumber,
    concern: row.description,
    mileageIn: row.mileage,
    mileageOut: row.mileageOut,
    notes: row.notes,
    cancelReason: row.cancelReason,
    revision: row.revision,
    jobs,
    lines: lineViewsOf(lines, stockOfLines(row.status, lines, lineStock)),
    totals: {
      labor: row.laborTotal,
      parts: row.partsTotal,
      fees: row.feesTotal,
      discount: row.discountTotal,
      subtotal: row.total,
      presentedTotal: row.presentedTotal,
      approvedTotal: row.approvedTotal,
    },
    bill: billOfWorkAsItStands(taxed.lines, taxed.rules),
    tax: taxed.rules,
    estimate:
      row.estimateId === null || row.sentAt === null
        ? null
        : {
            id: row.estimateId,
            revision: row.estimateRevision as number,
            sentAt: row.sentAt.toISOString(),
            sentTo: row.sentTo,
            presentedTotal: row.estimatePresented as string,
            answeredAt: row.answeredAt?.toISOString() ?? null,
            answeredVia: row.answeredVia,
            signedName: row.signedName,
            approvedTotal: row.estimateApproved,
            outdated: row.estimateRevision !== row.revision,
          },
    timeEntries,
    declinedWorkOffered: declined.map(
      (work): DeclinedWork => ({ ...work, declinedAt: work.declinedAt.toISOString() }),
    ),
    history,
    laborRate: shop.laborRate,
    canEditPrices: canEditPrices(options.viewer?.role, shop.mechanicsEditPrices),
    timeZone: shop.timezone,
    currency: shop.currency,
    locale: shop.locale,
    invoice,
    completeRefusal:
      row.status === 'ready_for_pickup'
        ? (pickupRefusalOf({
            number: row.number,
            invoice,
            unpaidPickupAllowed: shop.unpaidPickupAllowed,
            currency: shop.currency,
            locale: shop.locale,
          })?.message ?? null)
        : null,
    inspections,
  };
}
