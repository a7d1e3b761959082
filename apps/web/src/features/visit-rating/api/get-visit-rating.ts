import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/rating-links/:token` (public): the visit a "How was your visit?" link opens. */
export const visitRatingQuery = (token: string) =>
  queryOptions({
    queryKey: ['rating-links', token],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/rating-links/{token}', { params: { path: { token } }, signal })),
    // An invalid or expired link stays so: asking again only delays the message.
    retry: false,
  });

export function useVisitRating(token: string) {
  return useQuery(visitRatingQuery(token));
}
