import { vehicleTitle } from '@pitstop/domain/format';
import type {
  InspectionPhotoView,
  InspectionSummary,
  OwnerInspectionList,
  SharedInspection,
  SharedInspectionItem,
} from '@pitstop/domain/inspection-views';
import {
  formatMeasurement,
  type InspectionCondition,
  type InspectionItemKind,
  type InspectionStatus,
  type MeasurementUnit,
} from '@pitstop/domain/inspections';
import type { JobOrderLineKind, LineApproval } from '@pitstop/domain/job-orders';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { and, asc, desc, eq, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { inspectionItems, inspectionPhotos, inspections } from '../../db/schema/inspections.ts';
import { shops } from '../../db/schema/shops.ts';
import { jobOrderItems, jobOrders } from '../../db/schema/workshop.ts';
import { ownerClientCondition } from '../../platform/client-access.ts';
import { lineViewsOf, loadJobOrderLines } from '../job-orders/public.ts';
import { inspectionNotFound } from './inspection-access.ts';
import type { PhotoUrls } from './photo-urls.ts';

/**
 * The reads every inspection view is made of (staff, the car owner's area, the shared link, the
 * estimate link): items with their estimate lines, photos, the vehicle's previous answers, and
 * the summaries with their red / yellow / green counts.
 */

/** An inspection's items (or one of them) in order, each with the job order line made from it. */
export function loadInspectionItems(options: {
  tx: Tx;
  shopId: string;
  inspectionId: string;
  itemId?: string;
}) {
  return options.tx
    .select({
      id: inspectionItems.id,
      position: inspectionItems.position,
      section: inspectionItems.section,
      itemKey: inspectionItems.itemKey,
      label: inspectionItems.label,
      kind: sql<InspectionItemKind>`${inspectionItems.kind}`,
      unit: sql<MeasurementUnit | null>`${inspectionItems.unit}`,
      condition: sql<InspectionCondition | null>`${inspectionItems.condition}`,
      measurement: inspectionItems.measurement,
      textAnswer: inspectionItems.textAnswer,
      notes: inspectionItems.notes,
      lineId: jobOrderItems.id,
      lineKind: sql<JobOrderLineKind | null>`${jobOrderItems.kind}`,
      lineDescription: jobOrderItems.description,
      lineApproval: sql<LineApproval | null>`${jobOrderItems.approval}`,
    })
    .from(inspectionItems)
    .leftJoin(
      jobOrderItems,
      and(
        eq(jobOrderItems.shopId, inspectionItems.shopId),
        eq(jobOrderItems.id, inspectionItems.jobOrderItemId),
      ),
    )
    .where(
      and(
        eq(inspectionItems.shopId, options.shopId),
        eq(inspectionItems.inspectionId, options.inspectionId),
        options.itemId ? eq(inspectionItems.id, options.itemId) : undefined,
      ),
    )
    .orderBy(asc(inspectionItems.position), asc(inspectionItems.id));
}

export type InspectionItemRow = Awaited<ReturnType<typeof loadInspectionItems>>[number];

/** The inspection's photos by item, oldest first, with the URLs of this reader. */
export async function loadInspectionPhotos(options: {
  tx: Tx;
  shopId: string;
  inspectionId: string;
  urls: (photoId: string) => PhotoUrls;
}): Promise<Map<string, InspectionPhotoView[]>> {
  const rows = await options.tx
    .select({
      id: inspectionPhotos.id,
      itemId: inspectionPhotos.itemId,
      width: inspectionPhotos.width,
      height: inspectionPhotos.height,
      createdAt: inspectionPhotos.createdAt,
    })
    .from(inspectionPhotos)
    .where(
      and(
        eq(inspectionPhotos.shopId, options.shopId),
        eq(inspectionPhotos.inspectionId, options.inspectionId),
      ),
    )
    .orderBy(
      asc(inspectionPhotos.itemId),
      asc(inspectionPhotos.createdAt),
      asc(inspectionPhotos.id),
    );
  const byItem = new Map<string, InspectionPhotoView[]>();
  for (const row of rows) {
    const photos = byItem.get(row.itemId) ?? [];
    photos.push({
      id: row.id,
      itemId: row.itemId,
      width: row.width,
      height: row.height,
      ...options.urls(row.id),
      createdAt: row.createdAt.toISOString(),
    });
    byItem.set(row.itemId, photos);
  }
  return byItem;
}

export type PreviousAnswer = {
  inspectionId: string;
  inspectedAt: string;
  condition: InspectionCondition | null;
  measurement: string | null;
};

/**
 * Per item key, the answer the vehicle's most recent other completed inspection gave to it
 * (completed before this one, when this one is completed): one query for all items, walking
 * inspections_vehicle_idx. Items left unanswered last time are skipped.
 */
export async function loadPreviousAnswers(options: {
  tx: Tx;
  shopId: string;
  vehicleId: string;
  inspectionId: string;
  completedAt: Date | null;
}): Promise<Map<string, PreviousAnswer>> {
  const rows = await options.tx
    .selectDistinctOn([inspectionItems.itemKey], {
      itemKey: inspectionItems.itemKey,
      inspectionId: inspections.id,
      // Never null here: only completed inspections are read.
      completedAt: sql`${inspections.completedAt}`.mapWith(inspections.completedAt),
      condition: sql<InspectionCondition | null>`${inspectionItems.condition}`,
      measurement: inspectionItems.measurement,
    })
    .from(inspections)
    .innerJoin(
      inspectionItems,
      and(
        eq(inspectionItems.shopId, inspections.shopId),
        eq(inspectionItems.inspectionId, inspections.id),
      ),
    )
    .where(
      and(
        eq(inspections.shopId, options.shopId),
        eq(inspections.vehicleId, options.vehicleId),
        isNotNull(inspections.completedAt),
        ne(inspections.id, options.inspectionId),
        options.completedAt ? lt(inspections.completedAt, options.completedAt) : undefined,
        or(isNotNull(inspectionItems.condition), isNotNull(inspectionItems.measurement)),
      ),
    )
    .orderBy(asc(inspectionItems.itemKey), desc(inspections.completedAt), desc(inspections.id));
  return new Map(
    rows.map((row) => [
      row.itemKey,
      {
        inspectionId: row.inspectionId,
        inspectedAt: row.completedAt.toISOString(),
        condition: row.condition,
        measurement: row.measurement,
      },
    ]),
  );
}

export type ConditionCounts = InspectionSummary['counts'];

export function countsOf(items: readonly { condition: InspectionCondition | null }[]) {
  const counts: ConditionCounts = { good: 0, soon: 0, now: 0, unanswered: 0 };
  for (const item of items) counts[item.condition ?? 'unanswered'] += 1;
  return counts;
}

/**
 * Inspections with their summary columns and `extra`, counted per inspection (its items and
 * photos only).
 */
function selectInspectionSummaries<Extra extends SelectedFields>(tx: Tx, extra: Extra) {
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
  const counts = tx
    .select({
      good: counted(sql`${inspectionItems.condition} = 'good'`).as('good'),
      soon: counted(sql`${inspectionItems.condition} = 'soon'`).as('soon'),
      now: counted(sql`${inspectionItems.condition} = 'now'`).as('now_count'),
      unanswered: counted(sql`${inspectionItems.condition} is null`).as('unanswered'),
    })
    .from(inspectionItems)
    .where(
      and(
        eq(inspectionItems.shopId, inspections.shopId),
        eq(inspectionItems.inspectionId, inspections.id),
      ),
    )
    .as('c');
  const photos = tx
    .select({ count: sql<number>`count(*)::int`.as('photo_count') })
    .from(inspectionPhotos)
    .where(
      and(
        eq(inspectionPhotos.shopId, inspections.shopId),
        eq(inspectionPhotos.inspectionId, inspections.id),
      ),
    )
    .as('ph');
  return tx
    .select({
      id: inspections.id,
      name: inspections.name,
      status: sql<InspectionStatus>`${inspections.status}`,
      startedAt: inspections.startedAt,
      completedAt: inspections.completedAt,
      sharedAt: inspections.sharedAt,
      good: counts.good,
      soon: counts.soon,
      now: counts.now,
      unanswered: counts.unanswered,
      photoCount: photos.count,
      ...extra,
    })
    .from(inspections)
    .crossJoinLateral(counts)
    .crossJoinLateral(photos);
}

type SummaryRow = Awaited<
  ReturnType<typeof selectInspectionSummaries<Record<never, never>>>
>[number];

function toSummary(row: SummaryRow): InspectionSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    counts: { good: row.good, soon: row.soon, now: row.now, unanswered: row.unanswered },
    photoCount: row.photoCount,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    sharedAt: row.sharedAt?.toISOString() ?? null,
  };
}

