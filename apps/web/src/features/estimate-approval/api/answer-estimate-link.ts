import type { EstimateAnswerInput, EstimateView } from '@pitstop/domain/job-order-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/v1/estimate-links/:token/answer`: every pending line answered and a typed name. */
export function answerEstimateLink(input: {
  token: string;
  answer: EstimateAnswerInput;
}): Promise<EstimateView> {
  return api<EstimateView>(`/estimate-links/${encodeURIComponent(input.token)}/answer`, {
    method: 'POST',
    body: input.answer,
  });
}

export function useAnswerEstimateLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: EstimateAnswerInput) => answerEstimateLink({ token, answer }),
    onSuccess: (view) => queryClient.setQueryData(['estimate-links', token], view),
  });
}
