import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/workshops`: the workshops on Pitstop a car owner can choose. */
export const workshopsQuery = queryOptions({
  queryKey: ['portal', 'workshops'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/portal/workshops', { signal })),
});

export function useWorkshops(enabled = true) {
  return useQuery({ ...workshopsQuery, enabled });
}
