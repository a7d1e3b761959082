import type { OwnerBookingList } from '@pitstop/domain/portal-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/bookings`: the car owner's upcoming and past bookings in every shop. */
export const ownerBookingsQuery = queryOptions({
  queryKey: ['portal', 'bookings'],
  queryFn: ({ signal }) => api<OwnerBookingList>('/portal/bookings', { signal }),
});

export function useOwnerBookings() {
  return useQuery(ownerBookingsQuery);
}
