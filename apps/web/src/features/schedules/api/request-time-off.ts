import type { TimeOffRequestInput } from '@pitstop/domain/schedules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateSchedules } from './invalidate.ts';

/** `POST /api/v1/time-off-requests` (any staff member, for themselves): waits as pending. */
export function requestTimeOff(input: TimeOffRequestInput) {
  return unwrap(client.POST('/api/v1/time-off-requests', { body: input }));
}

export function useRequestTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTimeOff,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
