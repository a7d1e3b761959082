import type { AppointmentInput } from '@pitstop/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { invalidateBookings } from './invalidate-bookings.ts';

/** `POST /api/v1/appointments` (admin, front desk). */
export function createAppointment(input: AppointmentInput) {
  return unwrap(client.POST('/api/v1/appointments', { body: input }));
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: () => invalidateBookings(queryClient),
  });
}
