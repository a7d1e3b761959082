import type { AppointmentDetail } from '@pitstop/domain/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/appointments/:id`: the booking with its services and history. */
export function appointmentQuery(id: string) {
  return queryOptions({
    queryKey: ['appointments', 'detail', id],
    queryFn: ({ signal }) =>
      api<AppointmentDetail>(`/appointments/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useAppointment(id: string) {
  return useQuery(appointmentQuery(id));
}
