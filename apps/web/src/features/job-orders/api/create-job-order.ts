import type { JobOrderDetail } from '@pitstop/domain/job-order-views';
import type { JobOrderCreateInput } from '@pitstop/domain/job-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateJobOrders } from './invalidate-job-orders.ts';

/** `POST /api/v1/job-orders` (admin, front desk): a walk-in job order. */
export function createJobOrder(input: JobOrderCreateInput): Promise<JobOrderDetail> {
  return api<JobOrderDetail>('/job-orders', { method: 'POST', body: input });
}

export function useCreateJobOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobOrder,
    onSuccess: () => invalidateJobOrders(queryClient),
  });
}
