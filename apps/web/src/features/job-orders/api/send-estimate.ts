import type { JobOrderEstimate } from '@pitstop/domain/job-order-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateJobOrders } from './invalidate-job-orders.ts';

/**
 * `POST /api/v1/job-orders/:id/estimate` (the desk): e-mails the client a link to the estimate
 * and moves the job order to awaiting approval. It answers with the estimate, so the job order
 * is read again.
 */
export function sendEstimate(id: string): Promise<JobOrderEstimate> {
  return api<JobOrderEstimate>(`/job-orders/${encodeURIComponent(id)}/estimate`, {
    method: 'POST',
  });
}

export function useSendEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEstimate,
    onSuccess: () => invalidateJobOrders(queryClient),
  });
}
