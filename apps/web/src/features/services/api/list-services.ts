import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

export type ServiceFilters = { search: string; includeInactive: boolean };

/** `GET /api/v1/services` (all staff): the catalogue in name order, searched on the server. */
export function servicesQuery(filters: ServiceFilters) {
  return queryOptions({
    queryKey: ['services', 'list', filters],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/services', {
          params: {
            query: {
              search: filters.search.trim() || undefined,
              includeInactive: filters.includeInactive ? 'true' : undefined,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useServices(filters: ServiceFilters) {
  return useQuery(servicesQuery(filters));
}
