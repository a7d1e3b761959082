import type { JobOrderDetail } from '@pitstop/domain/job-order-views';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateJobOrders } from './invalidate-job-orders.ts';

export function jobOrderKey(id: string) {
  return ['job-orders', 'detail', id] as const;
}

/** `GET /api/v1/job-orders/:id`: the job order with its lines, totals, estimate and history. */
export function jobOrderQuery(id: string) {
  return queryOptions({
    queryKey: jobOrderKey(id),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/job-orders/{id}', { params: { path: { id } }, signal })),
  });
}

export function useJobOrder(id: string) {
  return useQuery(jobOrderQuery(id));
}

/**
 * A write answered with the job order as it now stands: the screen shows it at once, and the
 * lists, the Pending badge and the dashboard read theirs again.
 */
export function storeJobOrder(queryClient: QueryClient, detail: JobOrderDetail) {
  queryClient.setQueryData(jobOrderKey(detail.id), detail);
  return invalidateJobOrders(queryClient);
}
