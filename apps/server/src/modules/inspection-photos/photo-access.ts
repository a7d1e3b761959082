import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { readLinkToken } from '../../platform/link-tokens.ts';
import { AppError } from '../../plugins/errors.ts';

/**
 * Who may see a photo, one query per audience (issue 14: "served only to people allowed to see
 * that job"). Anything else is "not found", whoever's it is.
 */

export type PhotoFiles = {
  id: string;
  display_key: string;
  thumbnail_key: string;
};

export const photoNotFound = () => AppError.notFound('Photo not found.');

type StaffViewer = { id: string; role: string };

/** A mechanic reaches only the inspections of jobs assigned to them. */
const mechanicCondition = (viewer: StaffViewer): SQL =>
  viewer.role === 'mechanic' ? sql`and j.mechanic_id = ${viewer.id}` : sql``;

async function onePhoto(tx: Tx, from: SQL, where: SQL): Promise<PhotoFiles> {
  const [photo] = await rowsOf<PhotoFiles>(
    tx,
    sql`select p.id, p.display_key, p.thumbnail_key
      from inspection_photos p
      join inspections i on i.shop_id = p.shop_id and i.id = p.inspection_id
      ${from}
      where ${where}`,
  );
  if (!photo) throw photoNotFound();
  return photo;
}

/** Staff of the inspection's shop; a mechanic only on a job assigned to them. */
export function photoForStaff(options: {
  tx: Tx;
  shopId: string;
  viewer: StaffViewer;
  inspectionId: string;
  photoId: string;
}): Promise<PhotoFiles> {
  return onePhoto(
    options.tx,
    sql`join job_orders j on j.shop_id = i.shop_id and j.id = i.job_order_id`,
    sql`p.shop_id = ${options.shopId} and p.inspection_id = ${options.inspectionId}
      and p.id = ${options.photoId} ${mechanicCondition(options.viewer)}`,
  );
}

/** The car owner linked to the vehicle's client record, once the inspection was shared. */
export function photoForOwner(options: {
  tx: Tx;
  userId: string;
  inspectionId: string;
  photoId: string;
}): Promise<PhotoFiles> {
  return onePhoto(
    options.tx,
    sql`join vehicles v on v.shop_id = i.shop_id and v.id = i.vehicle_id
      join clients c on c.shop_id = v.shop_id and c.id = v.client_id`,
    sql`p.inspection_id = ${options.inspectionId} and p.id = ${options.photoId}
      and i.shared_at is not null and c.user_id = ${options.userId} and c.archived_at is null`,
  );
}

async function shopName(tx: Tx, shopId: string): Promise<string> {
  const [shop] = await rowsOf<{ name: string }>(
    tx,
    sql`select name from shops where id = ${shopId}`,
  );
  return shop?.name ?? 'the shop';
}

/** The holder of the inspection's shared link: unknown or replaced 404, expired 410. */
export async function photoForInspectionLink(options: {
  tx: Tx;
  token: string;
  photoId: string;
}): Promise<PhotoFiles> {
  const { tx } = options;
  const link = await readLinkToken({ tx, purpose: 'inspection', token: options.token });
  if (!link)
    throw AppError.notFound('This inspection link is not valid. Ask the shop to send it again.');
  if (link.expired)
    throw new AppError(
      'inspection_link_expired',
      410,
      `This inspection link has expired. Ask ${await shopName(tx, link.shopId)} to send it again.`,
    );
  return onePhoto(
    tx,
    sql``,
    sql`p.shop_id = ${link.shopId} and p.inspection_id = ${link.subjectId} and p.id = ${options.photoId}`,
  );
}

/**
 * The holder of the job order's estimate link, who sees the job's completed inspections with
 * the estimate: the same answers as the estimate link itself (404, 410 naming the shop).
 */
export async function photoForEstimateLink(options: {
  tx: Tx;
  token: string;
  photoId: string;
}): Promise<PhotoFiles> {
  const { tx } = options;
  const link = await readLinkToken({ tx, purpose: 'estimate', token: options.token });
  if (!link)
    throw AppError.notFound('This estimate link is not valid. Ask the shop to send it again.');
  if (link.expired)
    throw new AppError(
      'estimate_link_expired',
      410,
      `This estimate link has expired. Ask ${await shopName(tx, link.shopId)} to send it again.`,
    );
  return onePhoto(
    tx,
    sql`join job_order_estimates e on e.shop_id = i.shop_id and e.job_order_id = i.job_order_id`,
    sql`e.shop_id = ${link.shopId} and e.id = ${link.subjectId} and p.id = ${options.photoId}
      and i.status = 'completed'`,
  );
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
}): Promise<{ id: string }> {
  const [inspection] = await rowsOf<{ id: string; status: string }>(
    options.tx,
    sql`select i.id, i.status from inspections i
      join job_orders j on j.shop_id = i.shop_id and j.id = i.job_order_id
      where i.shop_id = ${options.shopId} and i.id = ${options.inspectionId}
        ${mechanicCondition(options.viewer)}
      for update of i`,
  );
  if (!inspection) throw AppError.notFound('Inspection not found.');
  if (inspection.status !== 'in_progress')
    throw AppError.conflict('The inspection is completed. Reopen it to add or remove photos.');
  return inspection;
}
