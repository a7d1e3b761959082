import type { InspectionView } from '@pitstop/domain/inspection-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateJobOrders } from './invalidate-job-orders.ts';

/**
 * `POST /api/v1/job-orders/:id/inspections`: an inspection of the job's vehicle from a template
 * (the shop's default when none is named), its items copied in order.
 */
export function startInspection(input: {
  jobOrderId: string;
  templateId?: string;
}): Promise<InspectionView> {
  return api<InspectionView>(`/job-orders/${encodeURIComponent(input.jobOrderId)}/inspections`, {
    method: 'POST',
    body: input.templateId ? { templateId: input.templateId } : {},
  });
}

export function useStartInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startInspection,
    onSuccess: () => invalidateJobOrders(queryClient),
  });
}
