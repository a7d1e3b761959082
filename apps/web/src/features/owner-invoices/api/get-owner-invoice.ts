import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, client, unwrap } from '../../../lib/api-client.ts';

/** `GET /api/v1/portal/invoices/:id`: one of the car owner's invoices with payments and credit notes. */
export function ownerInvoiceQuery(id: string) {
  return queryOptions({
    queryKey: ['portal', 'invoices', id],
    queryFn: ({ signal }) =>
      unwrap(client.GET('/api/v1/portal/invoices/{id}', { params: { path: { id } }, signal })),
    // Not theirs stays so: asking again only delays the explanation.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

export function useOwnerInvoice(id: string) {
  return useQuery(ownerInvoiceQuery(id));
}
