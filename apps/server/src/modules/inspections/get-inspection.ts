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
import { and, eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { inspections } from '../../db/schema/inspections.ts';
import { profiles } from '../../db/schema/shops.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { loadJobOrderJobs } from '../job-orders/public.ts';
import { findInspectionForStaff, inspectionNotFound } from './inspection-access.ts';
import {
  countsOf,
  type InspectionItemRow,
  loadInspectionItems,
  loadInspectionPhotos,
  loadPreviousAnswers,
  type PreviousAnswer,
} from './inspection-queries.ts';
import { staffPhotoUrls } from './photo-urls.ts';

export type InspectionViewer = { id: string; role: Role };

/** The people an inspection names: who started and completed it, the client's own account. */
const startedByUser = alias(users, 'su');
const startedByProfile = alias(profiles, 'sp');
const completedByUser = alias(users, 'cu');
const completedByProfile = alias(profiles, 'cp');
const ownerUser = alias(users, 'ou');

/** A person's name as the history and the job order show it. */
const personName = (
  user: { name: AnyPgColumn },
  profile: { fullName: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn },
) =>
  sql<string | null>`coalesce(nullif(${profile.fullName}, ''),
    nullif(concat_ws(' ', ${profile.firstName}, ${profile.lastName}), ''), ${user.name})`;

export function itemViewOf(
  item: InspectionItemRow,
  photos: ReadonlyMap<string, InspectionPhotoView[]>,
  previous: ReadonlyMap<string, PreviousAnswer>,
): InspectionItemView {
  return {
    id: item.id,
    key: item.itemKey,
    section: item.section,
    label: item.label,
    kind: item.kind,
    unit: item.unit,
    condition: item.condition,
    measurement: item.measurement,
    text: item.textAnswer,
    notes: item.notes,
    photos: photos.get(item.id) ?? [],
    previous: previous.get(item.itemKey) ?? null,
    estimateLine:
      item.lineId && item.lineKind && item.lineDescription !== null && item.lineApproval
        ? {
            id: item.lineId,
            kind: item.lineKind,
            description: item.lineDescription,
            approval: item.lineApproval,
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
    tx
      .select({ completedAt: inspections.completedAt })
      .from(inspections)
      .where(and(eq(inspections.shopId, shopId), eq(inspections.id, inspectionId))),
  ]);
  if (!item) throw inspectionNotFound();
  const previous = await loadPreviousAnswers({
    tx,
    shopId,
    vehicleId: options.vehicleId,
    inspectionId,
    completedAt: completed?.completedAt ?? null,
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
  const [[header], items, photos, jobs] = await Promise.all([
    tx
      .select({
        id: inspections.id,
        name: inspections.name,
        status: sql<InspectionStatus>`${inspections.status}`,
        vehicleId: inspections.vehicleId,
        startedAt: inspections.startedAt,
        startedBy: inspections.startedBy,
        startedByName: personName(startedByUser, startedByProfile),
        completedAt: inspections.completedAt,
        completedBy: inspections.completedBy,
        completedByName: personName(completedByUser, completedByProfile),
        sharedAt: inspections.sharedAt,
        jobOrderId: jobOrders.id,
        jobOrderNumber: jobOrders.number,
        jobOrderStatus: sql<JobOrderStatus>`${jobOrders.status}`,
        clientId: clients.id,
        clientName: clients.name,
        clientEmail: sql<string | null>`coalesce(${clients.email}, ${ownerUser.email})`,
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
        clients,
        and(eq(clients.shopId, jobOrders.shopId), eq(clients.id, jobOrders.clientId)),
      )
      .leftJoin(ownerUser, eq(ownerUser.id, clients.userId))
      .innerJoin(
        vehicles,
        and(eq(vehicles.shopId, inspections.shopId), eq(vehicles.id, inspections.vehicleId)),
      )
      .leftJoin(startedByUser, eq(startedByUser.id, inspections.startedBy))
      .leftJoin(startedByProfile, eq(startedByProfile.id, inspections.startedBy))
      .leftJoin(completedByUser, eq(completedByUser.id, inspections.completedBy))
      .leftJoin(completedByProfile, eq(completedByProfile.id, inspections.completedBy))
      .where(and(eq(inspections.shopId, shopId), eq(inspections.id, inspectionId))),
    loadInspectionItems({ tx, shopId, inspectionId }),
    loadInspectionPhotos({
      tx,
      shopId,
      inspectionId,
      urls: (photoId) => staffPhotoUrls(inspectionId, photoId),
    }),
    loadJobOrderJobs({ tx, shopId, jobOrderId: access.jobOrderId }),
  ]);
  if (!header) throw inspectionNotFound();
  const previous = await loadPreviousAnswers({
    tx,
    shopId,
    vehicleId: access.vehicleId,
    inspectionId,
    completedAt: header.completedAt,
  });

  const sections: InspectionView['sections'] = [];
  for (const item of items) {
    const view = itemViewOf(item, photos, previous);
    const last = sections.at(-1);
    if (last && last.title === item.section) last.items.push(view);
    else sections.push({ title: item.section, items: [view] });
  }
  const jobOpen = header.jobOrderStatus !== 'completed' && header.jobOrderStatus !== 'cancelled';
  const role = viewer.role;
  return {
    id: header.id,
    name: header.name,
    status: header.status,
    jobOrder: {
      id: header.jobOrderId,
      number: formatJobOrderNumber(header.jobOrderNumber),
      status: header.jobOrderStatus,
      jobs: jobs.map((job) => ({ id: job.id, name: job.name })),
    },
    client: { id: header.clientId, name: header.clientName, email: header.clientEmail },
    vehicle: {
      id: header.vehicleId,
      label: vehicleTitle({ year: header.year, make: header.make, model: header.model }),
      registrationNumber: header.registrationNumber,
    },
    startedAt: header.startedAt.toISOString(),
    startedBy:
      header.startedBy && header.startedByName
        ? { id: header.startedBy, name: header.startedByName }
        : null,
    completedAt: header.completedAt?.toISOString() ?? null,
    completedBy:
      header.completedBy && header.completedByName
        ? { id: header.completedBy, name: header.completedByName }
        : null,
    sharedAt: header.sharedAt?.toISOString() ?? null,
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
