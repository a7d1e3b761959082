import type { Shop } from '@pitstop/domain/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** `GET /api/v1/shop` (staff): the caller's own shop. */
export const shopQuery = queryOptions({
  queryKey: ['shop'],
  queryFn: () => api<Shop>('/shop'),
});

export function useShop() {
  return useQuery(shopQuery);
}
