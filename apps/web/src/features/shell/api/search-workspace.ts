import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/search?q=` (staff): clients, vehicles and services matching `q`, ≤ 5 each. */
export function searchQuery(q: string) {
  return queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/search', { params: { query: { q } }, signal })),
    enabled: q.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useWorkspaceSearch(q: string) {
  return useQuery(searchQuery(q));
}
