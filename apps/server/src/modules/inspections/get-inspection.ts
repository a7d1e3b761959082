import { vehicleTitle } from '@pitstop/domain/format';
import type {
  InspectionItemView,
  InspectionPhotoView,
  InspectionView,
} from '@pitstop/domain/inspection-views';
import {
  type InspectionStatus,
  inspectionMachine,
  inspectionSenderRoles,
  inspectorRoles,
} from '@pitstop/domain/inspections';
import { formatJobOrderNumber, type JobOrderStatus } from '@pitstop/domain/job-orders';
import type { Role } from '@pitstop/domain/roles';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { isoOf } from '../../platform/appointment-summary.ts';
import {
  findInspectionForStaff,
  inspectionNotFound,
} from '../../platform/inspections/inspection-access.ts';
import {
  countsOf,
  type InspectionItemRow,
  loadInspectionItems,
  loadInspectionPhotos,
  loadPreviousAnswers,
  type PreviousAnswer,
} from '../../platform/inspections/inspection-queries.ts';
import { staffPhotoUrls } from '../../platform/inspections/photo-urls.ts';

export type InspectionViewer = { id: string; role: Role };

/** A person's name as the history and the job order show it. */
const personName = (alias: string) =>
  sql.raw(
    `coalesce(nullif(${alias}p.full_name, ''), nullif(concat_ws(' ', ${alias}p.first_name, ${alias}p.last_name), ''), ${alias}u.name)`,
  );

type HeaderRow = {
  id: string;
  name: string;
  status: InspectionStatus;
  vehicle_id: string;
  started_at: Date | string;
  started_by: string | null;
  started_by_name: string | null;
  completed_at: Date | string | null;
  completed_by: string | null;
  completed_by_name: string | null;
  shared_at: Date | string | null;
  job_order_id: string;
  job_order_number: number;
  job_order_status: JobOrderStatus;
  client_id: string;
  client_name: string;
  client_email: string | null;
  make: string;
  model: string;
  year: number | null;
  registration_number: string | null;
};

export function itemViewOf(
  item: InspectionItemRow,
  photos: ReadonlyMap<string, InspectionPhotoView[]>,
  previous: ReadonlyMap<string, PreviousAnswer>,
): InspectionItemView {
  return {
    id: item.id,
    key: item.item_key,
    section: item.section,
    label: item.label,
    kind: item.kind,
    unit: item.unit,
    condition: item.condition,
    measurement: item.measurement,
    text: item.text_answer,
    notes: item.notes,
    photos: photos.get(item.id) ?? [],
    previous: previous.get(item.item_key) ?? null,
    estimateLine:
      item.line_id && item.line_kind && item.line_description !== null && item.line_approval
        ? {
            id: item.line_id,
            kind: item.line_kind,
            description: item.line_description,
            approval: item.line_approval,
          }
        : null,
  };
}

/** One item as the inspection page shows it after a change (its photos, previous, line). */
export async function getInspectionItemView(options: {
  tx: Tx;
  shopId: string;
  inspectionId: string;
  vehicleId: string;
  itemId: string;
}): Promise<InspectionItemView> {
  const { tx, shopId, inspectionId } = options;
  const [[item], photos, [completed]] = await Promise.all([
    loadInspectionItems({ tx, shopId, inspectionId, itemId: options.itemId }),
    loadInspectionPhotos({
      tx,
      shopId,
      inspectionId,
      urls: (photoId) => staffPhotoUrls(inspectionId, photoId),
    }),
    rowsOf<{ completed_at: Date | string | null }>(
      tx,
      sql`select completed_at from inspections where shop_id = ${shopId} and id = ${inspectionId}`,
    ),
  ]);
  if (!item) throw inspectionNotFound();
  const previous = await loadPreviousAnswers({
    tx,
    shopId,
    vehicleId: options.vehicleId,
    inspectionId,
    completedAt: completed?.completed_at ?? null,
  });
  return itemViewOf(item, photos, previous);
}

