import type { CreateShopInput, Shop } from '@pitstop/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/v1/shops`: a staff member without a shop creates one and becomes its admin. */
export function createShop(input: CreateShopInput): Promise<Shop> {
  return api<Shop>('/shops', { method: 'POST', body: input });
}

export function useCreateShop() {
  return useMutation({ mutationFn: createShop });
}
