import type { ClientInput } from '@pitstop/domain/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/clients` (admin, front desk). */
export function createClient(input: ClientInput) {
  return unwrap(client.POST('/api/v1/clients', { body: input }));
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    // The list, its stats cards, the owner options and the dashboard all count clients.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
