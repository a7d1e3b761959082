import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/availability?from&to` (staff): hours, closures and time off for a week. */
export function availabilityQuery(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: ['availability', range],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/availability', { params: { query: range }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useAvailability(range: { from: string; to: string }) {
  return useQuery(availabilityQuery(range));
}