/** A job order's or a vehicle's inspections, newest first (one query, whatever their number). */
export async function listInspectionSummaries(options: {
  tx: Tx;
  shopId: string;
  of: { jobOrderId: string } | { vehicleId: string };
}): Promise<InspectionSummary[]> {
  const { shopId, of } = options;
  const rows = await selectInspectionSummaries(options.tx, {})
    .where(
      and(
        eq(inspections.shopId, shopId),
        'jobOrderId' in of
          ? eq(inspections.jobOrderId, of.jobOrderId)
          : eq(inspections.vehicleId, of.vehicleId),
      ),
    )
    .orderBy(desc(inspections.startedAt), desc(inspections.id));
  return rows.map(toSummary);
}

/** The car owner's shared inspections, across the workshops they are a client of. */
export async function listOwnerInspections(options: {
  tx: Tx;
  userId: string;
}): Promise<OwnerInspectionList> {
  const rows = await selectInspectionSummaries(options.tx, {
    shopName: shops.name,
    shopTimeZone: shops.timezone,
    shopLocale: shops.locale,
    make: vehicles.make,
    model: vehicles.model,
    year: vehicles.year,
    registrationNumber: vehicles.registrationNumber,
    jobOrderNumber: jobOrders.number,
  })
    .innerJoin(
      vehicles,
      and(eq(vehicles.shopId, inspections.shopId), eq(vehicles.id, inspections.vehicleId)),
    )
    .innerJoin(clients, and(eq(clients.shopId, vehicles.shopId), eq(clients.id, vehicles.clientId)))
    .innerJoin(
      jobOrders,
      and(eq(jobOrders.shopId, inspections.shopId), eq(jobOrders.id, inspections.jobOrderId)),
    )
    .innerJoin(shops, eq(shops.id, inspections.shopId))
    .where(
      and(
        ownerClientCondition(options.userId),
        isNotNull(inspections.sharedAt),
        eq(inspections.status, 'completed'),
      ),
    )
    .orderBy(desc(inspections.completedAt), desc(inspections.id))
    .limit(200);
  return {
    items: rows.map((row) => ({
      ...toSummary(row),
      shop: { name: row.shopName, timeZone: row.shopTimeZone, locale: row.shopLocale },
      vehicle: {
        label: vehicleTitle({ year: row.year, make: row.make, model: row.model }),
        registrationNumber: row.registrationNumber,
      },
      jobOrderNumber: formatJobOrderNumber(row.jobOrderNumber),
    })),
  };
}

