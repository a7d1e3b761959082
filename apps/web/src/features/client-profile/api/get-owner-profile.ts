import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/profile` (signed in): the car owner's client record in each shop. */
export const ownerProfileQuery = queryOptions({
  queryKey: ['portal', 'profile'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/portal/profile', { signal })),
});

export function useOwnerProfile() {
  return useQuery(ownerProfileQuery);
}
