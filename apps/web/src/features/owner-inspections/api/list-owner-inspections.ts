import type { OwnerInspectionList } from '@pitstop/domain/inspection-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/inspections`: the inspections shops have shared with the car owner. */
export const ownerInspectionsQuery = queryOptions({
  queryKey: ['portal', 'inspections'],
  queryFn: ({ signal }) => api<OwnerInspectionList>('/portal/inspections', { signal }),
});

export function useOwnerInspections() {
  return useQuery(ownerInspectionsQuery);
}