/**
 * The inspection page: the job order, client and vehicle, every item by section with its photos,
 * the vehicle's previous answer and the estimate line made from it, and what this viewer may do.
 */
export async function getInspection(options: {
  tx: Tx;
  shopId: string;
  viewer: InspectionViewer;
  inspectionId: string;
}): Promise<InspectionView> {
  const { tx, shopId, viewer, inspectionId } = options;
  const access = await findInspectionForStaff({ tx, shopId, viewer, inspectionId });
  const [[header], items, photos] = await Promise.all([
    rowsOf<HeaderRow>(
      tx,
      sql`
      select i.id, i.name, i.status, i.vehicle_id, i.started_at, i.started_by,
        ${personName('s')} as started_by_name, i.completed_at, i.completed_by,
        ${personName('c')} as completed_by_name, i.shared_at,
        j.id as job_order_id, j.number as job_order_number, j.status as job_order_status,
        cl.id as client_id, cl.name as client_name, coalesce(cl.email, ou.email) as client_email,
        v.make, v.model, v.year, v.registration_number
      from inspections i
      join job_orders j on j.shop_id = i.shop_id and j.id = i.job_order_id
      join clients cl on cl.shop_id = j.shop_id and cl.id = j.client_id
      left join users ou on ou.id = cl.user_id
      join vehicles v on v.shop_id = i.shop_id and v.id = i.vehicle_id
      left join users su on su.id = i.started_by
      left join profiles sp on sp.id = i.started_by
      left join users cu on cu.id = i.completed_by
      left join profiles cp on cp.id = i.completed_by
      where i.shop_id = ${shopId} and i.id = ${inspectionId}`,
    ),
    loadInspectionItems({ tx, shopId, inspectionId }),
    loadInspectionPhotos({
      tx,
      shopId,
      inspectionId,
      urls: (photoId) => staffPhotoUrls(inspectionId, photoId),
    }),
  ]);
  if (!header) throw inspectionNotFound();
  const previous = await loadPreviousAnswers({
    tx,
    shopId,
    vehicleId: access.vehicleId,
    inspectionId,
    completedAt: header.completed_at,
  });

  const sections: InspectionView['sections'] = [];
  for (const item of items) {
    const view = itemViewOf(item, photos, previous);
    const last = sections.at(-1);
    if (last && last.title === item.section) last.items.push(view);
    else sections.push({ title: item.section, items: [view] });
  }
  const jobOpen =
    header.job_order_status !== 'completed' && header.job_order_status !== 'cancelled';
  const role = viewer.role;
  return {
    id: header.id,
    name: header.name,
    status: header.status,
    jobOrder: {
      id: header.job_order_id,
      number: formatJobOrderNumber(Number(header.job_order_number)),
      status: header.job_order_status,
    },
    client: { id: header.client_id, name: header.client_name, email: header.client_email },
    vehicle: {
      id: header.vehicle_id,
      label: vehicleTitle({ year: header.year, make: header.make, model: header.model }),
      registrationNumber: header.registration_number,
    },
    startedAt: isoOf(header.started_at),
    startedBy:
      header.started_by && header.started_by_name
        ? { id: header.started_by, name: header.started_by_name }
        : null,
    completedAt: header.completed_at === null ? null : isoOf(header.completed_at),
    completedBy:
      header.completed_by && header.completed_by_name
        ? { id: header.completed_by, name: header.completed_by_name }
        : null,
    sharedAt: header.shared_at === null ? null : isoOf(header.shared_at),
    counts: countsOf(items),
    sections,
    canAnswer:
      header.status === 'in_progress' && (inspectorRoles as readonly string[]).includes(role),
    actions: inspectionMachine.actionsFor(header.status, role),
    canSend:
      header.status === 'completed' && (inspectionSenderRoles as readonly string[]).includes(role),
    canAddEstimateLines: jobOpen && (inspectionSenderRoles as readonly string[]).includes(role),
  };
}
