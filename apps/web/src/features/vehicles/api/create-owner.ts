import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewClientInput } from '../../../components/forms/new-client-form.tsx';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/clients` with name, email and phone: the vehicle dialog's inline new owner. */
export function createOwner(input: NewClientInput) {
  return unwrap(client.POST('/api/v1/clients', { body: input }));
}

export function useCreateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOwner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}
