import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../lib/api-client.ts';

/**
 * Where free times come from: a new booking's services at a workshop
 * (`GET /api/v1/public/workshops/:shopId/booking-slots`), or the times an owner's booking can
 * move to (`GET /api/v1/portal/bookings/:id/slots`, where it does not block itself).
 */
export type SlotSource =
  | { kind: 'new'; shopId: string; serviceIds: readonly string[] }
  | { kind: 'move'; bookingId: string };

/** The free start times per day of [from, to] (the shop's local dates, inclusive). */
export function bookingSlotsQuery(source: SlotSource, from: string, to: string) {
  const key =
    source.kind === 'new'
      ? ['new', source.shopId, source.serviceIds.join(',')]
      : ['move', source.bookingId];
  return queryOptions({
    queryKey: ['booking-slots', ...key, from, to],
    queryFn: ({ signal }) =>
      source.kind === 'new'
        ? unwrap(
            client.GET('/api/v1/public/workshops/{shopId}/booking-slots', {
              params: {
                path: { shopId: source.shopId },
                query: { serviceIds: source.serviceIds.join(','), from, to },
              },
              signal,
            }),
          )
        : unwrap(
            client.GET('/api/v1/portal/bookings/{id}/slots', {
              params: { path: { id: source.bookingId }, query: { from, to } },
              signal,
            }),
          ),
    // Slots change by the minute: never kept for long.
    staleTime: 30_000,
  });
}

export function useBookingSlots(source: SlotSource, from: string, to: string) {
  return useQuery({ ...bookingSlotsQuery(source, from, to), placeholderData: keepPreviousData });
}
