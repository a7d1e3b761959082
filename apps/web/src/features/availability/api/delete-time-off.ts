import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `DELETE /api/v1/availability/time-off/:id` (admin, front desk; a mechanic their own). */
export function deleteTimeOff(id: string) {
  return unwrap(client.DELETE('/api/v1/availability/time-off/{id}', { params: { path: { id } } }));
}

export function useDeleteTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['availability'] }),
  });
}
