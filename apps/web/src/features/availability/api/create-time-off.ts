import type { TimeOff, TimeOffInput } from '@pitstop/domain/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/v1/availability/time-off` (admin, front desk; a mechanic for themselves). */
export function createTimeOff(input: TimeOffInput): Promise<TimeOff> {
  return api<TimeOff>('/availability/time-off', { method: 'POST', body: input });
}

export function useCreateTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['availability'] }),
  });
}
