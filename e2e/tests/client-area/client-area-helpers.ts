import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../../fixtures.ts';
import { createConfirmedUser, signIn, uniqueEmail } from '../auth/auth-helpers.ts';
import { uniqueWord } from '../workspace/workspace-helpers.ts';

export const DEMO_SHOP = 'Pitstop Demo Garage';

/** GET as whoever the context is signed in as; fails the test on an error answer. */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * A new car owner of their own (so a test can change their data freely), signed in on `page`;
 * with `shop`, already a client of that workshop (joined through the API).
 */
export async function newCarOwner(
  page: Page,
  baseURL: string,
  options: { shop?: string } = {},
): Promise<{ email: string; password: string; clientId: string | null }> {
  // A name of its own: the workshop's client lists and recent clients show it.
  const user = await createConfirmedUser(page.request, baseURL, {
    email: uniqueEmail('owner'),
    firstName: 'Owner',
    lastName: uniqueWord('Test'),
  });
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL('/client/dashboard');
  const clientId = options.shop ? await joinWorkshop(page, baseURL, options.shop) : null;
  return { ...user, clientId };
}

/** The car owner signed in on `page` becomes a client of `shopName` (through the API). */
export async function joinWorkshop(page: Page, baseURL: string, shopName: string) {
  const workshops = await getJson<{ id: string; name: string }[]>(
    page.request,
    '/api/v1/portal/workshops',
  );
  const shop = workshops.find((workshop) => workshop.name === shopName);
  expect(shop, `workshop ${shopName}`).toBeTruthy();
  const joined = await page.request.post('/api/v1/portal/workshops', {
    headers: { origin: baseURL },
    data: { shopId: shop?.id },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  return ((await joined.json()) as { id: string }).id;
}

/** "$1,234.50", as the app shows money. */
export function money(value: string | number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }).format(Number(value));
}
