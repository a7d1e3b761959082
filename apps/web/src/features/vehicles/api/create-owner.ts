import type { Client, ClientInput } from '@pitstop/domain/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type NewOwnerInput = Pick<ClientInput, 'name' | 'email' | 'phone'>;

/** `POST /api/v1/clients` with name, email and phone: the vehicle dialog's inline new owner. */
export function createOwner(input: NewOwnerInput): Promise<Client> {
  return api<Client>('/clients', { method: 'POST', body: input });
}

export function useCreateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOwner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}
