import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

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
  const { date } = query;
  return queryOptions({
    queryKey: ['booking-slots', query],
    // No day chosen yet: nothing to ask.
    queryFn:
      date === null
        ? skipToken
        : ({ signal }) =>
            unwrap(
              client.GET('/api/v1/booking-slots', {
                params: {
                  query: {
                    serviceIds: query.serviceIds.join(','),
                    from: date,
                    to: date,
                    mechanicId: query.mechanicId,
                    excludeAppointmentId: query.excludeAppointmentId,
                  },
                },
                signal,
              }),
            ),
    enabled: query.serviceIds.length > 0,
    // Free time goes quickly: never offer slots older than a minute.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useBookingSlots(query: SlotQuery) {
  return useQuery(bookingSlotsQuery(query));
}
