import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/appointments/:id`: the booking with its services and history. */
export function appointmentQuery(id: string) {
  return queryOptions({
    queryKey: ['appointments', 'detail', id],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/appointments/{id}', { params: { path: { id } }, signal })),
  });
}

export function useAppointment(id: string) {
  return useQuery(appointmentQuery(id));
}
