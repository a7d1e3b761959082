import type { VehicleUpdateInput } from '@pitstop/domain/vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/portal/vehicles/:id`: one of the owner's own vehicles. */
export function updateOwnerVehicle(input: { id: string; changes: VehicleUpdateInput }) {
  return unwrap(
    client.PATCH('/api/v1/portal/vehicles/{id}', {
      params: { path: { id: input.id } },
      body: input.changes,
    }),
  );
}

export function useUpdateOwnerVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnerVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['portal'] }),
  });
}
