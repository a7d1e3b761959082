import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/dashboard`: the car owner's live figures, from the database. */
export const ownerDashboardQuery = queryOptions({
  queryKey: ['portal', 'dashboard'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/portal/dashboard', { signal })),
});

export function useOwnerDashboard() {
  return useQuery(ownerDashboardQuery);
}
