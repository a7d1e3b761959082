import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/services`: the active services a booking can hold, in name order. */
export const bookableServicesQuery = queryOptions({
  queryKey: ['services', 'list', { search: '', includeInactive: false }],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/services', { signal })),
});

export function useBookableServices() {
  return useQuery(bookableServicesQuery);
}
