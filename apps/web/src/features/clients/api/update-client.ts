import type { ClientPatch } from '@pitstop/domain/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/clients/:id` (admin, front desk). */
export function updateClient(input: { id: string; changes: ClientPatch }) {
  return unwrap(
    client.PATCH('/api/v1/clients/{id}', {
      params: { path: { id: input.id } },
      body: input.changes,
    }),
  );
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
