import type { ServiceInput } from '@pitstop/domain/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/services` (admin, manager): a new catalogue entry. */
export function createService(input: ServiceInput) {
  return unwrap(client.POST('/api/v1/services', { body: input }));
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['services'] }),
  });
}
