import type { QueryClient } from '@tanstack/react-query';

/** A booking changed: lists, calendar, slots, the dashboard panel and the badges. */
export function invalidateBookings(queryClient: QueryClient) {
  return Promise.all(
    [['appointments'], ['booking-slots'], ['dashboard'], ['sidebar-counts']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
