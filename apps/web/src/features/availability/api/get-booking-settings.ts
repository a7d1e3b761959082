import type { BookingSettings } from '@pitstop/domain/booking-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/booking-settings` (staff): the shop's online booking rules. */
export function bookingSettingsQuery() {
  return queryOptions({
    queryKey: ['booking-settings'],
    queryFn: ({ signal }) => api<BookingSettings>('/booking-settings', { signal }),
  });
}

export function useBookingSettings(enabled: boolean) {
  return useQuery({ ...bookingSettingsQuery(), enabled });
}
