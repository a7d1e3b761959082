import type { OwnerDeclinedWorkList } from '@pitstop/domain/job-order-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/declined-work`: work the owner declined, soonest follow-up first. */
export const recommendedServicesQuery = queryOptions({
  queryKey: ['portal', 'declined-work'],
  queryFn: ({ signal }) => api<OwnerDeclinedWorkList>('/portal/declined-work', { signal }),
});

export function useRecommendedServices() {
  return useQuery(recommendedServicesQuery);
}
