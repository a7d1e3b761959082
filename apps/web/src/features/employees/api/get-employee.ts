import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `GET /api/v1/employees/:id` (by record or account id): the Employee page, with their work to
 * reassign and their history; admin and manager read anyone, other staff themselves.
 */
export function employeeQuery(id: string) {
  return queryOptions({
    queryKey: ['employees', 'detail', id],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/employees/{id}', { params: { path: { id } }, signal })),
  });
}

export function useEmployee(id: string) {
  return useQuery(employeeQuery(id));
}
