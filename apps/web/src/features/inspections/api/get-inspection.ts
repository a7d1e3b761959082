import type { InspectionItemView, InspectionView } from '@pitstop/domain/inspection-views';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';
import { withItem } from '../inspection-items.ts';

export function inspectionKey(id: string) {
  return ['inspections', 'detail', id] as const;
}

/** `GET /api/v1/inspections/:id` (staff; a mechanic their own jobs'): items, photos, last time. */
export function inspectionQuery(id: string) {
  return queryOptions({
    queryKey: inspectionKey(id),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/inspections/{id}', { params: { path: { id } }, signal })),
  });
}

export function useInspection(id: string) {
  return useQuery(inspectionQuery(id));
}

/** One item as the server now has it, put in the inspection on screen (counts follow). */
export function storeInspectionItem(
  queryClient: QueryClient,
  inspectionId: string,
  item: InspectionItemView,
) {
  queryClient.setQueryData<InspectionView>(inspectionKey(inspectionId), (inspection) =>
    inspection ? withItem(inspection, item) : inspection,
  );
}

/**
 * The inspection changed as a whole (finished, reopened, sent, a line added): its page, the job
 * order's Inspections section and the vehicle's list read theirs again.
 */
export function invalidateInspection(queryClient: QueryClient, inspectionId: string) {
  return Promise.all(
    [inspectionKey(inspectionId), ['job-orders'], ['vehicles', 'inspections']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
