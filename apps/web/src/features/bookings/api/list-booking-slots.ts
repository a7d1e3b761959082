import type { BookingSlots } from '@pitstop/domain/booking-slots';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type SlotQuery = {
  serviceIds: string[];
  /** A local date (YYYY-MM-DD) in the shop's time zone. */
  date: string | null;
  /** A mechanic's id or 'any'. */
  mechanicId: string;
  /** Rescheduling: the booking's own time does not count against its slots. */
  excludeAppointmentId?: string;
};

/** `GET /api/v1/booking-slots`: the free start times of one day for these services. */
export function bookingSlotsQuery(query: SlotQuery) {
  return queryOptions({
    queryKey: ['booking-slots', query],
    queryFn: ({ signal }) =>
      api<BookingSlots>('/booking-slots', {
        signal,
        query: {
          serviceIds: query.serviceIds.join(','),
          from: query.date,
          to: query.date,
          mechanicId: query.mechanicId,
          excludeAppointmentId: query.excludeAppointmentId,
        },
      }),
    enabled: query.serviceIds.length > 0 && query.date !== null,
    // Free time goes quickly: never offer slots older than a minute.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useBookingSlots(query: SlotQuery) {
  return useQuery(bookingSlotsQuery(query));
}
