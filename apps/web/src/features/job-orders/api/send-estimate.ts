import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateJobOrders } from './invalidate-job-orders.ts';

/**
 * `POST /api/v1/job-orders/:id/estimate` (the desk): e-mails the client (or `to`) a link to the estimate
 * and moves the job order to awaiting approval. It answers with the estimate, so the job order
 * is read again.
 */
export function sendEstimate(input: { id: string; to: string }) {
  return unwrap(
    client.POST('/api/v1/job-orders/{id}/estimate', {
      params: { path: { id: input.id } },
      body: { to: input.to },
    }),
  );
}

export function useSendEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEstimate,
    onSuccess: () => invalidateJobOrders(queryClient),
  });
}
