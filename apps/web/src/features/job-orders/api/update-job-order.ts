import type { JobOrderDetail, JobOrderUpdateInput } from '@pitstop/domain/job-order-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeJobOrder } from './get-job-order.ts';

/** `PATCH /api/v1/job-orders/:id`: concern, mileage in, promised time, mechanic, notes. */
export function updateJobOrder(input: {
  id: string;
  changes: JobOrderUpdateInput;
}): Promise<JobOrderDetail> {
  return api<JobOrderDetail>(`/job-orders/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: input.changes,
  });
}

export function useUpdateJobOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobOrder,
    onSuccess: (detail) => storeJobOrder(queryClient, detail),
  });
}
