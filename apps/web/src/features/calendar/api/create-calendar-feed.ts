import type { CalendarFeed } from '@pitstop/domain/bookings';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/v1/appointments/calendar-feed` (mechanic): a new secret iCalendar address of their
 * own schedule; the previous address stops working.
 */
export function useCreateCalendarFeed() {
  return useMutation({
    mutationFn: () => api<CalendarFeed>('/appointments/calendar-feed', { method: 'POST' }),
  });
}
