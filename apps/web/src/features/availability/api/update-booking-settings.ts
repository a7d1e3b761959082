import type { BookingSettings } from '@pitstop/domain/booking-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/booking-settings` (admin). */
export function updateBookingSettings(changes: Partial<BookingSettings>) {
  return unwrap(client.PATCH('/api/v1/booking-settings', { body: changes }));
}

export function useUpdateBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingSettings,
    onSuccess: (saved) => queryClient.setQueryData(['booking-settings'], saved),
  });
}
