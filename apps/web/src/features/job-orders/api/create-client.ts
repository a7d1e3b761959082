import type { Client } from '@pitstop/domain/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewClientInput } from '../../../components/forms/new-client-form.tsx';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/v1/clients` with name, email and phone: a walk-in's new client. */
export function createClient(input: NewClientInput): Promise<Client> {
  return api<Client>('/clients', { method: 'POST', body: input });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}
