import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `DELETE /api/v1/clients/:id` (admin, front desk): archives; the history stays. */
export function archiveClient(id: string) {
  return unwrap(client.DELETE('/api/v1/clients/{id}', { params: { path: { id } } }));
}

export function useArchiveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveClient,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
