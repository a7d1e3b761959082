import type { updateShopSchema } from '@pitstop/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { shopQuery } from '../../../lib/api/get-shop.ts';
import { client, unwrap } from '../../../lib/api-client.ts';

export type UpdateShopInput = z.input<typeof updateShopSchema>;

/** `PATCH /api/v1/shop` (admin): business name and contact details. */
export function updateShop(input: UpdateShopInput) {
  return unwrap(client.PATCH('/api/v1/shop', { body: input }));
}

export function useUpdateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShop,
    onSuccess: (shop) => queryClient.setQueryData(shopQuery.queryKey, shop),
  });
}
