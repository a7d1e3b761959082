import type { TimeOffInput } from '@pitstop/domain/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/availability/time-off` (admin, front desk; a mechanic for themselves). */
export function createTimeOff(input: TimeOffInput) {
  return unwrap(client.POST('/api/v1/availability/time-off', { body: input }));
}

export function useCreateTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['availability'] }),
  });
}
