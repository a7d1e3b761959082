import path from 'node:path';
import multipart from '@fastify/multipart';
import { inspectionPhotoViewSchema } from '@pitstop/domain/inspection-views';
import {
  INSPECTION_PHOTO_MAX_BYTES,
  INSPECTION_PHOTOS_PER_ITEM,
  inspectionPhotoSizes,
  inspectionPhotoUploadSchema,
  inspectorRoles,
} from '@pitstop/domain/inspections';
import { problemSchema } from '@pitstop/domain/problem';
import { carOwnerRoles, staffRoles } from '@pitstop/domain/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkRateLimit } from '../../plugins/rate-limits.ts';
import {
  type PhotoFiles,
  photoForEstimateLink,
  photoForInspectionLink,
  photoForOwner,
  photoForStaff,
  photoNotFound,
} from './photo-access.ts';
import { removeStaleUploads } from './receive-photo.ts';
import { deletePhoto, uploadPhoto } from './upload-photo.ts';

const inspectionId = z.uuid('Not an inspection id');
const photoId = z.uuid('Not a photo id');
const size = z
  .enum(inspectionPhotoSizes, { error: 'Size is thumbnail or display' })
  .describe('thumbnail (320 px WebP) or display (1600 px JPEG)');
const token = z.string().regex(/^[\w-]{20,200}$/, 'This link is not valid');

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};
const uploadErrors = { ...errors, 413: problemSchema, 415: problemSchema, 422: problemSchema };
const linkErrors = {
  400: problemSchema,
  404: problemSchema,
  410: problemSchema,
  429: problemSchema,
};
const produces = ['image/jpeg', 'image/webp'];

/**
 * Photos of inspection items (issue 14, ADR 021): uploaded by whoever inspects, re-encoded and
 * kept in the file storage, and served to the four audiences that may see the inspection — the
 * shop's staff, the car owner's area, the shared inspection link and the estimate link — each
 * by its own route that checks its reader. Never by a file's path.
 */
export const inspectionPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const tx = app.database.db;
  const files = app.files;
  const uploadDirectory = path.join(app.config.dataDir, 'tmp', 'uploads');
  // Each upload removes its own temporary file; one left by a crash goes at the next start.
  removeStaleUploads(uploadDirectory).catch((error) =>
    app.log.warn({ err: error }, 'could not clear old uploads'),
  );

  // Only these routes parse multipart; the file is streamed, never buffered (receive-photo.ts).
  await app.register(multipart, {
    limits: {
      fileSize: INSPECTION_PHOTO_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
  });

  // A page shows up to 40 thumbnails and each opens full size, so the links' photos get ten
  // times the other mailed links' budget.
  const linkLimit = linkRateLimit(app, 'inspection-photo-link', 10);

  /**
   * Streams one copy of the photo. Its bytes never change under its id, so a browser keeps it
   * (privately: the answer depends on who asked) and asks again with its ETag.
   */
  async function sendPhoto(
    request: FastifyRequest,
    reply: FastifyReply,
    photo: PhotoFiles,
    copy: (typeof inspectionPhotoSizes)[number],
  ) {
    const etag = `"${photo.id}-${copy}"`;
    reply.header('cache-control', 'private, max-age=86400').header('etag', etag);
    const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
    if (known?.includes(etag) || known?.includes('*')) return reply.status(304).send();
    const file = await files.get(copy === 'display' ? photo.displayKey : photo.thumbnailKey);
    if (!file) {
      request.log.error({ photoId: photo.id, copy }, 'a photo file is missing from storage');
      throw photoNotFound();
    }
    return reply
      .type(file.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', 'inline')
      .send(file.body);
  }

  app.post(
    '/inspections/:id/items/:itemId/photos',
    {
      config: { access: inspectorRoles },
      schema: {
        tags: ['inspections'],
        summary: `Add a photo to an item (multipart/form-data, one file in the field "photo"): JPEG, PNG, WebP or HEIC up to 15 MB, re-encoded upright without its metadata (EXIF location) to a 1600 px display copy and a 320 px thumbnail; 413 too large, 415 another type, 422 unreadable, 409 when the inspection is completed or the item has its ${INSPECTION_PHOTOS_PER_ITEM} photos`,
        params: z.object({ id: inspectionId, itemId: z.uuid('Not an inspection item id') }),
        multipartBody: inspectionPhotoUploadSchema,
        response: { 201: inspectionPhotoViewSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const photo = await uploadPhoto({
        tx,
        files,
        uploadDirectory,
        request,
        log: request.log,
        shopId: request.shopId(),
        viewer: request.viewer,
        inspectionId: request.params.id,
        itemId: request.params.itemId,
      });
      return reply.status(201).send(photo);
    },
  );

  app.delete(
    '/inspections/:id/photos/:photoId',
    {
      config: { access: inspectorRoles },
      schema: {
        tags: ['inspections'],
        summary: 'Remove a photo (and its files); 409 when the inspection is completed',
        params: z.object({ id: inspectionId, photoId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePhoto({
        tx,
        files,
        log: request.log,
        shopId: request.shopId(),
        viewer: request.viewer,
        inspectionId: request.params.id,
        photoId: request.params.photoId,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/inspections/:id/photos/:photoId/:size',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['inspections'],
        summary:
          "A photo's thumbnail or display copy, for the shop's staff (a mechanic on their own jobs)",
        produces,
        params: z.object({ id: inspectionId, photoId, size }),
        response: errors,
      },
    },
    async (request, reply) => {
      const photo = await photoForStaff({
        tx,
        shopId: request.shopId(),
        viewer: request.viewer,
        inspectionId: request.params.id,
        photoId: request.params.photoId,
      });
      return sendPhoto(request, reply, photo, request.params.size);
    },
  );

  app.get(
    '/portal/inspections/:id/photos/:photoId/:size',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: 'A photo of an inspection shared with you, for one of your vehicles',
        produces,
        params: z.object({ id: inspectionId, photoId, size }),
        response: errors,
      },
    },
    async (request, reply) => {
      const photo = await photoForOwner({
        tx,
        userId: request.viewer.id,
        inspectionId: request.params.id,
        photoId: request.params.photoId,
      });
      return sendPhoto(request, reply, photo, request.params.size);
    },
  );

  app.get(
    '/inspection-links/:token/photos/:photoId/:size',
    {
      config: { access: 'public' },
      preHandler: linkLimit,
      schema: {
        tags: ['public'],
        summary: 'A photo of the inspection a shared link opens; 404 unknown link, 410 expired',
        produces,
        params: z.object({ token, photoId, size }),
        response: linkErrors,
      },
    },
    async (request, reply) => {
      const photo = await photoForInspectionLink({
        tx,
        token: request.params.token,
        photoId: request.params.photoId,
      });
      return sendPhoto(request, reply, photo, request.params.size);
    },
  );

  app.get(
    '/estimate-links/:token/photos/:photoId/:size',
    {
      config: { access: 'public' },
      preHandler: linkLimit,
      schema: {
        tags: ['public'],
        summary:
          "A photo of the job's completed inspection, shown with the estimate an e-mailed link opens; 404 unknown link, 410 expired",
        produces,
        params: z.object({ token, photoId, size }),
        response: linkErrors,
      },
    },
    async (request, reply) => {
      const photo = await photoForEstimateLink({
        tx,
        token: request.params.token,
        photoId: request.params.photoId,
      });
      return sendPhoto(request, reply, photo, request.params.size);
    },
  );
};
