import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewClientInput } from '../../../components/forms/new-client-form.tsx';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/clients` with name, email and phone: a walk-in's new client. */
export function createClient(input: NewClientInput) {
  return unwrap(client.POST('/api/v1/clients', { body: input }));
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}
