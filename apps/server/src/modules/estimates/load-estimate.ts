import type { SharedInspection } from '@pitstop/domain/inspection-views';
import { computeJobOrderBill } from '@pitstop/domain/invoices';
import type { EstimateView, JobOrderEstimate } from '@pitstop/domain/job-order-views';
import { computeJobOrderTotals } from '@pitstop/domain/job-orders';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { jobOrderEstimates, jobOrders } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import {
  estimateLinkPhotoUrls,
  latestCompletedInspectionId,
  loadSharedInspection,
  portalPhotoUrls,
} from '../inspections/public.ts';
import {
  jobOrderNotFound,
  lineViewsOf,
  loadJobOrderJobs,
  loadJobOrderLines,
  loadTaxedJobOrderLines,
} from '../job-orders/public.ts';

export const estimateNotFound = () => AppError.notFound('Estimate not found.');

/** A preview's stand-in for the link's token, which only the send makes. */
export const PREVIEW_LINK_TOKEN = 'link-made-when-sent';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** What an estimate shows of its job order, shop, client and vehicle. */
const jobOrderColumns = {
  jobOrderId: jobOrders.id,
  number: jobOrders.number,
  status: jobOrders.status,
  jobRevision: jobOrders.revision,
  clientId: jobOrders.clientId,
  vehicleId: jobOrders.vehicleId,
  clientName: clients.name,
  ownerUserId: clients.userId,
  shopName: shops.name,
  shopPhone: shops.phone,
  shopEmail: shops.email,
  timeZone: shops.timezone,
  locale: shops.locale,
  currency: shops.currency,
  followUpDays: shops.declinedFollowUpDays,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  registrationNumber: vehicles.registrationNumber,
};

/** An estimate with its job order, shop, client and vehicle, as the estimate code reads it. */
export async function loadEstimate(options: { tx: Tx; shopId: string; estimateId: string }) {
  const { tx, shopId } = options;
  const [row] = await tx
    .select({
      ...jobOrderColumns,
      id: jobOrderEstimates.id,
      revision: jobOrderEstimates.revision,
      sentAt: jobOrderEstimates.sentAt,
      sentTo: jobOrderEstimates.sentTo,
      presentedTotal: jobOrderEstimates.presentedTotal,
      answeredAt: jobOrderEstimates.answeredAt,
      answeredVia: jobOrderEstimates.answeredVia,
      signedName: jobOrderEstimates.signedName,
      approvedTotal: jobOrderEstimates.approvedTotal,
    })
    .from(jobOrderEstimates)
    .innerJoin(
      jobOrders,
      and(
        eq(jobOrders.shopId, jobOrderEstimates.shopId),
        eq(jobOrders.id, jobOrderEstimates.jobOrderId),
      ),
    )
    .innerJoin(shops, eq(shops.id, jobOrders.shopId))
    .innerJoin(
      clients,
      and(eq(clients.shopId, jobOrders.shopId), eq(clients.id, jobOrders.clientId)),
    )
    .leftJoin(
      vehicles,
      and(eq(vehicles.shopId, jobOrders.shopId), eq(vehicles.id, jobOrders.vehicleId)),
    )
    .where(and(eq(jobOrderEstimates.shopId, shopId), eq(jobOrderEstimates.id, options.estimateId)));
  if (!row) throw estimateNotFound();
  const newestId = await newestEstimateId({ tx, shopId, jobOrderId: row.jobOrderId });
  // An estimate is for the lines as they were sent: a change to them, a newer estimate, or the
  // job moving on without the answer (cancelled, approved at the desk) outdates it.
  const outdated =
    row.revision !== row.jobRevision || newestId !== row.id || row.status !== 'awaiting_approval';
  const state: EstimateView['state'] =
    row.answeredAt !== null ? 'answered' : outdated ? 'outdated' : 'open';
  return { ...row, outdated: row.revision !== row.jobRevision || newestId !== row.id, state };
}
export type LoadedEstimate = Awaited<ReturnType<typeof loadEstimate>>;

/**
 * The estimate Send estimate would send now (its preview): the job order as it stands, sent
 * this moment and unanswered. Another shop's job order is not found.
 */
async function loadUnsentEstimate(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
}): Promise<LoadedEstimate | null> {
  const [row] = await options.tx
    .select({ ...jobOrderColumns, presentedTotal: jobOrders.presentedTotal })
    .from(jobOrders)
    .innerJoin(shops, eq(shops.id, jobOrders.shopId))
    .innerJoin(
      clients,
      and(eq(clients.shopId, jobOrders.shopId), eq(clients.id, jobOrders.clientId)),
    )
    .leftJoin(
      vehicles,
      and(eq(vehicles.shopId, jobOrders.shopId), eq(vehicles.id, jobOrders.vehicleId)),
    )
    .where(and(eq(jobOrders.shopId, options.shopId), eq(jobOrders.id, options.jobOrderId)));
  if (!row) return null;
  return {
    ...row,
    id: row.jobOrderId,
    revision: row.jobRevision,
    sentAt: new Date(),
    sentTo: null,
    answeredAt: null,
    answeredVia: null,
    signedName: null,
    approvedTotal: null,
    outdated: false,
    state: 'open' as const,
  };
}

/** The newest estimate sent for a job order, or null. */
export async function newestEstimateId(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
}): Promise<string | null> {
  const [newest] = await options.tx
    .select({ id: jobOrderEstimates.id })
    .from(jobOrderEstimates)
    .where(
      and(
        eq(jobOrderEstimates.shopId, options.shopId),
        eq(jobOrderEstimates.jobOrderId, options.jobOrderId),
      ),
    )
    .orderBy(desc(jobOrderEstimates.sentAt), desc(jobOrderEstimates.id))
    .limit(1);
  return newest?.id ?? null;
}

