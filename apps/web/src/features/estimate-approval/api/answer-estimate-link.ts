import type { EstimateAnswerInput } from '@pitstop/domain/job-order-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/estimate-links/:token/answer`: every pending line answered and a typed name. */
export function answerEstimateLink(input: { token: string; answer: EstimateAnswerInput }) {
  return unwrap(
    client.POST('/api/v1/estimate-links/{token}/answer', {
      params: { path: { token: input.token } },
      body: input.answer,
    }),
  );
}

export function useAnswerEstimateLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: EstimateAnswerInput) => answerEstimateLink({ token, answer }),
    onSuccess: (view) => queryClient.setQueryData(['estimate-links', token], view),
  });
}
