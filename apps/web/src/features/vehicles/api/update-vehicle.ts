import type { Vehicle, VehicleUpdateInput } from '@pitstop/domain/vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/vehicles/:id` (admin, front desk). */
export function updateVehicle(input: {
  id: string;
  changes: VehicleUpdateInput;
}): Promise<Vehicle> {
  return api<Vehicle>(`/vehicles/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: input.changes,
  });
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
