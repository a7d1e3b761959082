import type { AppointmentUpdateInput } from '@pitstop/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateBookings } from './invalidate-bookings.ts';

/** `PATCH /api/v1/appointments/:id`: reschedule or assign a mechanic (admin, front desk). */
export function updateAppointment(input: { id: string; changes: AppointmentUpdateInput }) {
  return unwrap(
    client.PATCH('/api/v1/appointments/{id}', {
      params: { path: { id: input.id } },
      body: input.changes,
    }),
  );
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    onSuccess: (detail) => {
      queryClient.setQueryData(['appointments', 'detail', detail.id], detail);
      return invalidateBookings(queryClient);
    },
  });
}
