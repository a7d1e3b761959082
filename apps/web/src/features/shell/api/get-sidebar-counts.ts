import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/sidebar-counts` (staff): the sidebar's live badge numbers. */
export const sidebarCountsQuery = queryOptions({
  queryKey: ['sidebar-counts'],
  queryFn: () => unwrap(client.GET('/api/v1/sidebar-counts')),
  // Badges are live counts: refreshed every minute and on every navigation past 30 s.
  staleTime: 30_000,
  refetchInterval: 60_000,
});

export function useSidebarCounts() {
  return useQuery(sidebarCountsQuery);
}
