import type { VehicleList } from '@pitstop/domain/vehicles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/vehicles?clientId=` (staff): one client's vehicles, for the profile's tab. */
export function clientVehiclesQuery(clientId: string) {
  return queryOptions({
    queryKey: ['vehicles', 'client', clientId],
    queryFn: ({ signal }) =>
      api<VehicleList>('/vehicles', { signal, query: { clientId, limit: 100 } }),
  });
}

export function useClientVehicles(clientId: string) {
  return useQuery(clientVehiclesQuery(clientId));
}
