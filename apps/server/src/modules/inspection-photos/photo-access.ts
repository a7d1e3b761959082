import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inspectionPhotos } from '../../db/schema/inspections.ts';
import { AppError } from '../../platform/errors.ts';
import { inLinkScope } from '../../platform/link-tokens.ts';
import { openEstimateLink } from '../estimates/public.ts';
import {
  findInspectionForOwner,
  findInspectionForStaff,
  inspectionOfEstimate,
  openInspectionLink,
  type StaffInspection,
} from '../inspections/public.ts';

/**
 * Who may see a photo (issue 14: "served only to people allowed to see that job"): whoever may
 * read its inspection, by the inspections' own access rules. Anything else is "not found".
 */

/** Where a photo's two copies are kept. */
export type PhotoFiles = { id: string; displayKey: string; thumbnailKey: string };

export const photoNotFound = () => AppError.notFound('Photo not found.');

type StaffViewer = { id: string; role: string };

async function photoOf(
  tx: Tx,
  inspection: { shopId: string; inspectionId: string },
  photoId: string,
): Promise<PhotoFiles> {
  const [photo] = await tx
    .select({
      id: inspectionPhotos.id,
      displayKey: inspectionPhotos.displayKey,
      thumbnailKey: inspectionPhotos.thumbnailKey,
    })
    .from(inspectionPhotos)
    .where(
      and(
        eq(inspectionPhotos.shopId, inspection.shopId),
        eq(inspectionPhotos.inspectionId, inspection.inspectionId),
        eq(inspectionPhotos.id, photoId),
      ),
    );
  if (!photo) throw photoNotFound();
  return photo;
}

/** Staff of the inspection's shop; a mechanic only on a job assigned to them. */
export async function photoForStaff(options: {
  tx: Tx;
  shopId: string;
  viewer: StaffViewer;
  inspectionId: string;
  photoId: string;
}): Promise<PhotoFiles> {
  const inspection = await findInspectionForStaff(options);
  return photoOf(
    options.tx,
    { shopId: inspection.shopId, inspectionId: inspection.id },
    options.photoId,
  );
}

/** The car owner linked to the vehicle's client record, once the inspection was shared. */
export async function photoForOwner(options: {
  tx: Tx;
  userId: string;
  inspectionId: string;
  photoId: string;
}): Promise<PhotoFiles> {
  return photoOf(options.tx, await findInspectionForOwner(options), options.photoId);
}

/** The holder of the inspection's shared link: unknown or replaced 404, expired 410. */
export async function photoForInspectionLink(options: {
  tx: Tx;
  token: string;
  photoId: string;
}): Promise<PhotoFiles> {
  const link = await openInspectionLink(options);
  return inLinkScope(link, () => photoOf(options.tx, link, options.photoId));
}

/**
 * The holder of the job order's estimate link, who sees the inspection shown with the estimate
 * (the job's latest completed one): the same answers as the estimate link itself.
 */
export async function photoForEstimateLink(options: {
  tx: Tx;
  token: string;
  photoId: string;
}): Promise<PhotoFiles> {
  const link = await openEstimateLink(options);
  return inLinkScope(link, async () => {
    const { shopId, estimateId } = link;
    const inspectionId = await inspectionOfEstimate({ tx: options.tx, shopId, estimateId });
    if (!inspectionId) throw photoNotFound();
    return photoOf(options.tx, { shopId, inspectionId }, options.photoId);
  });
}

/**
 * The inspection a staff member adds photos to or removes them from, locked until the
 * transaction ends so the count and status checks hold: 404 when they may not reach it, 409 once
 * it is completed.
 */
export async function inspectionToChange(options: {
  tx: Tx;
  shopId: string;
  viewer: StaffViewer;
  inspectionId: string;
}): Promise<StaffInspection> {
  const inspection = await findInspectionForStaff({ ...options, forUpdate: true });
  if (inspection.status !== 'in_progress')
    throw AppError.conflict('The inspection is completed. Reopen it to add or remove photos.');
  return inspection;
}
