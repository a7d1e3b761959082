import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/inspections`: the inspections shops have shared with the car owner. */
export const ownerInspectionsQuery = queryOptions({
  queryKey: ['portal', 'inspections'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/portal/inspections', { signal })),
});

export function useOwnerInspections() {
  return useQuery(ownerInspectionsQuery);
}
