import type { ClosureInput } from '@pitstop/domain/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/availability/closures` (admin): a holiday or other day the shop is closed. */
export function createClosure(input: ClosureInput) {
  return unwrap(client.POST('/api/v1/availability/closures', { body: input }));
}

export function useCreateClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClosure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['availability'] }),
  });
}
