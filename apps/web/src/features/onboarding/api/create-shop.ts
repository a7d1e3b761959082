import type { CreateShopInput } from '@pitstop/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/api-client.ts';

/** `POST /api/v1/shops`: a staff member without a shop creates one and becomes its admin. */
export function createShop(input: CreateShopInput) {
  return unwrap(client.POST('/api/v1/shops', { body: input }));
}

export function useCreateShop() {
  return useMutation({ mutationFn: createShop });
}
