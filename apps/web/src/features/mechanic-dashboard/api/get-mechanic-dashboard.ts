import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/dashboard/technician`: the mechanic's queue, stat strip and running clock. */
export const mechanicDashboardQuery = queryOptions({
  queryKey: ['mechanic-dashboard'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/dashboard/technician', { signal })),
});

export function useMechanicDashboard() {
  return useQuery(mechanicDashboardQuery);
}
