import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../../fixtures.ts';
import { apiSignIn, createConfirmedUser, uniqueEmail } from '../auth/auth-helpers.ts';

/**
 * The admin of a new workshop of their own, signed in on `page`'s context (through the API), so
 * its Low Stock Alerts hold only what the test seeds, whatever other tests do.
 */
export async function newPurchaseOrderShop(page: Page, baseURL: string): Promise<void> {
  const user = await createConfirmedUser(page.request, baseURL, {
    email: uniqueEmail('po-admin'),
    role: 'mechanic',
    firstName: 'Pat',
    lastName: 'Buyer',
  });
  await apiSignIn(page.request, baseURL, user.email, user.password);
  const created = await page.request.post('/api/v1/shops', {
    headers: { origin: baseURL },
    data: { name: `Parts Garage ${Date.now()}`, timezone: 'America/New_York', currency: 'USD' },
  });
  expect(created.status(), await created.text()).toBe(201);
}

export async function seedSupplier(
  request: APIRequestContext,
  baseURL: string,
  body: { name: string; email?: string | null; leadTimeDays?: number },
): Promise<{ id: string; name: string; email: string | null }> {
  const response = await request.post('/api/v1/suppliers', {
    headers: { origin: baseURL },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** What is on hand of an item now, as its page reads it. */
export async function onHandOf(request: APIRequestContext, id: string): Promise<string> {
  const response = await request.get(`/api/v1/inventory/items/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { onHand: string }).onHand;
}
