import type { OwnerDashboard } from '@pitstop/domain/portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/dashboard`: the car owner's live figures, from the database. */
export const ownerDashboardQuery = queryOptions({
  queryKey: ['portal', 'dashboard'],
  queryFn: ({ signal }) => api<OwnerDashboard>('/portal/dashboard', { signal }),
});

export function useOwnerDashboard() {
  return useQuery(ownerDashboardQuery);
}
