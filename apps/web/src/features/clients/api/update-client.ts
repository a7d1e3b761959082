import type { Client, ClientPatch } from '@pitstop/domain/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/clients/:id` (admin, front desk). */
export function updateClient(input: { id: string; changes: ClientPatch }): Promise<Client> {
  return api<Client>(`/clients/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: input.changes,
  });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: (client) => {
      queryClient.setQueryData(['clients', 'detail', client.id], client);
      // Names show in the vehicles list and the dashboard as well.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
        queryClient.invalidateQueries({ queryKey: ['vehicles'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
