import type { PublicService } from '@pitstop/domain/portal-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/public/workshops/:shopId/services`: what the workshop can be booked for. */
export function workshopServicesQuery(shopId: string) {
  return queryOptions({
    queryKey: ['public', 'workshops', shopId, 'services'],
    queryFn: ({ signal }) =>
      api<PublicService[]>(`/public/workshops/${shopId}/services`, { signal }),
  });
}

export function useWorkshopServices(shopId: string | null) {
  return useQuery({ ...workshopServicesQuery(shopId ?? ''), enabled: Boolean(shopId) });
}
