import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { latestMail, linkIn, pathOf } from '../auth/auth-helpers.ts';
import { staffRequest } from '../bookings/booking-helpers.ts';
import { DEMO_SHOP } from '../client-area/client-area-helpers.ts';
import {
  clientWithVehicle,
  completedInspection,
  decodedWidth,
  sendInspection,
} from './shared-inspection-helpers.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('the car owner opens the mailed inspection on a phone: red first, the photo full-screen', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffRequest(browser, baseURL as string);
  const { email, clientId, vehicleId } = await clientWithVehicle(staff.request, baseURL as string);
  const { inspectionId } = await completedInspection(staff.request, baseURL as string, {
    clientId,
    vehicleId,
    treadDepth: '4',
  });
  const link = await sendInspection(staff.request, baseURL as string, { inspectionId, email });
  await staff.close();

  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Multi-point inspection' }),
  ).toBeVisible();
  await expect(page.getByText(DEMO_SHOP, { exact: false }).first()).toBeVisible();
  await expect(page.getByText('2017 Honda Civic')).toBeVisible();

  // The groups read most urgent first, each with its count.
  const groups = page.getByRole('region');
  await expect(groups.getByRole('heading', { level: 2 })).toHaveText([
    'Needs attention now',
    'Needs attention soon',
    'Good',
    'Recommended work',
  ]);
  const now = page.getByRole('region', { name: 'Needs attention now' });
  const pads = now.getByRole('listitem', { name: 'Front brake pads' });
  await expect(pads.getByText('2 mm')).toBeVisible();
  await expect(pads.getByText('Worn to the wear indicator')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Needs attention soon' }).getByText('4/32'),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Summary' })).toContainText('1 needs attention now');
  await expect(
    page
      .getByRole('region', { name: 'Recommended work' })
      .getByRole('listitem', { name: 'Replace front brake pads' }),
  ).toContainText('$180.00');
  // Nothing wider than the phone: no sideways scrolling.
  expect(
    await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
  ).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // The thumbnail opens the photo across the whole screen; Close (or Escape) goes back to it.
  const thumbnail = pads.getByRole('button', { name: 'Front brake pads, 1 of 1' });
  await expect(thumbnail.getByRole('img')).toHaveJSProperty('complete', true);
  await thumbnail.click();
  const viewer = page.getByRole('dialog', { name: 'Front brake pads' });
  await expect(viewer).toBeVisible();
  const photo = viewer.getByRole('img', { name: 'Front brake pads' });
  await expect.poll(() => decodedWidth(photo)).toBeGreaterThan(0);
  const box = await photo.boundingBox();
  expect(box?.width).toBeGreaterThan(360);
  expect(await seriousViolations(page)).toEqual([]);
  await viewer.getByRole('button', { name: 'Close photo' }).click();
  await expect(viewer).toBeHidden();
  await expect(thumbnail).toBeFocused();
  await thumbnail.press('Enter');
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('the estimate link shows the inspection above the lines', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffRequest(browser, baseURL as string);
  const { email, clientId, vehicleId } = await clientWithVehicle(staff.request, baseURL as string);
  const { jobOrderId } = await completedInspection(staff.request, baseURL as string, {
    clientId,
    vehicleId,
    treadDepth: '5',
  });
  const sent = await staff.request.post(`/api/v1/job-orders/${jobOrderId}/estimate`, {
    headers: { origin: baseURL as string },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  const mail = await latestMail(staff.request, email, /^Your estimate from /);
  await staff.close();

  await page.goto(pathOf(linkIn(mail, '/estimate/')));
  const found = page.getByRole('region', { name: 'What the inspection found' });
  await expect(found).toBeVisible();
  await expect(
    found
      .getByRole('region', { name: 'Needs attention now' })
      .getByRole('listitem', { name: 'Front brake pads' }),
  ).toBeVisible();
  // The red item's work is the estimate's line, answered below the results.
  await expect(
    page.getByRole('button', { name: 'Approve Replace front brake pads' }),
  ).toBeVisible();
  const resultsTop = (await found.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const lineTop =
    (await page.getByRole('listitem', { name: 'Replace front brake pads' }).boundingBox())?.y ?? 0;
  expect(resultsTop).toBeLessThan(lineTop);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('a link that opens nothing', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown inspection link explains itself', async ({ page }) => {
    await page.goto(`/inspection/${'x'.repeat(43)}`);
    await expect(page.getByRole('alert')).toContainText(
      'This inspection link is not valid. Ask the shop to send it again.',
    );
  });

  test('sending the inspection again retires the earlier link', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = await staffRequest(browser, baseURL as string);
    const { email, clientId, vehicleId } = await clientWithVehicle(
      staff.request,
      baseURL as string,
    );
    const { inspectionId } = await completedInspection(staff.request, baseURL as string, {
      clientId,
      vehicleId,
      treadDepth: '4',
    });
    const first = await sendInspection(staff.request, baseURL as string, { inspectionId, email });
    const second = await sendInspection(staff.request, baseURL as string, {
      inspectionId,
      email,
      after: first,
    });
    await staff.close();

    await page.goto(first);
    await expect(page.getByRole('alert')).toContainText('This inspection link is not valid');
    await page.goto(second);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Multi-point inspection' }),
    ).toBeVisible();
  });
});
