import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/vehicles/:id/inspections` (staff): the vehicle's inspections, newest first. */
export function vehicleInspectionsQuery(vehicleId: string) {
  return queryOptions({
    queryKey: ['vehicles', 'inspections', vehicleId],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/vehicles/{id}/inspections', {
          params: { path: { id: vehicleId } },
          signal,
        }),
      ),
  });
}

export function useVehicleInspections(vehicleId: string | null) {
  return useQuery({ ...vehicleInspectionsQuery(vehicleId ?? ''), enabled: vehicleId !== null });
}
