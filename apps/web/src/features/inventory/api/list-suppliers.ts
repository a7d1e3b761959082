import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/**
 * `GET /api/v1/suppliers` (inventory readers): the shop's suppliers, for the pickers. The key is
 * the purchase order screens' own, so a supplier they add or change shows here too.
 */
export const suppliersQuery = queryOptions({
  queryKey: ['purchase-orders', 'suppliers'],
  queryFn: ({ signal }) => unwrap(client.GET('/api/v1/suppliers', { signal })),
  select: (data) => data.items,
});

/** Loaded once a picker opens (`enabled`): most visits to a screen never open it. */
export function useSuppliers(enabled: boolean) {
  return useQuery({ ...suppliersQuery, enabled });
}
