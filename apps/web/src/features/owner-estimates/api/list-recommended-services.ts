import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/declined-work`: work the owner declined, soonest follow-up first. */
export const recommendedServicesQuery = queryOptions({
  queryKey: ['portal', 'declined-work'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/portal/declined-work', { signal })),
});

export function useRecommendedServices() {
  return useQuery(recommendedServicesQuery);
}
