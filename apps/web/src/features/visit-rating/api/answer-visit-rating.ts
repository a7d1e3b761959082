import type { VisitRatingInput, VisitRatingView } from '@pitstop/domain/job-order-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/v1/rating-links/:token` (public): the customer's stars and comment. */
export function answerVisitRating(input: {
  token: string;
  answer: VisitRatingInput;
}): Promise<VisitRatingView> {
  return api<VisitRatingView>(`/rating-links/${encodeURIComponent(input.token)}`, {
    method: 'POST',
    body: input.answer,
  });
}

export function useAnswerVisitRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerVisitRating,
    onSuccess: (view, input) => queryClient.setQueryData(['rating-links', input.token], view),
  });
}
