import type { InspectionPhotoView, InspectionView } from '@pitstop/domain/inspection-views';
import { INSPECTION_PHOTO_FIELD } from '@pitstop/domain/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withoutPhoto, withPhoto } from '../inspection-items.ts';
import { inspectionKey } from './get-inspection.ts';

const photosOf = (inspectionId: string) => `/inspections/${encodeURIComponent(inspectionId)}`;

/**
 * `POST /api/v1/inspections/:id/items/:itemId/photos`: one photo as multipart (field `photo`);
 * the server checks, re-encodes and shrinks it and answers with its thumbnail and display URLs.
 */
export function uploadInspectionPhoto(input: {
  inspectionId: string;
  itemId: string;
  file: File;
}): Promise<InspectionPhotoView> {
  const body = new FormData();
  body.append(INSPECTION_PHOTO_FIELD, input.file);
  return api<InspectionPhotoView>(
    `${photosOf(input.inspectionId)}/items/${encodeURIComponent(input.itemId)}/photos`,
    { method: 'POST', body },
  );
}

/** `DELETE /api/v1/inspections/:id/photos/:photoId`. */
export function deleteInspectionPhoto(input: {
  inspectionId: string;
  photoId: string;
}): Promise<void> {
  return api<void>(`${photosOf(input.inspectionId)}/photos/${encodeURIComponent(input.photoId)}`, {
    method: 'DELETE',
  });
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
