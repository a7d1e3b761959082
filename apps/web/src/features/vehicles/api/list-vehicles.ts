import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

export type VehicleFilters = { search: string };

/** `GET /api/v1/vehicles` (staff): newest first, searched on the server, one keyset page at a time. */
export function vehiclesQuery(filters: VehicleFilters) {
  return infiniteQueryOptions({
    queryKey: ['vehicles', 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/api/v1/vehicles', {
          params: { query: { search: filters.search.trim() || undefined, cursor: pageParam } },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useVehicles(filters: VehicleFilters) {
  return useInfiniteQuery(vehiclesQuery(filters));
}

/** The CSV of every vehicle matching the search (spec §7), streamed by the server. */
export function vehiclesExportUrl(filters: VehicleFilters): string {
  const search = filters.search.trim();
  return `/api/v1/vehicles/export.csv${search ? `?${new URLSearchParams({ search })}` : ''}`;
}
