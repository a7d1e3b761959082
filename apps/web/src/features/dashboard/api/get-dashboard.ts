import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/dashboard` (staff): live figures, recent clients and recent services. */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => unwrap(client.GET('/api/v1/dashboard')),
  staleTime: 60_000,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
