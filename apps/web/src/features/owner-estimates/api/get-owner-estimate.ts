import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/job-orders/:id/estimate`: the newest estimate of the owner's job order. */
export function ownerEstimateQuery(jobOrderId: string) {
  return queryOptions({
    queryKey: ['portal', 'estimates', jobOrderId],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/portal/job-orders/{id}/estimate', {
          params: { path: { id: jobOrderId } },
          signal,
        }),
      ),
  });
}

export function useOwnerEstimate(jobOrderId: string) {
  return useQuery(ownerEstimateQuery(jobOrderId));
}

/** The newest estimate of the owner's job order as a PDF. */
export function ownerEstimatePdfUrl(jobOrderId: string): string {
  return `/api/v1/portal/job-orders/${encodeURIComponent(jobOrderId)}/estimate/pdf`;
}
