import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `DELETE /api/v1/availability/closures/:id` (admin). */
export function deleteClosure(id: string) {
  return unwrap(client.DELETE('/api/v1/availability/closures/{id}', { params: { path: { id } } }));
}

export function useDeleteClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClosure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['availability'] }),
  });
}
