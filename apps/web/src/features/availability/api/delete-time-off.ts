import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/v1/availability/time-off/:id` (admin, front desk; a mechanic their own). */
export function deleteTimeOff(id: string): Promise<void> {
  return api<void>(`/availability/time-off/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['availability'] }),
  });
}
