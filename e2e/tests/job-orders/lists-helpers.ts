import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../../fixtures.ts';
import { apiSignIn, createConfirmedUser, uniqueEmail } from '../auth/auth-helpers.ts';

export type OpenedJobOrder = { id: string; number: number; status: string };

/** "JO-0042": a job order number as the app shows it. */
export function jobOrderId(number: number): string {
  return `JO-${String(number).padStart(4, '0')}`;
}

/** A walk-in job order opened through the API by the staff member `request` is signed in as. */
export async function openWalkIn(
  request: APIRequestContext,
  baseURL: string,
  body: { clientId: string; vehicleId: string; concern?: string; mechanicId?: string | null },
): Promise<OpenedJobOrder> {
  const response = await request.post('/api/v1/job-orders', {
    headers: { origin: baseURL },
    data: {
      mileageIn: 48_210,
      concern: 'Squeal from the front brakes',
      mechanicId: null,
      ...body,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as OpenedJobOrder;
}

/**
 * Jo Lister, the admin of a new workshop of their own, signed in on `page`'s context (through
 * the API), so that counts like the Pending badge start at zero whatever other tests do. Their
 * e-mail and password sign them in again after the page was someone else's.
 */
export async function newWorkshopAdmin(
  page: Page,
  baseURL: string,
): Promise<{ shopName: string; email: string; password: string }> {
  const user = await createConfirmedUser(page.request, baseURL, {
    email: uniqueEmail('jo-admin'),
    role: 'mechanic',
    firstName: 'Jo',
    lastName: 'Lister',
  });
  await apiSignIn(page.request, baseURL, user.email, user.password);
  const shopName = `Job Order Garage ${Date.now()}`;
  const created = await page.request.post('/api/v1/shops', {
    headers: { origin: baseURL },
    data: { name: shopName, timezone: 'America/New_York', currency: 'USD' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { shopName, email: user.email, password: user.password };
}
