import type { InspectionView } from '@pitstop/domain/inspection-views';
import { INSPECTION_PHOTO_FIELD } from '@pitstop/domain/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { withoutPhoto, withPhoto } from '../inspection-items.ts';
import { inspectionKey } from './get-inspection.ts';

/**
 * `POST /api/v1/inspections/:id/items/:itemId/photos`: one photo as multipart (field `photo`);
 * the server checks, re-encodes and shrinks it and answers with its thumbnail and display URLs.
 */
export function uploadInspectionPhoto(input: { inspectionId: string; itemId: string; file: File }) {
  return unwrap(
    client.POST('/api/v1/inspections/{id}/items/{itemId}/photos', {
      params: { path: { id: input.inspectionId, itemId: input.itemId } },
      body: { photo: input.file },
      // Multipart: the browser writes the content type and its boundary.
      bodySerializer: (fields) => {
        const form = new FormData();
        form.append(INSPECTION_PHOTO_FIELD, fields.photo);
        return form;
      },
    }),
  );
}

/** `DELETE /api/v1/inspections/:id/photos/:photoId`. */
export function deleteInspectionPhoto(input: { inspectionId: string; photoId: string }) {
  return unwrap(
    client.DELETE('/api/v1/inspections/{id}/photos/{photoId}', {
      params: { path: { id: input.inspectionId, photoId: input.photoId } },
    }),
  );
}

export function useUploadInspectionPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadInspectionPhoto,
    onSuccess: (photo, input) =>
      queryClient.setQueryData<InspectionView>(inspectionKey(input.inspectionId), (inspection) =>
        inspection ? withPhoto(inspection, photo) : inspection,
      ),
  });
}

export function useDeleteInspectionPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInspectionPhoto,
    onSuccess: (_done, input) =>
      queryClient.setQueryData<InspectionView>(inspectionKey(input.inspectionId), (inspection) =>
        inspection ? withoutPhoto(inspection, input.photoId) : inspection,
      ),
  });
}
