import type { ServiceUpdateInput } from '@pitstop/domain/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/services/:id` (admin, manager): change a catalogue entry. */
export function updateService(input: { id: string; changes: ServiceUpdateInput }) {
  return unwrap(
    client.PATCH('/api/v1/services/{id}', {
      params: { path: { id: input.id } },
      body: input.changes,
    }),
  );
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['services'] }),
  });
}
