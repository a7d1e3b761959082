import type { APIRequestContext } from '@playwright/test';
import { expect } from '../../fixtures.ts';
import { uniqueWord } from '../workspace/workspace-helpers.ts';

export const MANAGER = 'manager@pitstop.test';
export const MANAGER_NAME = 'Priya Natarajan';
export const FRONT_DESK = 'frontdesk@pitstop.test';

export type SeededItem = { id: string; sku: string; name: string };

/** A SKU and name no other test (or earlier run) uses. */
export function uniqueItem(prefix: string): { sku: string; name: string } {
  const word = uniqueWord(prefix);
  return { sku: word.toUpperCase(), name: `${word} brake pads` };
}

/** An item of the demo shop with its opening stock, added through the API by `request`. */
export async function seedItem(
  request: APIRequestContext,
  baseURL: string,
  fields: Record<string, unknown> = {},
): Promise<SeededItem> {
  const response = await request.post('/api/v1/inventory/items', {
    headers: { origin: baseURL },
    data: {
      ...uniqueItem('Seed'),
      unit: 'each',
      cost: '20.00',
      price: '45.00',
      openingQuantity: '10',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SeededItem;
}

/** Takes `quantity` of the item off the shelf through the API (a consumption by hand). */
export async function useStock(
  request: APIRequestContext,
  baseURL: string,
  itemId: string,
  quantity: string,
) {
  const response = await request.post(`/api/v1/inventory/items/${itemId}/movements`, {
    headers: { origin: baseURL },
    data: { kind: 'consumption', quantity, note: 'Used in the shop' },
  });
  expect(response.status(), await response.text()).toBe(201);
}
