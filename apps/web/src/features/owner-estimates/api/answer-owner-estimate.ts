import type { EstimateAnswerInput } from '@pitstop/domain/job-order-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/portal/job-orders/:id/estimate/answer`: the owner's answer, with their typed name. */
export function answerOwnerEstimate(input: { jobOrderId: string; answer: EstimateAnswerInput }) {
  return unwrap(
    client.POST('/api/v1/portal/job-orders/{id}/estimate/answer', {
      params: { path: { id: input.jobOrderId } },
      body: input.answer,
    }),
  );
}

export function useAnswerOwnerEstimate(jobOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: EstimateAnswerInput) => answerOwnerEstimate({ jobOrderId, answer }),
    onSuccess: (view) => queryClient.setQueryData(['portal', 'estimates', jobOrderId], view),
    // The dashboard's job status and recommended services change with the answer.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['portal'] }),
  });
}
