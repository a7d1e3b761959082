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

/** `GET /api/v1/dashboard/kpis` (admin and manager): the KPI cards with their sparklines. */
export const dashboardKpisQuery = queryOptions({
  queryKey: ['dashboard', 'kpis'],
  queryFn: () => unwrap(client.GET('/api/v1/dashboard/kpis')),
  staleTime: 60_000,
});

export function useDashboardKpis() {
  return useQuery(dashboardKpisQuery);
}
