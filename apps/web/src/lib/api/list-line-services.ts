import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../api-client.ts';

/** `GET /api/v1/services`: the active catalogue a labor line is priced from, in name order. */
export const lineServicesQuery = queryOptions({
  queryKey: ['services', 'list', { search: '', includeInactive: false }],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/services', { signal })),
});

export function useLineServices() {
  return useQuery(lineServicesQuery);
}
