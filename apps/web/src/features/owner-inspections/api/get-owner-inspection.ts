import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/inspections/:id`: one shared inspection of the car owner's vehicle. */
export function ownerInspectionQuery(id: string) {
  return queryOptions({
    queryKey: ['portal', 'inspections', id],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/portal/inspections/{id}', { params: { path: { id } }, signal })),
    // Not theirs or not shared stays so: asking again only delays the explanation.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

export function useOwnerInspection(id: string) {
  return useQuery(ownerInspectionQuery(id));
}
