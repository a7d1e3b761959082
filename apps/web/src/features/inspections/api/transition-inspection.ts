import type { InspectionView } from '@pitstop/domain/inspection-views';
import type { InspectionAction } from '@pitstop/domain/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { inspectionKey, invalidateInspection } from './get-inspection.ts';

/** `POST /api/v1/inspections/:id/transitions`: "Finish inspection" or "Reopen". */
export function transitionInspection(input: {
  id: string;
  action: InspectionAction;
}): Promise<InspectionView> {
  return api<InspectionView>(`/inspections/${encodeURIComponent(input.id)}/transitions`, {
    method: 'POST',
    body: { action: input.action },
  });
}

export function useTransitionInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionInspection,
    onSuccess: (inspection) => {
      queryClient.setQueryData(inspectionKey(inspection.id), inspection);
      return invalidateInspection(queryClient, inspection.id);
    },
  });
}
