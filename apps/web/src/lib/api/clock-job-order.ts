import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../api-client.ts';

/**
 * `POST /api/v1/job-orders/:id/clock`: start or stop your own clock on a job (starting stops it
 * on any other job), on one of its jobs when named (before approval, the job being diagnosed).
 * Shared by the mechanic home and the job order screen's clock.
 */
export function clockJobOrder(input: { id: string; action: 'start' | 'stop'; jobId?: string }) {
  return unwrap(
    client.POST('/api/v1/job-orders/{id}/clock', {
      params: { path: { id: input.id } },
      body: { action: input.action, ...(input.jobId ? { jobId: input.jobId } : {}) },
    }),
  );
}

export function useClockJobOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clockJobOrder,
    // Starting may also start the work (approved → in progress): lists and the queue change too.
    onSuccess: () =>
      Promise.all(
        [['mechanic-dashboard'], ['job-orders'], ['me', 'clock']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
