import type { TimeOffDecisionInput } from '@pitstop/domain/schedules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateSchedules } from './invalidate.ts';

/** `POST /api/v1/time-off-requests/:id/decision` (admin, manager): approve or decline, once. */
export function decideTimeOffRequest({ id, input }: { id: string; input: TimeOffDecisionInput }) {
  return unwrap(
    client.POST('/api/v1/time-off-requests/{id}/decision', {
      params: { path: { id } },
      body: input,
    }),
  );
}

export function useDecideTimeOffRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTimeOffRequest,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