/** The staff view of an estimate (the job order's latest one). */
export function jobOrderEstimateOf(estimate: LoadedEstimate): JobOrderEstimate {
  return {
    id: estimate.id,
    revision: estimate.revision,
    sentAt: estimate.sentAt.toISOString(),
    sentTo: estimate.sentTo,
    presentedTotal: estimate.presentedTotal,
    answeredAt: iso(estimate.answeredAt),
    answeredVia: estimate.answeredVia as JobOrderEstimate['answeredVia'],
    signedName: estimate.signedName,
    approvedTotal: estimate.approvedTotal,
    outdated: estimate.outdated,
  };
}

/** The estimate as the customer sees it, before its inspection is added (estimateInspection). */
export type EstimateViewWithoutInspection = Omit<EstimateView, 'inspection'>;

/**
 * The estimate as the customer sees it: the job order's jobs and lines, their answers and the totals,
 * with tax as the invoice made from the job order will compute it (the shop's Tax and Currency
 * settings as they are now, a part from a not-taxable inventory item exempt).
 */
export async function estimateViewOf(options: {
  tx: Tx;
  shopId: string;
  estimate: LoadedEstimate;
}): Promise<EstimateViewWithoutInspection> {
  const { tx, shopId, estimate } = options;
  const jobOrderId = estimate.jobOrderId;
  const [jobs, rows] = await Promise.all([
    loadJobOrderJobs({ tx, shopId, jobOrderId }),
    loadJobOrderLines({ tx, shopId, jobOrderId }),
  ]);
  const { lines: taxed, rules } = await loadTaxedJobOrderLines({ tx, shopId, rows });
  const lines = lineViewsOf(rows);
  const totals = computeJobOrderTotals(taxed);
  return {
    shop: { name: estimate.shopName, phone: estimate.shopPhone, email: estimate.shopEmail },
    jobOrderId: estimate.jobOrderId,
    number: estimate.number,
    clientName: estimate.clientName,
    vehicle:
      estimate.vehicleId && estimate.make !== null && estimate.model !== null
        ? {
            id: estimate.vehicleId,
            label: [estimate.year, estimate.make, estimate.model].filter(Boolean).join(' '),
            registrationNumber: estimate.registrationNumber,
          }
        : null,
    jobs,
    lines: lines.map((line, index) => ({
      id: line.id,
      jobId: line.jobId,
      kind: line.kind,
      description: line.description,
      pricing: line.pricing,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      percent: line.percent,
      amount: line.amount,
      approval: line.approval,
      taxRate: taxed[index]?.taxRate ?? null,
    })),
    totals: {
      labor: totals.labor,
      parts: totals.parts,
      fees: totals.fees,
      discount: totals.discount,
      subtotal: totals.subtotal,
      presentedTotal: totals.presentedTotal,
      approvedTotal: totals.approvedTotal,
    },
    tax: rules,
    bill: {
      presented: computeJobOrderBill(
        taxed.map((line) => ({ ...line, approval: 'approved' as const })),
        rules,
      ),
      approved: computeJobOrderBill(taxed, rules),
    },
    sentAt: estimate.sentAt.toISOString(),
    state: estimate.state,
    answeredAt: iso(estimate.answeredAt),
    signedName: estimate.signedName,
    timeZone: estimate.timeZone,
    locale: estimate.locale,
    currency: estimate.currency,
  };
}

/**
 * Who reads the estimate, for the photo URLs of its inspection: the holder of the estimate link
 * (through the link's own photo routes), or the car owner in their area (only an inspection the
 * shop sent them, as their area shows).
 */
export type EstimateReader = { estimateLinkToken: string } | 'portal';

/** The inspection shown with the estimate: its job's latest completed one, or null. */
export async function estimateInspection(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
  reader: EstimateReader;
}): Promise<SharedInspection | null> {
  const { tx, shopId, reader } = options;
  const inspectionId = await latestCompletedInspectionId({
    tx,
    shopId,
    jobOrderId: options.jobOrderId,
    sharedOnly: reader === 'portal',
  });
  if (!inspectionId) return null;
  return loadSharedInspection({
    tx,
    shopId,
    inspectionId,
    urls: (photoId) =>
      reader === 'portal'
        ? portalPhotoUrls(inspectionId, photoId)
        : estimateLinkPhotoUrls(reader.estimateLinkToken, photoId),
  });
}

/** Adds the estimate's inspection to its view. */
export async function withInspection(
  tx: Tx,
  shopId: string,
  view: EstimateViewWithoutInspection,
  reader: EstimateReader,
): Promise<EstimateView> {
  const inspection = await estimateInspection({ tx, shopId, jobOrderId: view.jobOrderId, reader });
  return { ...view, inspection };
}

/** The customer's view of one estimate, with its job's inspection. */
export async function getEstimateView(options: {
  tx: Tx;
  shopId: string;
  estimateId: string;
  reader: EstimateReader;
}): Promise<EstimateView> {
  const estimate = await loadEstimate(options);
  const view = await estimateViewOf({ tx: options.tx, shopId: options.shopId, estimate });
  return withInspection(options.tx, options.shopId, view, options.reader);
}

/**
 * The estimate of the job order as it stands, as Send estimate would send it now: its mail's
 * preview and the desk's printed copy. Another shop's job order is not found.
 */
export async function currentEstimateView(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
}): Promise<EstimateView> {
  const { tx, shopId } = options;
  const unsent = await loadUnsentEstimate(options);
  if (!unsent) throw jobOrderNotFound();
  const view = await estimateViewOf({ tx, shopId, estimate: unsent });
  return withInspection(tx, shopId, view, { estimateLinkToken: PREVIEW_LINK_TOKEN });
}
