import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/bookings/:id`: one of the owner's bookings with its history. */
export function ownerBookingQuery(id: string) {
  return queryOptions({
    queryKey: ['portal', 'bookings', id],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/portal/bookings/{id}', { params: { path: { id } }, signal })),
  });
}

export function useOwnerBooking(id: string) {
  return useQuery(ownerBookingQuery(id));
}
