import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/v1/clients/:id` (admin, front desk): archives; the history stays. */
export function archiveClient(id: string): Promise<void> {
  return api<void>(`/clients/${encodeURIComponent(id)}`, { method: 'DELETE' });
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
