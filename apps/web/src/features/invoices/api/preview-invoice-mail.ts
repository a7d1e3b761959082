import { queryOptions } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/invoices/:id/send/preview` (issued): the mail Send would queue, to `to` or the bill-to address. */
export function invoiceMailPreviewQuery(id: string, to: string | undefined) {
  return queryOptions({
    queryKey: ['mail-preview', 'invoice', id, to ?? null],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/invoices/{id}/send/preview', {
          params: { path: { id }, query: to ? { to } : {} },
          signal,
        }),
      ),
  });
}
