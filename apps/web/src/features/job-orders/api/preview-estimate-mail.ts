import { queryOptions } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/job-orders/:id/estimate/preview` (the desk): the mail Send estimate would queue. */
export function estimateMailPreviewQuery(id: string, to: string | undefined) {
  return queryOptions({
    queryKey: ['mail-preview', 'estimate', id, to ?? null],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/job-orders/{id}/estimate/preview', {
          params: { path: { id }, query: to ? { to } : {} },
          signal,
        }),
      ),
  });
}
