import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/dashboard/service-requests`: the shop's pending and upcoming bookings. */
export const serviceRequestsQuery = queryOptions({
  queryKey: ['dashboard', 'service-requests'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/dashboard/service-requests', { signal })),
});

export function useServiceRequests() {
  return useQuery(serviceRequestsQuery);
}
