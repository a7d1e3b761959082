import type { AppointmentTransitionInput } from '@pitstop/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateBookings } from './invalidate-bookings.ts';

/** `POST /api/v1/appointments/:id/transitions`: confirm, check in, complete, cancel, no-show. */
export function transitionAppointment(input: {
  id: string;
  transition: AppointmentTransitionInput;
}) {
  return unwrap(
    client.POST('/api/v1/appointments/{id}/transitions', {
      params: { path: { id: input.id } },
      body: input.transition,
    }),
  );
}

export function useTransitionAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionAppointment,
    onSuccess: (detail) => {
      queryClient.setQueryData(['appointments', 'detail', detail.id], detail);
      return invalidateBookings(queryClient);
    },
  });
}
