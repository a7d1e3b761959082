import type {
  AppointmentSource,
  AppointmentStatus,
  BookingListView,
} from '@pitstop/domain/bookings';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

export type BookingFilters = {
  search: string;
  status: AppointmentStatus | null;
  source: AppointmentSource | null;
  /** A mechanic's id or 'unassigned'. */
  mechanicId: string | null;
  /** Local dates (YYYY-MM-DD) in the shop's time zone, inclusive. */
  from: string | null;
  to: string | null;
  /** Upcoming (from today, soonest first), past (latest first) or all. */
  when: BookingListView;
};

/** `GET /api/v1/appointments` (calendar readers): searched and filtered by the server, keyset pages. */
export function appointmentsQuery(filters: BookingFilters) {
  return infiniteQueryOptions({
    queryKey: ['appointments', 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/api/v1/appointments', {
          params: {
            query: {
              search: filters.search.trim() || undefined,
              status: filters.status ?? undefined,
              source: filters.source ?? undefined,
              mechanicId: filters.mechanicId ?? undefined,
              from: filters.from ?? undefined,
              to: filters.to ?? undefined,
              when: filters.when,
              cursor: pageParam,
            },
          },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useAppointments(filters: BookingFilters) {
  return useInfiniteQuery(appointmentsQuery(filters));
}
