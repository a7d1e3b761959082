import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { staffRequest } from '../bookings/booking-helpers.ts';
import { DEMO_SHOP, newCarOwner } from '../client-area/client-area-helpers.ts';
import { completedInspection, decodedWidth, sendInspection } from './shared-inspection-helpers.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('the car owner finds the shared inspection from their vehicles and their menu', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await newCarOwner(page, baseURL as string, { shop: DEMO_SHOP });
  const created = await page.request.post('/api/v1/portal/vehicles', {
    headers: { origin: baseURL as string },
    data: { clientId: owner.clientId, make: 'Mazda', model: '3', year: 2021 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vehicleId = ((await created.json()) as { id: string }).id;

  // Last visit's inspection (kept, not sent), then today's, sent: the tread went 6/32 → 4/32.
  const staff = await staffRequest(browser, baseURL as string);
  const seed = { clientId: owner.clientId as string, vehicleId };
  await completedInspection(staff.request, baseURL as string, { ...seed, treadDepth: '6' });
  const { inspectionId } = await completedInspection(staff.request, baseURL as string, {
    ...seed,
    treadDepth: '4',
  });
  await sendInspection(staff.request, baseURL as string, { inspectionId, email: owner.email });
  await staff.close();

  await page.goto('/client/vehicles');
  const recent = page.getByRole('region', { name: 'Inspections' });
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await recent.getByRole('link', { name: '2021 Mazda 3 — Multi-point inspection' }).click();
  await expect(page).toHaveURL(`/client/inspections/${inspectionId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Multi-point inspection' }),
  ).toBeVisible();

  const soon = page.getByRole('region', { name: 'Needs attention soon' });
  await expect(soon.getByRole('listitem', { name: 'Left front tread depth' })).toContainText(
    '4/32 · Last time: 6/32',
  );
  const pads = page
    .getByRole('region', { name: 'Needs attention now' })
    .getByRole('listitem', { name: 'Front brake pads' });
  await pads.getByRole('button', { name: 'Front brake pads, 1 of 1' }).click();
  const viewer = page.getByRole('dialog', { name: 'Front brake pads' });
  const photo = viewer.getByRole('img', { name: 'Front brake pads' });
  await expect.poll(() => decodedWidth(photo)).toBeGreaterThan(0);
  await viewer.getByRole('button', { name: 'Close photo' }).click();
  await expect(viewer).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  // The menu's Inspections lists it too (only the one sent: the other was never shared).
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page
    .getByRole('navigation', { name: 'My area' })
    .getByRole('link', { name: 'Inspections' })
    .click();
  await expect(page).toHaveURL('/client/inspections');
  await expect(page.getByRole('heading', { level: 1, name: 'Inspections' })).toBeVisible();
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(DEMO_SHOP);
  await expect(rows.first()).toContainText('1 needs attention now');
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('an inspection that is not theirs', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('says there is nothing to show', async ({ page, baseURL }) => {
    await newCarOwner(page, baseURL as string, { shop: DEMO_SHOP });
    await page.goto('/client/inspections/3f1d9c52-8a7e-4d1b-9c36-0b5e2a4f7d10');
    await expect(page.getByRole('alert')).toContainText(
      'This inspection is not one a workshop has shared with you.',
    );
    await expect(page.getByRole('link', { name: 'Back to my inspections' })).toBeVisible();
  });
});
