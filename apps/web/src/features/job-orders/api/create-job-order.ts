import type { JobOrderCreateInput } from '@pitstop/domain/job-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateJobOrders } from './invalidate-job-orders.ts';

/** `POST /api/v1/job-orders` (admin, front desk): a walk-in job order. */
export function createJobOrder(input: JobOrderCreateInput) {
  return unwrap(client.POST('/api/v1/job-orders', { body: input }));
}

export function useCreateJobOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobOrder,
    onSuccess: () => invalidateJobOrders(queryClient),
  });
}
