import type { OwnerVehicle } from '@pitstop/domain/portal';
import type { VehicleInput } from '@pitstop/domain/vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/v1/portal/vehicles`: `clientId` is the owner's record in the chosen shop. */
export function createOwnerVehicle(input: VehicleInput): Promise<OwnerVehicle> {
  return api<OwnerVehicle>('/portal/vehicles', { method: 'POST', body: input });
}

export function useCreateOwnerVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOwnerVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['portal'] }),
  });
}
