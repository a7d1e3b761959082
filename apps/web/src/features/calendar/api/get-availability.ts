import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `GET /api/v1/availability?from&to` (staff): opening hours, closures, each mechanic's hours and
 * time off for the visible days (local dates, inclusive) — what the calendar shades.
 */
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
