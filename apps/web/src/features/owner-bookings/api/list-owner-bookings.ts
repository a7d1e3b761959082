import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/bookings`: the car owner's upcoming and past bookings in every shop. */
export const ownerBookingsQuery = queryOptions({
  queryKey: ['portal', 'bookings'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/portal/bookings', { signal })),
});

export function useOwnerBookings() {
  return useQuery(ownerBookingsQuery);
}
