import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/clients/:id/restore` (admin, front desk): an archived client is back in the lists. */
export function restoreClient(id: string) {
  return unwrap(client.POST('/api/v1/clients/{id}/restore', { params: { path: { id } } }));
}

export function useRestoreClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreClient,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
