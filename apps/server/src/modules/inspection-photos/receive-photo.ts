import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  INSPECTION_PHOTO_FIELD,
  INSPECTION_PHOTO_MAX_BYTES,
  inspectionPhotoMessages,
} from '@pitstop/domain/inspections';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { type PhotoType, sniffPhotoType } from './photo-type.ts';

/** Room for the multipart framing around the file, when judging a request by its length. */
const FRAMING_BYTES = 64 * 1024;

const tooLarge = () => new AppError('photo_too_large', 413, inspectionPhotoMessages.size);
const missing = () =>
  AppError.badRequest(inspectionPhotoMessages.missing, [
    { path: `body.${INSPECTION_PHOTO_FIELD}`, message: inspectionPhotoMessages.missing },
  ]);

/**
 * Streams the upload's `photo` file to a new file under `directory`, counting its bytes (never
 * the whole file in memory), and tells its type by its first bytes. Too large: 413; not a JPEG,
 * PNG, WebP or HEIC whatever its name says: 415. The caller removes the file it gets back.
 */
export async function receivePhoto(
  request: FastifyRequest,
  directory: string,
): Promise<{ file: string; type: PhotoType }> {
  // An upload that says it is too large is refused before any of it is read.
  if (Number(request.headers['content-length']) > INSPECTION_PHOTO_MAX_BYTES + FRAMING_BYTES)
    throw tooLarge();
  if (!request.isMultipart())
    throw new AppError(
      'unsupported_media_type',
      415,
      `Send the photo as multipart/form-data, in the field "${INSPECTION_PHOTO_FIELD}".`,
    );
  const part = await request.file();
  if (!part || part.fieldname !== INSPECTION_PHOTO_FIELD) throw missing();

  await mkdir(directory, { recursive: true });
  const file = path.join(directory, `${randomUUID()}.upload`);
  try {
    await pipeline(part.file, createWriteStream(file));
    if (part.file.truncated) throw tooLarge();
    if (part.file.bytesRead === 0) throw missing();
    const type = await sniffPhotoType(file);
    if (!type) throw new AppError('unsupported_photo_type', 415, inspectionPhotoMessages.type);
    return { file, type };
  } catch (error) {
    await rm(file, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

/** An upload takes seconds; a temporary file an hour old was left by a process that stopped. */
const STALE_UPLOAD_MS = 60 * 60_000;

/** Removes the temporary upload files in `directory` older than an hour. */
export async function removeStaleUploads(directory: string, now = Date.now()): Promise<number> {
  const names = await readdir(directory).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(directory, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > STALE_UPLOAD_MS) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
