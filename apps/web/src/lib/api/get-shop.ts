import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../api-client.ts';

/** `GET /api/v1/shop` (staff): the caller's own shop. */
export const shopQuery = queryOptions({
  queryKey: ['shop'],
  queryFn: () => unwrap(client.GET('/api/v1/shop')),
});

export function useShop() {
  return useQuery(shopQuery);
}
