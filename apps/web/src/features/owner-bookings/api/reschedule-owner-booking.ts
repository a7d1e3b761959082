import type { OwnerBookingDetail } from '@pitstop/domain/portal-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `PATCH /api/v1/portal/bookings/:id`: a new start (a free slot), before the shop's cut-off. */
export function rescheduleOwnerBooking(input: {
  id: string;
  startsAt: string;
}): Promise<OwnerBookingDetail> {
  return api<OwnerBookingDetail>(`/portal/bookings/${input.id}`, {
    method: 'PATCH',
    body: { startsAt: input.startsAt },
  });
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
