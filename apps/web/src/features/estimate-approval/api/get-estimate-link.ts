import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/estimate-links/:token`: the estimate an e-mailed link shows (no sign-in). */
export function estimateLinkQuery(token: string) {
  return queryOptions({
    queryKey: ['estimate-links', token],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/estimate-links/{token}', { params: { path: { token } }, signal })),
    // An invalid or expired link stays so: asking again only delays the explanation.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

export function useEstimateLink(token: string) {
  return useQuery(estimateLinkQuery(token));
}

/** The estimate as a PDF, through its link (no sign-in). */
export function estimateLinkPdfUrl(token: string): string {
  return `/api/v1/estimate-links/${encodeURIComponent(token)}/pdf`;
}
