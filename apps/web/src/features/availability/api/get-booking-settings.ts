import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/booking-settings` (staff): the shop's online booking rules. */
export function bookingSettingsQuery() {
  return queryOptions({
    queryKey: ['booking-settings'],
    queryFn: ({ signal }) => unwrap(client.GET('/api/v1/booking-settings', { signal })),
  });
}

export function useBookingSettings(enabled: boolean) {
  return useQuery({ ...bookingSettingsQuery(), enabled });
}
