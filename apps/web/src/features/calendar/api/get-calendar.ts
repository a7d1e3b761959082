import type { AppointmentStatus } from '@pitstop/domain/bookings';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

export type CalendarQuery = {
  /** Instants (ISO) of the visible range, [from, to). */
  from: string;
  to: string;
  mechanicId: string | null;
  status: AppointmentStatus | null;
};

/**
 * `GET /api/v1/appointments/calendar` (staff): every appointment overlapping the range. Keyed
 * under `appointments` so any booking change (a form, the detail page, an event) refreshes it.
 */
export function calendarQuery(query: CalendarQuery | null) {
  return queryOptions({
    queryKey: ['appointments', 'calendar', query],
    // The range is known once the shop's time zone is (it comes with the availability).
    queryFn: query
      ? ({ signal }) =>
          unwrap(
            client.GET('/api/v1/appointments/calendar', {
              params: {
                query: {
                  from: query.from,
                  to: query.to,
                  mechanicId: query.mechanicId ?? undefined,
                  status: query.status ?? undefined,
                },
              },
              signal,
            }),
          )
      : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useCalendar(query: CalendarQuery | null) {
  return useQuery(calendarQuery(query));
}
