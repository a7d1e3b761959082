import { queryOptions } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/purchase-orders/:id/order/preview` (inventory writers): the mail Send to supplier would queue. */
export function purchaseOrderMailPreviewQuery(id: string, to: string | undefined) {
  return queryOptions({
    queryKey: ['mail-preview', 'purchase-order', id, to ?? null],
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/api/v1/purchase-orders/{id}/order/preview', {
          params: { path: { id }, query: to ? { to } : {} },
          signal,
        }),
      ),
  });
}
