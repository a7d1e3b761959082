import type { Availability } from '@pitstop/domain/availability';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/availability?from&to` (staff): hours, closures and time off for a week. */
export function availabilityQuery(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: ['availability', range],
    queryFn: ({ signal }) => api<Availability>('/availability', { signal, query: range }),
    placeholderData: keepPreviousData,
  });
}

export function useAvailability(range: { from: string; to: string }) {
  return useQuery(availabilityQuery(range));
}
