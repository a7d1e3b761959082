import type { VehicleUpdateInput } from '@pitstop/domain/vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/vehicles/:id` (admin, front desk). */
export function updateVehicle(input: { id: string; changes: VehicleUpdateInput }) {
  return unwrap(
    client.PATCH('/api/v1/vehicles/{id}', {
      params: { path: { id: input.id } },
      body: input.changes,
    }),
  );
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vehicles'] }),
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
      ]),
  });
}
