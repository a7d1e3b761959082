import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/public/workshops/:shopId/services`: what the workshop can be booked for. */
export function workshopServicesQuery(shopId: string) {
  return queryOptions({
    queryKey: ['public', 'workshops', shopId, 'services'],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/public/workshops/{shopId}/services', {
          params: { path: { shopId } },
          signal,
        }),
      ),
  });
}

export function useWorkshopServices(shopId: string | null) {
  return useQuery({ ...workshopServicesQuery(shopId ?? ''), enabled: Boolean(shopId) });
}
