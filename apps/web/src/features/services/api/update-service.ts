import type { Service, ServiceUpdateInput } from '@pitstop/domain/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/services/:id` (admin, manager): change a catalogue entry. */
export function updateService(input: {
  id: string;
  changes: ServiceUpdateInput;
}): Promise<Service> {
  return api<Service>(`/services/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: input.changes,
  });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['services'] }),
  });
}
