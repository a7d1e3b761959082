import type { JobOrderLineInput } from '@pitstop/domain/job-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateInspection, storeInspectionItem } from './get-inspection.ts';

/**
 * `POST /api/v1/inspections/:id/items/:itemId/estimate-line` (the desk): a red or yellow item
 * becomes a pending line of the job order, in the job chosen or a new one, so the estimate sent next carries it. The item shows
 * its line at once; the job order is read again.
 */
export function addEstimateLine(input: {
  inspectionId: string;
  itemId: string;
  /** The job the line joins; left out, a new job named after the item. */
  jobId?: string;
  line: JobOrderLineInput;
}) {
  return unwrap(
    client.POST('/api/v1/inspections/{id}/items/{itemId}/estimate-line', {
      params: {
        path: { id: input.inspectionId, itemId: input.itemId },
        query: input.jobId ? { jobId: input.jobId } : {},
      },
      body: input.line,
    }),
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
