import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/v1/availability/closures/:id` (admin). */
export function deleteClosure(id: string): Promise<void> {
  return api<void>(`/availability/closures/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClosure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['availability'] }),
  });
}
