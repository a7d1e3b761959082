import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/inspection-links/:token`: the inspection an e-mailed link shows (no sign-in). */
export function inspectionLinkQuery(token: string) {
  return queryOptions({
    queryKey: ['inspection-links', token],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/inspection-links/{token}', { params: { path: { token } }, signal }),
      ),
    // An unknown or expired link stays so: asking again only delays the explanation.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

export function useInspectionLink(token: string) {
  return useQuery(inspectionLinkQuery(token));
}
