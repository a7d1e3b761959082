import type { VehicleInput } from '@pitstop/domain/vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/portal/vehicles`: `clientId` is the owner's record in the chosen shop. */
export function createOwnerVehicle(input: VehicleInput) {
  return unwrap(client.POST('/api/v1/portal/vehicles', { body: input }));
}

export function useCreateOwnerVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOwnerVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['portal'] }),
  });
}
