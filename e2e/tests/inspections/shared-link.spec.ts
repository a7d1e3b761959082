import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { latestMail, linkIn, pathOf } from '../auth/auth-helpers.ts';
import { staffRequest } from '../bookings/booking-helpers.ts';
import { DEMO_SHOP, getJson } from '../client-area/client-area-helpers.ts';
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

test('the estimate link reads the red work first, then the yellow, then the rest, with the tax, and folds what was good', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffRequest(browser, baseURL as string);
  const origin = { origin: baseURL as string };
  const { email, clientId, vehicleId } = await clientWithVehicle(staff.request, baseURL as string);
  const { jobOrderId, inspectionId } = await completedInspection(staff.request, baseURL as string, {
    clientId,
    vehicleId,
    treadDepth: '5',
  });
  // Work no finding asked for goes on the job order's first job (its concern).
  const { jobs } = await getJson<{ jobs: { id: string }[] }>(
    staff.request,
    `/api/v1/job-orders/${jobOrderId}`,
  );
  const other = await staff.request.post(
    `/api/v1/job-orders/${jobOrderId}/jobs/${jobs[0]?.id}/lines`,
    {
      headers: origin,
      data: {
        kind: 'labor',
        description: 'Cabin air filter',
        pricing: 'flat',
        quantity: '1',
        unitPrice: '39.99',
      },
    },
  );
  expect(other.status(), await other.text()).toBeLessThan(300);
  const inspection = await getJson<{
    sections: { items: { id: string; key: string }[] }[];
  }>(staff.request, `/api/v1/inspections/${inspectionId}`);
  const tread = inspection.sections
    .flatMap((section) => section.items)
    .find((item) => item.key === 'tires.lf-tread');
  const tires = await staff.request.post(
    `/api/v1/inspections/${inspectionId}/items/${tread?.id}/estimate-line`,
    {
      headers: origin,
      data: { kind: 'part', description: 'Front tires', quantity: '2', unitPrice: '95.00' },
    },
  );
  expect(tires.status(), await tires.text()).toBeLessThan(300);
  const sent = await staff.request.post(`/api/v1/job-orders/${jobOrderId}/estimate`, {
    headers: origin,
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  const mail = await latestMail(staff.request, email, /^Your estimate from /);
  await staff.close();

  const link = pathOf(linkIn(mail, '/estimate/'));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Needs attention now',
    'Needs attention soon',
    'Other work',
  ]);
  // Each finding is a job of its own, its work beside what was found: the notes and the photo, as
  // the inspection link shows them.
  const now = page.getByRole('region', { name: 'Needs attention now' });
  // The job's card comes first; the finding inside it bears the same name.
  const pads = now.getByRole('listitem', { name: 'Front brake pads' }).first();
  await expect(pads).toContainText('Replace front brake pads');
  await expect(pads).toContainText('Worn to the wear indicator');
  await expect(pads.getByText('1.5 h × $120.00')).toBeVisible();
  await expect(pads.getByRole('img', { name: 'Front brake pads, 1 of 1' })).toBeVisible();
  const soon = page.getByRole('region', { name: 'Needs attention soon' });
  const treadJob = soon.getByRole('listitem', { name: 'Left front tread depth' }).first();
  await expect(treadJob).toContainText('Front tires');
  await expect(treadJob).toContainText('2 × $95.00');
  // Flat-rate labor done once: its price says it all.
  const filter = page
    .getByRole('region', { name: 'Other work' })
    .getByRole('listitem', { name: 'Squeal when braking' });
  await expect(filter).toContainText('Cabin air filter');
  await expect(filter).toContainText('$39.99');
  await expect(filter).not.toContainText('×');

  // What was good is folded at the end.
  const good = page.getByRole('button', { name: 'Checked and OK (1 item)' });
  await expect(good).toHaveAttribute('aria-expanded', 'false');
  await good.click();
  await expect(page.getByRole('listitem', { name: 'Engine oil' })).toBeVisible();

  // Every item approved, the total with tax is what the invoice will bill (the API's figure).
  const view = await getJson<{ bill: { presented: { total: string } } }>(
    page.request,
    `/api/v1/estimate-links/${link.split('/').at(-1)}`,
  );
  for (const job of ['Front brake pads', 'Left front tread depth', 'Squeal when braking'])
    await page.getByRole('button', { name: `Approve ${job}` }).click();
  await expect(page.getByTestId('estimate-bill')).toContainText('Sales tax (8.25 %)$15.68');
  await expect(page.getByTestId('estimate-chosen-total')).toHaveText(
    `$${view.bill.presented.total}`,
  );
  await expect(page.getByTestId('estimate-chosen-total')).toHaveText('$425.67');
  expect(
    await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
  ).toBe(true);
  await page.screenshot({ path: test.info().outputPath('estimate-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(
    await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
  ).toBe(true);
  await page.screenshot({ path: test.info().outputPath('estimate-1280.png'), fullPage: true });
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
