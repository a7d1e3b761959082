import type { VehicleList } from '@pitstop/domain/vehicles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/vehicles?clientId=`: the client's vehicles (the first 100, newest first). */
export function clientVehiclesQuery(clientId: string | null) {
  return queryOptions({
    queryKey: ['vehicles', 'list', { clientId }],
    queryFn: ({ signal }) =>
      api<VehicleList>('/vehicles', { signal, query: { clientId, limit: 100 } }),
    enabled: clientId !== null,
  });
}

export function useClientVehicles(clientId: string | null) {
  return useQuery(clientVehiclesQuery(clientId));
}
