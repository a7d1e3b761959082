import type { VisitRatingInput } from '@pitstop/domain/job-order-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/rating-links/:token` (public): the customer's stars and comment. */
export function answerVisitRating(input: { token: string; answer: VisitRatingInput }) {
  return unwrap(
    client.POST('/api/v1/rating-links/{token}', {
      params: { path: { token: input.token } },
      body: input.answer,
    }),
  );
}

export function useAnswerVisitRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerVisitRating,
    onSuccess: (view, input) => queryClient.setQueryData(['rating-links', input.token], view),
  });
}
