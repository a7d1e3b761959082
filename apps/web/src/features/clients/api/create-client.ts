import type { Client, ClientInput } from '@pitstop/domain/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/v1/clients` (admin, front desk). */
export function createClient(input: ClientInput): Promise<Client> {
  return api<Client>('/clients', { method: 'POST', body: input });
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
