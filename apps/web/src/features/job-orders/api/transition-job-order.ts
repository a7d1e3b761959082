import type { JobOrderTransitionInput } from '@pitstop/domain/job-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { storeJobOrder } from './get-job-order.ts';

/** `POST /api/v1/job-orders/:id/transitions`: a status move of `jobOrderMachine`. */
export function transitionJobOrder(input: { id: string; transition: JobOrderTransitionInput }) {
  return unwrap(
    client.POST('/api/v1/job-orders/{id}/transitions', {
      params: { path: { id: input.id } },
      body: input.transition,
    }),
  );
}

export function useTransitionJobOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionJobOrder,
    onSuccess: (detail) => storeJobOrder(queryClient, detail),
  });
}
