import type { PortalBookingInput } from '@pitstop/domain/portal-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/portal/bookings`: pending or confirmed at once, as the workshop decides. */
export function createBooking(input: PortalBookingInput) {
  return unwrap(client.POST('/api/v1/portal/bookings', { body: input }));
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // The owner's lists and the dashboard show the new booking; the taken slot is gone.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['portal'] }),
        queryClient.invalidateQueries({ queryKey: ['booking-slots'] }),
      ]),
  });
}
