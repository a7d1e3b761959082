import type { InspectionEstimateLine } from '@pitstop/domain/inspection-views';
import type { JobOrderLineInput } from '@pitstop/domain/job-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateInspection, storeInspectionItem } from './get-inspection.ts';

/**
 * `POST /api/v1/inspections/:id/items/:itemId/estimate-line` (the desk): a red or yellow item
 * becomes a pending line of the job order, so the estimate sent next carries it. The item shows
 * its line at once; the job order is read again.
 */
export function addEstimateLine(input: {
  inspectionId: string;
  itemId: string;
  line: JobOrderLineInput;
}): Promise<InspectionEstimateLine> {
  return api<InspectionEstimateLine>(
    `/inspections/${encodeURIComponent(input.inspectionId)}/items/${encodeURIComponent(input.itemId)}/estimate-line`,
    { method: 'POST', body: input.line },
  );
}

export function useAddEstimateLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEstimateLine,
    onSuccess: ({ item }, input) => {
      storeInspectionItem(queryClient, input.inspectionId, item);
      return invalidateInspection(queryClient, input.inspectionId);
    },
  });
}
