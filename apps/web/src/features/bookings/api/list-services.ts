import type { Service } from '@pitstop/domain/services';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/services`: the active services a booking can hold, in name order. */
export const bookableServicesQuery = queryOptions({
  queryKey: ['services', 'list', { search: '', includeInactive: false }],
  queryFn: ({ signal }) => api<Service[]>('/services', { signal }),
});

export function useBookableServices() {
  return useQuery(bookableServicesQuery);
}
