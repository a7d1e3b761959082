import { useMutation } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `POST /api/v1/appointments/calendar-feed` (mechanic): a new secret iCalendar address of their
 * own schedule; the previous address stops working.
 */
export function useCreateCalendarFeed() {
  return useMutation({
    mutationFn: () => unwrap(client.POST('/api/v1/appointments/calendar-feed')),
  });
}
