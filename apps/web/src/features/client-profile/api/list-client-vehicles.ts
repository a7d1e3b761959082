import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/vehicles?clientId=` (staff): one client's vehicles, for the profile's tab. */
export function clientVehiclesQuery(clientId: string) {
  return queryOptions({
    queryKey: ['vehicles', 'client', clientId],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/vehicles', { params: { query: { clientId, limit: 100 } }, signal }),
      ),
  });
}

export function useClientVehicles(clientId: string) {
  return useQuery(clientVehiclesQuery(clientId));
}
