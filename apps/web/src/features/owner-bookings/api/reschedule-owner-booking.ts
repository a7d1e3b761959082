import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/portal/bookings/:id`: a new start (a free slot), before the shop's cut-off. */
export function rescheduleOwnerBooking(input: { id: string; startsAt: string }) {
  return unwrap(
    client.PATCH('/api/v1/portal/bookings/{id}', {
      params: { path: { id: input.id } },
      body: { startsAt: input.startsAt },
    }),
  );
}

export function useRescheduleOwnerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleOwnerBooking,
    onSuccess: (detail) => queryClient.setQueryData(['portal', 'bookings', detail.id], detail),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['portal'] }),
        queryClient.invalidateQueries({ queryKey: ['booking-slots'] }),
      ]),
  });
}
