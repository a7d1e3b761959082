import type { OwnerClient } from '@pitstop/domain/portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/profile` (signed in): the car owner's client record in each shop. */
export const ownerProfileQuery = queryOptions({
  queryKey: ['portal', 'profile'],
  queryFn: ({ signal }) => api<OwnerClient[]>('/portal/profile', { signal }),
});

export function useOwnerProfile() {
  return useQuery(ownerProfileQuery);
}
