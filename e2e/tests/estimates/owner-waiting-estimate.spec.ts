import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { latestMail, linkIn, pathOf } from '../auth/auth-helpers.ts';
import { staffRequest } from '../bookings/booking-helpers.ts';
import { DEMO_SHOP, money, newCarOwner } from '../client-area/client-area-helpers.ts';

async function post<T>(request: APIRequestContext, baseURL: string, path: string, data?: object) {
  const response = await request.post(path, { headers: { origin: baseURL }, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`a car owner opens the estimate waiting for them from their dashboard and their mail (${viewport.width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const owner = await newCarOwner(page, baseURL as string, { shop: DEMO_SHOP });
    const staff = await staffRequest(browser, baseURL as string);
    const vehicle = await post<{ id: string }>(
      staff.request,
      baseURL as string,
      '/api/v1/vehicles',
      {
        clientId: owner.clientId,
        make: 'Mazda',
        model: 'CX-5',
        year: 2020,
      },
    );
    const jobOrder = await post<{ id: string }>(
      staff.request,
      baseURL as string,
      '/api/v1/job-orders',
      {
        clientId: owner.clientId,
        vehicleId: vehicle.id,
        mileageIn: 33_000,
        concern: 'Brakes squeal',
        mechanicId: null,
      },
    );
    await post(staff.request, baseURL as string, `/api/v1/job-orders/${jobOrder.id}/lines`, {
      kind: 'labor',
      description: 'Front brake pads',
      pricing: 'hourly',
      quantity: '1.5',
      unitPrice: '120.00',
    });
    await post(staff.request, baseURL as string, `/api/v1/job-orders/${jobOrder.id}/lines`, {
      kind: 'part',
      description: 'Wiper blades',
      quantity: '2',
      unitPrice: '19.50',
    });
    await post(staff.request, baseURL as string, `/api/v1/job-orders/${jobOrder.id}/estimate`);

    await page.goto('/client/dashboard');
    const workshop = page.getByRole('region', { name: 'In the workshop' });
    await expect(workshop).toContainText(
      `An estimate of ${money('222.22')} is waiting for your answer.`,
    );
    await workshop.getByRole('link', { name: 'Review the estimate' }).click();
    await expect(page).toHaveURL(`/client/estimates/${jobOrder.id}`);
    await expect(page.getByRole('heading', { name: /^Estimate JO-\d{4,}$/ })).toBeVisible();
    // The $39.00 of parts carry the shop's 8.25 % sales tax; labor is exempt.
    await expect(
      page.getByText(`Estimate total with tax, every job approved: ${money('222.22')}`),
    ).toBeVisible();

    // Vehicles shows it too.
    await page.goto('/client/vehicles');
    await expect(page.getByRole('link', { name: 'Review the estimate' })).toBeVisible();

    // The mail names the estimate's place in the account, which opens signed in.
    const mail = await latestMail(staff.request, owner.email, /^Your estimate from /);
    await page.goto(pathOf(linkIn(mail, '/client/estimates/')));
    await expect(page.getByRole('heading', { name: /^Estimate JO-\d{4,}$/ })).toBeVisible();
    await staff.close();
  });
}
