import type { JobOrderDetail } from '@pitstop/domain/job-order-views';
import type { JobOrderTransitionInput } from '@pitstop/domain/job-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeJobOrder } from './get-job-order.ts';

/** `POST /api/v1/job-orders/:id/transitions`: a status move of `jobOrderMachine`. */
export function transitionJobOrder(input: {
  id: string;
  transition: JobOrderTransitionInput;
}): Promise<JobOrderDetail> {
  return api<JobOrderDetail>(`/job-orders/${encodeURIComponent(input.id)}/transitions`, {
    method: 'POST',
    body: input.transition,
  });
}

export function useTransitionJobOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionJobOrder,
    onSuccess: (detail) => storeJobOrder(queryClient, detail),
  });
}
