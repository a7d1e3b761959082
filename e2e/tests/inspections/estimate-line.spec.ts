import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { signIn, uniqueEmail } from '../auth/auth-helpers.ts';
import { staffRequest } from '../bookings/booking-helpers.ts';
import { toast } from '../workspace/workspace-helpers.ts';
import {
  answerItem,
  FRONT_DESK,
  finishInspection,
  jobOrderNumber,
  seedInspection,
  seedJob,
} from './inspection-helpers.ts';

// Sending without an address is refused (400) and shown under the field, as it should be.
test.use({ allowedConsoleErrors: [/status of 400/] });

test('the service writer turns a red item into an estimate line and sees it on the job order', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffRequest(browser, baseURL ?? '');
  const job = await seedJob(staff.request, baseURL ?? '', { forMechanic: false });
  const inspection = await seedInspection(staff.request, baseURL ?? '', job.id);
  await answerItem(staff.request, baseURL ?? '', inspection, 'brakes.front-pads', {
    condition: 'now',
    measurement: '2',
    notes: 'Grinding, 2 mm left\nRotors scored',
  });
  await answerItem(staff.request, baseURL ?? '', inspection, 'fluids.oil', { condition: 'good' });
  await finishInspection(staff.request, baseURL ?? '', inspection.id);
  await staff.close();

  await signIn(page, FRONT_DESK);
  await expect(page).toHaveURL('/admin/clients');
  await page.goto(`/admin/inspections/${inspection.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Multi-point inspection' }),
  ).toBeVisible();
  const pads = page.getByRole('article', { name: 'Front brake pads' });
  await expect(pads.getByRole('button', { name: 'Now' })).toHaveAttribute('aria-pressed', 'true');
  // Only items that need attention can go on the estimate.
  await expect(
    page.getByRole('article', { name: 'Engine oil' }).getByRole('button', { name: /estimate/ }),
  ).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await pads.getByRole('button', { name: 'Add Front brake pads to the estimate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add line' });
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Front brake pads: Grinding, 2 mm left',
  );
  await expect(dialog.getByRole('radio', { name: 'Labor' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Rate' }).fill('180');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(
    toast(page, 'Front brake pads: Grinding, 2 mm left added to the estimate'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(pads).toContainText('On the estimate');
  await expect(pads.getByRole('button', { name: /to the estimate/ })).toHaveCount(0);

  // Sent to the car owner: this client has no e-mail on file, so the desk types one.
  await page.getByRole('button', { name: 'Send inspection' }).click();
  const send = page.getByRole('dialog', { name: 'Send inspection' });
  await send.getByRole('button', { name: 'Send inspection' }).click();
  await expect(send.getByText('Enter the e-mail address to send to')).toBeVisible();
  await expect(send.getByRole('textbox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true');
  const to = uniqueEmail('inspection-owner');
  await send.getByRole('textbox', { name: 'To' }).fill(to);
  await send.getByRole('button', { name: 'Send inspection' }).click();
  await expect(toast(page, `Inspection sent to ${to}`)).toBeVisible();
  await expect(send).toBeHidden();
  await expect(page.getByText(/Sent to the customer/)).toBeVisible();

  await page.getByRole('link', { name: jobOrderNumber(job.number) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: jobOrderNumber(job.number) }),
  ).toBeVisible();
  const line = page
    .getByRole('table', { name: 'Lines' })
    .getByRole('row')
    .filter({ hasText: 'Front brake pads: Grinding, 2 mm left' });
  await expect(line).toContainText('$180.00');
  await expect(line).toContainText('Pending');
  const listed = page
    .getByRole('region', { name: 'Inspections' })
    .getByTestId('inspection-summary');
  await expect(listed).toContainText('1 now');
  await expect(listed).toContainText('1 good');

  // The vehicle keeps its inspections: the client's Vehicles tab lists them.
  await page.getByRole('link', { name: job.clientName }).click();
  await page.getByRole('tab', { name: 'Vehicles' }).click();
  const kept = page.getByRole('region', { name: 'Inspections' }).getByTestId('inspection-summary');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText('Completed');
  await expect(kept).toContainText('1 now');
  expect(await seriousViolations(page)).toEqual([]);
  await kept.getByRole('link', { name: 'Multi-point inspection' }).click();
  await expect(page).toHaveURL(`/admin/inspections/${inspection.id}`);
});
