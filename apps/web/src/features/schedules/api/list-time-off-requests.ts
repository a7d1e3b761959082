import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `GET /api/v1/time-off-requests?scope` : `mine` the caller's own requests (any staff member),
 * `pending` those waiting for a decision with the bookings in them (admin, manager).
 */
export function timeOffRequestsQuery(scope: 'mine' | 'pending') {
  return queryOptions({
    queryKey: ['time-off-requests', scope],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/time-off-requests', { params: { query: { scope } }, signal })),
  });
}

export function useTimeOffRequests(scope: 'mine' | 'pending') {
  return useQuery(timeOffRequestsQuery(scope));
}
