import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../api-client.ts';

export const inspectionTemplatesKey = ['inspection-templates'] as const;

/**
 * `GET /api/v1/inspection-templates` (every staff role): the shop's templates, the default
 * first. Read by Settings → Inspection Templates and by "Start inspection" on a job order.
 */
export const inspectionTemplatesQuery = queryOptions({
  queryKey: inspectionTemplatesKey,
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/inspection-templates', { signal })),
});

export function useInspectionTemplates(options: { enabled?: boolean } = {}) {
  return useQuery({ ...inspectionTemplatesQuery, enabled: options.enabled ?? true });
}
