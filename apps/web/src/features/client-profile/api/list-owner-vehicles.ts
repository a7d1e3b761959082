import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/vehicles`: the car owner's vehicles in every shop they are a client of. */
export const ownerVehiclesQuery = queryOptions({
  queryKey: ['portal', 'vehicles'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/portal/vehicles', { signal })),
});

export function useOwnerVehicles() {
  return useQuery(ownerVehiclesQuery);
}
