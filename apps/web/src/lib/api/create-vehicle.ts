import type { VehicleInput } from '@pitstop/domain/vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../api-client.ts';

/** `POST /api/v1/vehicles` (admin, front desk): the vehicle dialog and Add Appointment's new vehicle. */
export function createVehicle(input: VehicleInput) {
  return unwrap(client.POST('/api/v1/vehicles', { body: input }));
}

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    // A vehicle changes its owner's vehicle count and the dashboard's figures too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vehicles'] }),
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
