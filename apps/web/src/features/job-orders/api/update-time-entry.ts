import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

export type TimeEntryCorrection = { startedAt: string; endedAt: string; note: string | null };

/** `PATCH /api/v1/job-orders/:id/time-entries/:entryId` (admin): correct a clocked entry. */
export function updateTimeEntry(input: {
  jobOrderId: string;
  entryId: string;
  correction: TimeEntryCorrection;
}) {
  return unwrap(
    client.PATCH('/api/v1/job-orders/{id}/time-entries/{entryId}', {
      params: { path: { id: input.jobOrderId, entryId: input.entryId } },
      body: input.correction,
    }),
  );
}

export function useUpdateTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeEntry,
    // The job order's history shows the correction.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['job-orders'] }),
  });
}
