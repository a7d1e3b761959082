import type { WorkshopSummary } from '@pitstop/domain/portal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/workshops`: the workshops on Pitstop a car owner can choose. */
export const workshopsQuery = queryOptions({
  queryKey: ['portal', 'workshops'],
  queryFn: ({ signal }) => api<WorkshopSummary[]>('/portal/workshops', { signal }),
});

export function useWorkshops(enabled = true) {
  return useQuery({ ...workshopsQuery, enabled });
}
