import type { TechnicianDashboard } from '@pitstop/domain/job-order-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/dashboard/technician`: the mechanic's queue, stat strip and running clock. */
export const technicianDashboardQuery = queryOptions({
  queryKey: ['technician', 'dashboard'],
  queryFn: ({ signal }) => api<TechnicianDashboard>('/dashboard/technician', { signal }),
});

export function useTechnicianDashboard() {
  return useQuery(technicianDashboardQuery);
}
