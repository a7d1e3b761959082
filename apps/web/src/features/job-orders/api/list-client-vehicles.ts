import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/vehicles?clientId=`: the client's vehicles (the first 100, newest first). */
export function clientVehiclesQuery(clientId: string | null) {
  return queryOptions({
    queryKey: ['vehicles', 'list', { clientId }],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/vehicles', {
          params: { query: { clientId: clientId ?? undefined, limit: 100 } },
          signal,
        }),
      ),
    enabled: clientId !== null,
  });
}

export function useClientVehicles(clientId: string | null) {
  return useQuery(clientVehiclesQuery(clientId));
}
