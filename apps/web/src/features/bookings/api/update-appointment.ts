import type { AppointmentDetail, AppointmentUpdateInput } from '@pitstop/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateBookings } from './invalidate-bookings.ts';

/** `PATCH /api/v1/appointments/:id`: reschedule or assign a mechanic (admin, front desk). */
export function updateAppointment(input: {
  id: string;
  changes: AppointmentUpdateInput;
}): Promise<AppointmentDetail> {
  return api<AppointmentDetail>(`/appointments/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: input.changes,
  });
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
