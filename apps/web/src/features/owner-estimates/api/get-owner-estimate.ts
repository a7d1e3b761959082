import type { EstimateView } from '@pitstop/domain/job-order-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/job-orders/:id/estimate`: the newest estimate of the owner's job order. */
export function ownerEstimateQuery(jobOrderId: string) {
  return queryOptions({
    queryKey: ['portal', 'estimates', jobOrderId],
    queryFn: ({ signal }) =>
      api<EstimateView>(`/portal/job-orders/${encodeURIComponent(jobOrderId)}/estimate`, {
        signal,
      }),
  });
}

export function useOwnerEstimate(jobOrderId: string) {
  return useQuery(ownerEstimateQuery(jobOrderId));
}
