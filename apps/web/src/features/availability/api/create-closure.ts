import type { Closure, ClosureInput } from '@pitstop/domain/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/v1/availability/closures` (admin): a holiday or other day the shop is closed. */
export function createClosure(input: ClosureInput): Promise<Closure> {
  return api<Closure>('/availability/closures', { method: 'POST', body: input });
}

export function useCreateClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClosure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['availability'] }),
  });
}
