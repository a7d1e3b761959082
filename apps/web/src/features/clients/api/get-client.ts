import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/clients/:id` (staff): every field, for the edit dialog. */
export function clientQuery(id: string) {
  return queryOptions({
    queryKey: ['clients', 'detail', id],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/clients/{id}', { params: { path: { id } }, signal })),
  });
}

export function useClient(id: string) {
  return useQuery(clientQuery(id));
}
