import type { Availability } from '@pitstop/domain/availability';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/availability?from&to`: the shop's time zone and its mechanics (for the pickers). */
export function availabilityQuery(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: ['availability', range],
    queryFn: ({ signal }) => api<Availability>('/availability', { signal, query: range }),
  });
}

export function useAvailability(range: { from: string; to: string }) {
  return useQuery(availabilityQuery(range));
}
