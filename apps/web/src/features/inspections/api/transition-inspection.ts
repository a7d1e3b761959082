import type { InspectionAction } from '@pitstop/domain/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { inspectionKey, invalidateInspection } from './get-inspection.ts';

/** `POST /api/v1/inspections/:id/transitions`: "Finish inspection" or "Reopen". */
export function transitionInspection(input: { id: string; action: InspectionAction }) {
  return unwrap(
    client.POST('/api/v1/inspections/{id}/transitions', {
      params: { path: { id: input.id } },
      body: { action: input.action },
    }),
  );
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
