import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateJobOrders } from './invalidate-job-orders.ts';

/**
 * `POST /api/v1/job-orders/:id/inspections`: an inspection of the job's vehicle from a template
 * (the shop's default when none is named), its items copied in order.
 */
export function startInspection(input: { jobOrderId: string; templateId?: string }) {
  return unwrap(
    client.POST('/api/v1/job-orders/{id}/inspections', {
      params: { path: { id: input.jobOrderId } },
      body: input.templateId ? { templateId: input.templateId } : {},
    }),
  );
}

export function useStartInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startInspection,
    onSuccess: () => invalidateJobOrders(queryClient),
  });
}
