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
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { isoOf } from '../appointment-summary.ts';
import { ownerClientCondition } from '../client-access.ts';
import { lineViewsOf, loadJobOrderLines } from '../job-orders/job-order-lines.ts';
import { inspectionNotFound } from './inspection-access.ts';
import type { PhotoUrls } from './photo-urls.ts';

/**
 * The reads every inspection view is made of (staff, the car owner's area, the shared link, the
 * estimate link): items with their estimate lines, photos, the vehicle's previous answers, and
 * the summaries with their red / yellow / green counts.
 */

/** An inspection_items row with the job order line made from it (while that line exists). */
export type InspectionItemRow = {
  id: string;
  position: number;
  section: string;
  item_key: string;
  label: string;
  kind: InspectionItemKind;
  unit: MeasurementUnit | null;
  condition: InspectionCondition | null;
  measurement: string | null;
  text_answer: string | null;
  notes: string | null;
  line_id: string | null;
  line_kind: JobOrderLineKind | null;
  line_description: string | null;
  line_approval: LineApproval | null;
};

export function loadInspectionItems(options: {
  tx: Tx;
  shopId: string;
  inspectionId: string;
  itemId?: string;
}): Promise<InspectionItemRow[]> {
  const { shopId, inspectionId } = options;
  return rowsOf<InspectionItemRow>(
    options.tx,
    sql`
    select ii.id, ii.position, ii.section, ii.item_key, ii.label, ii.kind, ii.unit, ii.condition,
      ii.measurement::text as measurement, ii.text_answer, ii.notes,
      l.id as line_id, l.kind as line_kind, l.description as line_description,
      l.approval as line_approval
    from inspection_items ii
    left join job_order_items l on l.shop_id = ii.shop_id and l.id = ii.job_order_item_id
    where ii.shop_id = ${shopId} and ii.inspection_id = ${inspectionId}
      ${options.itemId ? sql`and ii.id = ${options.itemId}` : sql``}
    order by ii.position, ii.id`,
  );
}

type PhotoRow = {
  id: string;
  item_id: string;
  width: number;
  height: number;
  created_at: Date | string;
};

