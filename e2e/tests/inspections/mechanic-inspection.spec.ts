import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { staffRequest } from '../bookings/booking-helpers.ts';
import {
  answerItem,
  finishInspection,
  jobOrderNumber,
  MECHANIC,
  seedInspection,
  seedJob,
  TIRE_PHOTO,
} from './inspection-helpers.ts';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test('a mechanic fills an inspection on a phone: last time beside the tread, a photo from the camera, full size, and finishes it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Several screens, a photo upload and its re-encoding: more than 30 s on a busy 2-core machine.
  test.slow();
  const staff = await staffRequest(browser, baseURL ?? '');
  const job = await seedJob(staff.request, baseURL ?? '', { forMechanic: true });
  // Last visit's inspection of the same vehicle: the left front tread read 6/32.
  const earlier = await seedInspection(staff.request, baseURL ?? '', job.id);
  await answerItem(staff.request, baseURL ?? '', earlier, 'tires.lf-tread', {
    condition: 'good',
    measurement: '6',
  });
  await finishInspection(staff.request, baseURL ?? '', earlier.id);
  await staff.close();

  await signIn(page, MECHANIC);
  await expect(page).toHaveURL('/admin');
  // From their queue straight to the job's inspections.
  const number = jobOrderNumber(job.number);
  // On a phone the queue is a list of cards (ADR 023).
  await page
    .getByRole('list', { name: 'My queue' })
    .getByRole('listitem')
    .filter({ hasText: number })
    .getByRole('link', { name: `Inspect ${number}` })
    .click();
  await expect(page).toHaveURL(`/admin/job-orders/${job.id}#inspections`);
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
  const section = page.getByRole('region', { name: 'Inspections' });
  await expect(section).toBeInViewport();
  await expect(section.getByTestId('inspection-summary')).toHaveCount(1);
  await section.getByRole('button', { name: 'Start inspection' }).click();

  await expect(page).toHaveURL(/\/admin\/inspections\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Multi-point inspection' }),
  ).toBeVisible();
  const tread = page.getByRole('article', { name: 'Left front tread depth' });
  await expect(tread).toContainText('Last time: 6/32');

  // Large targets for a thumb, with their word as well as their colour.
  const soon = tread.getByRole('button', { name: 'Soon' });
  const box = await soon.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);

  const measurement = tread.getByRole('textbox', { name: /^Measurement/ });
  await measurement.fill('4');
  await measurement.blur();
  await expect(tread.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await soon.click();
  await expect(soon).toHaveAttribute('aria-pressed', 'true');
  await tread.getByRole('textbox', { name: 'Notes' }).fill('Inner edge wearing');
  await tread.getByRole('textbox', { name: 'Notes' }).blur();
  await expect(tread.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await tread.locator('input[type="file"]').setInputFiles(TIRE_PHOTO);
  const thumbnail = tread.getByTestId('inspection-thumbnail');
  await expect(thumbnail).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() =>
      thumbnail.evaluate((image) => (image as { naturalWidth?: number }).naturalWidth ?? 0),
    )
    .toBeGreaterThan(0);
  await expect(tread.locator('input[type="file"]')).toHaveAttribute('capture', 'environment');

  await tread.getByRole('button', { name: 'Photo 1 of Left front tread depth, full size' }).click();
  const viewer = page.getByRole('dialog', { name: /Left front tread depth: photo 1 of 1/ });
  const full = viewer.getByTestId('inspection-photo-full');
  await expect(full).toBeVisible();
  await expect
    .poll(() => full.evaluate((image) => (image as { naturalWidth?: number }).naturalWidth ?? 0))
    .toBe(800);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  const pressure = page.getByRole('article', { name: 'Tire pressure set' });
  await pressure.getByRole('button', { name: 'Good' }).click();
  await expect(pressure.getByRole('button', { name: 'Good' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('inspection-counts').first()).toContainText('1 soon');
  expect(await seriousViolations(page)).toEqual([]);

  // The answers were saved as they were given: a reload shows them.
  await page.reload();
  const reloaded = page.getByRole('article', { name: 'Left front tread depth' });
  await expect(reloaded.getByRole('textbox', { name: /^Measurement/ })).toHaveValue('4');
  await expect(reloaded.getByRole('button', { name: 'Soon' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(reloaded.getByRole('textbox', { name: 'Notes' })).toHaveValue('Inner edge wearing');
  await expect(reloaded.getByTestId('inspection-thumbnail')).toHaveCount(1);

  // Back on the job order, the inspection in progress is resumed, not started a second time.
  const inspectionPath = new URL(page.url()).pathname;
  await page.goto(`/admin/job-orders/${job.id}`);
  const inspections = page.getByRole('region', { name: 'Inspections' });
  await inspections.getByRole('link', { name: 'Resume inspection' }).click();
  await expect(page).toHaveURL(inspectionPath);
  await expect(reloaded.getByRole('textbox', { name: /^Measurement/ })).toHaveValue('4');

  await page.getByRole('button', { name: 'Finish inspection' }).click();
  await expect(page.getByText('Inspection finished')).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  // Finished: the answers are read-only for the mechanic, who may not reopen it.
  await expect(reloaded.getByRole('button', { name: 'Soon' })).toBeDisabled();
  await expect(reloaded.getByRole('button', { name: 'Good' })).toBeDisabled();
  // The answer given still reads as chosen.
  await expect(reloaded.getByRole('button', { name: 'Soon' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Reopen' })).toHaveCount(0);
  await expect(reloaded.getByRole('button', { name: /Add photo/ })).toHaveCount(0);

  await page.goto(`/admin/job-orders/${job.id}`);
  const listed = page
    .getByRole('region', { name: 'Inspections' })
    .getByTestId('inspection-summary');
  await expect(listed).toHaveCount(2);
  await expect(listed.first()).toContainText('Completed');
  await expect(listed.first()).toContainText('1 soon');
  await expect(listed.first()).toContainText('1 photo');
  // None in progress: the next one can be started.
  await expect(inspections.getByRole('button', { name: 'Start inspection' })).toBeVisible();
  await expect(inspections.getByRole('link', { name: 'Resume inspection' })).toHaveCount(0);
});
