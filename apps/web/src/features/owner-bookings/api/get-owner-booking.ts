import type { OwnerBookingDetail } from '@pitstop/domain/portal-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/bookings/:id`: one of the owner's bookings with its history. */
export function ownerBookingQuery(id: string) {
  return queryOptions({
    queryKey: ['portal', 'bookings', id],
    queryFn: ({ signal }) => api<OwnerBookingDetail>(`/portal/bookings/${id}`, { signal }),
  });
}

export function useOwnerBooking(id: string) {
  return useQuery(ownerBookingQuery(id));
}
