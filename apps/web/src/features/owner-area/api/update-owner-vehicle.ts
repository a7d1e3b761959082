import type { OwnerVehicle } from '@pitstop/domain/portal';
import type { VehicleUpdateInput } from '@pitstop/domain/vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/portal/vehicles/:id`: one of the owner's own vehicles. */
export function updateOwnerVehicle(input: {
  id: string;
  changes: VehicleUpdateInput;
}): Promise<OwnerVehicle> {
  return api<OwnerVehicle>(`/portal/vehicles/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: input.changes,
  });
}

export function useUpdateOwnerVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnerVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['portal'] }),
  });
}
