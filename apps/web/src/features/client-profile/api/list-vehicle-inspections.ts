import type { InspectionSummary } from '@pitstop/domain/inspection-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/vehicles/:id/inspections` (staff): the vehicle's inspections, newest first. */
export function vehicleInspectionsQuery(vehicleId: string) {
  return queryOptions({
    queryKey: ['vehicles', 'inspections', vehicleId],
    queryFn: ({ signal }) =>
      api<{ items: InspectionSummary[] }>(
        `/vehicles/${encodeURIComponent(vehicleId)}/inspections`,
        { signal },
      ),
  });
}

export function useVehicleInspections(vehicleId: string | null) {
  return useQuery({ ...vehicleInspectionsQuery(vehicleId ?? ''), enabled: vehicleId !== null });
}
