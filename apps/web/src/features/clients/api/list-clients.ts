import type { ClientSort, ClientTag, ClientVisitFilters } from '@pitstop/domain/clients';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

export type ClientFilters = {
  search: string;
  tag: ClientTag | null;
  /** The archived clients instead of the active ones. */
  archived: boolean;
  sort: ClientSort;
  order: 'asc' | 'desc';
  /** The reports' drill-downs (ADR 051): visited in, first visit in, no visit since. */
  visits: ClientVisitFilters;
};

/**
 * `GET /api/v1/clients` (staff): searched, filtered, sorted and aggregated by the server, one
 * keyset page at a time — never the whole table (issue 4).
 */
export function clientsQuery(filters: ClientFilters) {
  return infiniteQueryOptions({
    queryKey: ['clients', 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/api/v1/clients', {
          params: {
            query: {
              search: filters.search.trim() || undefined,
              tag: filters.tag ?? undefined,
              archived: filters.archived ? 'true' : undefined,
              sort: filters.sort,
              order: filters.order,
              ...filters.visits,
              cursor: pageParam,
            },
          },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useClients(filters: ClientFilters) {
  return useInfiniteQuery(clientsQuery(filters));
}