/** The inspection's photos by item, oldest first, with the URLs of this reader. */
export async function loadInspectionPhotos(options: {
  tx: Tx;
  shopId: string;
  inspectionId: string;
  urls: (photoId: string) => PhotoUrls;
}): Promise<Map<string, InspectionPhotoView[]>> {
  const rows = await rowsOf<PhotoRow>(
    options.tx,
    sql`
    select p.id, p.item_id, p.width, p.height, p.created_at
    from inspection_photos p
    where p.shop_id = ${options.shopId} and p.inspection_id = ${options.inspectionId}
    order by p.item_id, p.created_at, p.id`,
  );
  const byItem = new Map<string, InspectionPhotoView[]>();
  for (const row of rows) {
    const photos = byItem.get(row.item_id) ?? [];
    photos.push({
      id: row.id,
      itemId: row.item_id,
      width: Number(row.width),
      height: Number(row.height),
      ...options.urls(row.id),
      createdAt: isoOf(row.created_at),
    });
    byItem.set(row.item_id, photos);
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
  completedAt: Date | string | null;
}): Promise<Map<string, PreviousAnswer>> {
  const before = options.completedAt
    ? sql`and i.completed_at < ${isoOf(options.completedAt)}::timestamptz`
    : sql``;
  const rows = await rowsOf<{
    item_key: string;
    inspection_id: string;
    completed_at: Date | string;
    condition: InspectionCondition | null;
    measurement: string | null;
  }>(
    options.tx,
    sql`
    select distinct on (ii.item_key) ii.item_key, i.id as inspection_id, i.completed_at,
      ii.condition, ii.measurement::text as measurement
    from inspections i
    join inspection_items ii on ii.shop_id = i.shop_id and ii.inspection_id = i.id
    where i.shop_id = ${options.shopId} and i.vehicle_id = ${options.vehicleId}
      and i.completed_at is not null and i.id <> ${options.inspectionId} ${before}
      and (ii.condition is not null or ii.measurement is not null)
    order by ii.item_key, i.completed_at desc, i.id desc`,
  );
  return new Map(
    rows.map((row) => [
      row.item_key,
      {
        inspectionId: row.inspection_id,
        inspectedAt: isoOf(row.completed_at),
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

type SummaryRow = {
  id: string;
  name: string;
  status: InspectionStatus;
  started_at: Date | string;
  completed_at: Date | string | null;
  shared_at: Date | string | null;
  good: number;
  soon: number;
  now_count: number;
  unanswered: number;
  photo_count: number;
};

/** Summary columns of `inspections i`, counted per inspection (its items and photos only). */
const summaryColumns = sql`
  i.id, i.name, i.status, i.started_at, i.completed_at, i.shared_at,
  c.good, c.soon, c.now_count, c.unanswered, ph.photo_count`;
const summaryJoins = sql`
  cross join lateral (
    select count(*) filter (where ii.condition = 'good')::int as good,
      count(*) filter (where ii.condition = 'soon')::int as soon,
      count(*) filter (where ii.condition = 'now')::int as now_count,
      count(*) filter (where ii.condition is null)::int as unanswered
    from inspection_items ii where ii.shop_id = i.shop_id and ii.inspection_id = i.id) c
  cross join lateral (
    select count(*)::int as photo_count
    from inspection_photos p where p.shop_id = i.shop_id and p.inspection_id = i.id) ph`;

function toSummary(row: SummaryRow): InspectionSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    counts: {
      good: Number(row.good),
      soon: Number(row.soon),
      now: Number(row.now_count),
      unanswered: Number(row.unanswered),
    },
    photoCount: Number(row.photo_count),
    startedAt: isoOf(row.started_at),
    completedAt: row.completed_at === null ? null : isoOf(row.completed_at),
    sharedAt: row.shared_at === null ? null : isoOf(row.shared_at),
  };
}

/** A job order's or a vehicle's inspections, newest first (one query, whatever their number). */
export async function listInspectionSummaries(options: {
  tx: Tx;
  shopId: string;
  of: { jobOrderId: string } | { vehicleId: string };
}): Promise<InspectionSummary[]> {
  const { shopId, of } = options;
  const condition: SQL =
    'jobOrderId' in of
      ? sql`i.job_order_id = ${of.jobOrderId}`
      : sql`i.vehicle_id = ${of.vehicleId}`;
  const rows = await rowsOf<SummaryRow>(
    options.tx,
    sql`
    select ${summaryColumns}
    from inspections i ${summaryJoins}
    where i.shop_id = ${shopId} and ${condition}
    order by i.started_at desc, i.id desc`,
  );
  return rows.map(toSummary);
}

/** The car owner's shared inspections, across the workshops they are a client of. */
export async function listOwnerInspections(options: {
  tx: Tx;
  userId: string;
}): Promise<OwnerInspectionList> {
  const rows = await rowsOf<
    SummaryRow & {
      shop_name: string;
      shop_time_zone: string;
      shop_locale: string;
      make: string;
      model: string;
      year: number | null;
      registration_number: string | null;
      job_order_number: number;
    }
  >(
    options.tx,
    sql`
    select ${summaryColumns}, s.name as shop_name, s.timezone as shop_time_zone,
      s.locale as shop_locale, v.make, v.model, v.year,
      v.registration_number, j.number as job_order_number
    from clients
    join vehicles v on v.shop_id = clients.shop_id and v.client_id = clients.id
    join inspections i on i.shop_id = v.shop_id and i.vehicle_id = v.id
    join job_orders j on j.shop_id = i.shop_id and j.id = i.job_order_id
    join shops s on s.id = i.shop_id
    ${summaryJoins}
    where ${ownerClientCondition(options.userId)}
      and i.shared_at is not null and i.status = 'completed'
    order by i.completed_at desc, i.id desc
    limit 200`,
  );
  return {
    items: rows.map((row) => ({
      ...toSummary(row),
      shop: { name: row.shop_name, timeZone: row.shop_time_zone, locale: row.shop_locale },
      vehicle: {
        label: vehicleTitle({ year: row.year, make: row.make, model: row.model }),
        registrationNumber: row.registration_number,
      },
      jobOrderNumber: formatJobOrderNumber(Number(row.job_order_number)),
    })),
  };
}

type SharedHeaderRow = {
  id: string;
  name: string;
  job_order_id: string;
  vehicle_id: string;
  completed_at: Date | string | null;
  job_order_number: number;
  shop_name: string;
  shop_phone: string | null;
  currency: string;
  locale: string;
  timezone: string;
  make: string;
  model: string;
  year: number | null;
  registration_number: string | null;
};

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
  const [header] = await rowsOf<SharedHeaderRow>(
    tx,
    sql`
    select i.id, i.name, i.job_order_id, i.vehicle_id, i.completed_at,
      j.number as job_order_number, s.name as shop_name, s.phone as shop_phone, s.currency,
      s.locale, s.timezone, v.make, v.model, v.year, v.registration_number
    from inspections i
    join job_orders j on j.shop_id = i.shop_id and j.id = i.job_order_id
    join vehicles v on v.shop_id = i.shop_id and v.id = i.vehicle_id
    join shops s on s.id = i.shop_id
    where i.shop_id = ${shopId} and i.id = ${inspectionId}`,
  );
  if (!header) throw inspectionNotFound();
  const [items, photos, previous, lines] = await Promise.all([
    loadInspectionItems({ tx, shopId, inspectionId }),
    loadInspectionPhotos({ tx, shopId, inspectionId, urls: options.urls }),
    loadPreviousAnswers({
      tx,
      shopId,
      vehicleId: header.vehicle_id,
      inspectionId,
      completedAt: header.completed_at,
    }),
    loadJobOrderLines({ tx, shopId, jobOrderId: header.job_order_id }),
  ]);
  const groups: SharedInspection['groups'] = { now: [], soon: [], good: [] };
  for (const item of items) {
    if (!item.condition) continue;
    const before = previous.get(item.item_key)?.measurement ?? null;
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
      text: item.text_answer,
      notes: item.notes,
      photos: photos.get(item.id) ?? [],
    };
    groups[item.condition].push(shared);
  }
  const lineById = new Map(lineViewsOf(lines).map((line) => [line.id, line]));
  const recommendedWork = items.flatMap((item) => {
    const line = item.line_id ? lineById.get(item.line_id) : undefined;
    return line
      ? [{ description: line.description, amount: line.amount, approval: line.approval }]
      : [];
  });
  return {
    id: header.id,
    name: header.name,
    shop: { name: header.shop_name, phone: header.shop_phone },
    vehicle: {
      label: vehicleTitle({ year: header.year, make: header.make, model: header.model }),
      registrationNumber: header.registration_number,
    },
    jobOrderNumber: formatJobOrderNumber(Number(header.job_order_number)),
    completedAt: header.completed_at === null ? null : isoOf(header.completed_at),
    currency: header.currency,
    locale: header.locale,
    timeZone: header.timezone,
    groups,
    recommendedWork,
  };
}
