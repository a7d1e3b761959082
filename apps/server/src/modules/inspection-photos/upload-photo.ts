import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { InspectionPhotoView } from '@pitstop/domain/inspection-views';
import { INSPECTION_PHOTOS_PER_ITEM, inspectionPhotoMessages } from '@pitstop/domain/inspections';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database.ts';
import { inspectionItems, inspectionPhotos } from '../../db/schema/inspections.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { staffPhotoUrls } from '../inspections/public.ts';
import { inspectionToChange } from './photo-access.ts';
import {
  displayFormat,
  type ProcessedPhoto,
  processPhoto,
  thumbnailFormat,
  UnreadablePhotoError,
} from './photo-image.ts';
import { receivePhoto } from './receive-photo.ts';

type Viewer = { id: string; role: string };

/** Where a photo's two copies are kept: by shop and inspection, named by the photo's id. */
export function photoKeys(shopId: string, inspectionId: string, photoId: string) {
  const base = `shops/${shopId}/inspections/${inspectionId}/${photoId}`;
  return {
    display: `${base}-display.${displayFormat.extension}`,
    thumbnail: `${base}-thumbnail.${thumbnailFormat.extension}`,
  };
}

/**
 * 404 when the item is not on this inspection, 409 when the inspection is completed or the item
 * has its photos already. Asked before the upload is read, and again when the row is written.
 */
async function checkRoomForPhoto(options: {
  tx: Tx;
  shopId: string;
  viewer: Viewer;
  inspectionId: string;
  itemId: string;
}): Promise<void> {
  await inspectionToChange(options);
  const [item] = await options.tx
    .select({ photos: count(inspectionPhotos.id) })
    .from(inspectionItems)
    .leftJoin(
      inspectionPhotos,
      and(
        eq(inspectionPhotos.shopId, inspectionItems.shopId),
        eq(inspectionPhotos.itemId, inspectionItems.id),
      ),
    )
    .where(
      and(
        eq(inspectionItems.shopId, options.shopId),
        eq(inspectionItems.inspectionId, options.inspectionId),
        eq(inspectionItems.id, options.itemId),
      ),
    )
    .groupBy(inspectionItems.id);
  if (!item) throw AppError.notFound('Inspection item not found.');
  if (item.photos >= INSPECTION_PHOTOS_PER_ITEM)
    throw AppError.conflict(inspectionPhotoMessages.tooMany);
}

/**
 * Adds a photo to an item of an in-progress inspection: received to a temporary file, checked by
 * its bytes, re-encoded (upright, metadata dropped) to the display and thumbnail copies, which go
 * to file storage before the row that names them is written. The upload itself is not kept.
 */
export async function uploadPhoto(options: {
  tx: Tx;
  files: FileStorage;
  uploadDirectory: string;
  request: FastifyRequest;
  log: FastifyBaseLogger;
  shopId: string;
  viewer: Viewer;
  inspectionId: string;
  itemId: string;
}): Promise<InspectionPhotoView> {
  const { tx, files, shopId, inspectionId, itemId } = options;
  await tx.transaction((check) => checkRoomForPhoto({ ...options, tx: check }));

  const upload = await receivePhoto(options.request, options.uploadDirectory);
  let processed: ProcessedPhoto;
  try {
    processed = await processPhoto(upload.file, upload.type);
  } catch (error) {
    if (error instanceof UnreadablePhotoError)
      throw new AppError('unreadable_photo', 422, inspectionPhotoMessages.unreadable);
    throw error;
  } finally {
    await rm(upload.file, { force: true });
  }

  const id = randomUUID();
  const keys = photoKeys(shopId, inspectionId, id);
  const removeFiles = () =>
    Promise.all([files.delete(keys.display), files.delete(keys.thumbnail)]).catch((error) =>
      options.log.error({ err: error }, 'could not remove the files of a photo not kept'),
    );
  try {
    await files.put(keys.display, processed.display, displayFormat.type);
    await files.put(keys.thumbnail, processed.thumbnail, thumbnailFormat.type);
    const row = await tx.transaction(async (write) => {
      // Again, under the inspection's lock: it may have been finished, or the item filled, while
      // this photo was being re-encoded.
      await checkRoomForPhoto({ ...options, tx: write });
      const [inserted] = await write
        .insert(inspectionPhotos)
        .values({
          id,
          shopId,
          inspectionId,
          itemId,
          displayKey: keys.display,
          displayType: displayFormat.type,
          displayBytes: processed.display.length,
          thumbnailKey: keys.thumbnail,
          thumbnailType: thumbnailFormat.type,
          thumbnailBytes: processed.thumbnail.length,
          width: processed.width,
          height: processed.height,
          createdBy: options.viewer.id,
        })
        .returning({ createdAt: inspectionPhotos.createdAt });
      return inserted as { createdAt: Date };
    });
    return {
      id,
      itemId,
      width: processed.width,
      height: processed.height,
      ...staffPhotoUrls(inspectionId, id),
      createdAt: row.createdAt.toISOString(),
    };
  } catch (error) {
    await removeFiles();
    throw error;
  }
}

/**
 * Removes a photo of an in-progress inspection: the row first, then its files (a file whose row
 * is gone can no longer be reached; one that could not be removed is logged).
 */
export async function deletePhoto(options: {
  tx: Tx;
  files: FileStorage;
  log: FastifyBaseLogger;
  shopId: string;
  viewer: Viewer;
  inspectionId: string;
  photoId: string;
}): Promise<void> {
  const { shopId, inspectionId, photoId } = options;
  const removed = await options.tx.transaction(async (tx) => {
    await inspectionToChange({ ...options, tx });
    const [row] = await tx
      .delete(inspectionPhotos)
      .where(
        and(
          eq(inspectionPhotos.shopId, shopId),
          eq(inspectionPhotos.inspectionId, inspectionId),
          eq(inspectionPhotos.id, photoId),
        ),
      )
      .returning({
        displayKey: inspectionPhotos.displayKey,
        thumbnailKey: inspectionPhotos.thumbnailKey,
      });
    return row;
  });
  if (!removed) throw AppError.notFound('Photo not found.');
  for (const key of [removed.displayKey, removed.thumbnailKey]) {
    await options.files
      .delete(key)
      .catch((error) => options.log.error({ err: error, key }, 'could not remove a photo file'));
  }
}
