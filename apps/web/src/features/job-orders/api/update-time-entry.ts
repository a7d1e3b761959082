import type { JobClock } from '@pitstop/domain/job-order-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type TimeEntryCorrection = { startedAt: string; endedAt: string; note: string | null };

/** `PATCH /api/v1/job-orders/:id/time-entries/:entryId` (admin): correct a clocked entry. */
export function updateTimeEntry(input: {
  jobOrderId: string;
  entryId: string;
  correction: TimeEntryCorrection;
}): Promise<JobClock> {
  return api<JobClock>(
    `/job-orders/${encodeURIComponent(input.jobOrderId)}/time-entries/${encodeURIComponent(input.entryId)}`,
    { method: 'PATCH', body: input.correction },
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
