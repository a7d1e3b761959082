import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/availability?from&to`: the shop's time zone and its mechanics (for the pickers). */
export function availabilityQuery(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: ['availability', range],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/availability', { params: { query: range }, signal })),
  });
}

export function useAvailability(range: { from: string; to: string }) {
  return useQuery(availabilityQuery(range));
}