/**
 * The inspection as the car owner sees it: answered items grouped now / soon / good (in the
 * inspection's order), each with its formatted measurement and the previous one, and the
 * recommended work (the job order lines made from its items, with their prices before tax).
 * The caller has checked the reader; `urls` gives that reader's photo URLs.
 */
export async function loadSharedInspection(options: {
  tx: Tx;
  shopId: string;
  inspectionId: string;
  urls: (photoId: string) => PhotoUrls;
}): Promise<SharedInspection> {
  const { tx, shopId, inspectionId } = options;
  const [header] = await tx
    .select({
      id: inspections.id,
      name: inspections.name,
      jobOrderId: inspections.jobOrderId,
      vehicleId: inspections.vehicleId,
      completedAt: inspections.completedAt,
      jobOrderNumber: jobOrders.number,
      shopName: shops.name,
      shopPhone: shops.phone,
      currency: shops.currency,
      locale: shops.locale,
      timeZone: shops.timezone,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      registrationNumber: vehicles.registrationNumber,
    })
    .from(inspections)
    .innerJoin(
      jobOrders,
      and(eq(jobOrders.shopId, inspections.shopId), eq(jobOrders.id, inspections.jobOrderId)),
    )
    .innerJoin(
      vehicles,
      and(eq(vehicles.shopId, inspections.shopId), eq(vehicles.id, inspections.vehicleId)),
    )
    .innerJoin(shops, eq(shops.id, inspections.shopId))
    .where(and(eq(inspections.shopId, shopId), eq(inspections.id, inspectionId)));
  if (!header) throw inspectionNotFound();
  const [items, photos, previous, lines] = await Promise.all([
    loadInspectionItems({ tx, shopId, inspectionId }),
    loadInspectionPhotos({ tx, shopId, inspectionId, urls: options.urls }),
    loadPreviousAnswers({
      tx,
      shopId,
      vehicleId: header.vehicleId,
      inspectionId,
      completedAt: header.completedAt,
    }),
    loadJobOrderLines({ tx, shopId, jobOrderId: header.jobOrderId }),
  ]);
  const groups: SharedInspection['groups'] = { now: [], soon: [], good: [] };
  for (const item of items) {
    if (!item.condition) continue;
    const before = previous.get(item.itemKey)?.measurement ?? null;
    const shared: SharedInspectionItem = {
      id: item.id,
      section: item.section,
      label: item.label,
      condition: item.condition,
      measurement:
        item.measurement === null ? null : formatMeasurement(item.measurement, item.unit),
      previousMeasurement:
        item.kind === 'measurement' && before !== null
          ? formatMeasurement(before, item.unit)
          : null,
      text: item.textAnswer,
      notes: item.notes,
      photos: photos.get(item.id) ?? [],
      lineId: item.lineId,
    };
    groups[item.condition].push(shared);
  }
  const lineById = new Map(lineViewsOf(lines).map((line) => [line.id, line]));
  const recommendedWork = items.flatMap((item) => {
    const line = item.lineId ? lineById.get(item.lineId) : undefined;
    return line
      ? [{ description: line.description, amount: line.amount, approval: line.approval }]
      : [];
  });
  return {
    id: header.id,
    name: header.name,
    shop: { name: header.shopName, phone: header.shopPhone },
    vehicle: {
      label: vehicleTitle({ year: header.year, make: header.make, model: header.model }),
      registrationNumber: header.registrationNumber,
    },
    jobOrderNumber: formatJobOrderNumber(header.jobOrderNumber),
    completedAt: header.completedAt?.toISOString() ?? null,
    currency: header.currency,
    locale: header.locale,
    timeZone: header.timeZone,
    groups,
    recommendedWork,
  };
}

/** The job order's inspection in progress, if any: a job order has one at a time to resume. */
export async function inspectionInProgress(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
}): Promise<{ id: string } | undefined> {
  const [row] = await options.tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(
      and(
        eq(inspections.shopId, options.shopId),
        eq(inspections.jobOrderId, options.jobOrderId),
        eq(inspections.status, 'in_progress'),
      ),
    )
    .limit(1);
  return row;
}
