import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { STAFF } from '../bookings/booking-helpers.ts';
import { toast } from '../workspace/workspace-helpers.ts';
import { seedJobOrder } from './screen-helpers.ts';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`at ${viewport.width} px the desk splits a visit into jobs: a second concern, a line moved into it, its cause and correction`, async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signIn(page, STAFF);
    await page.waitForURL('**/admin');
    const jobOrder = await seedJobOrder(page.request, baseURL as string);
    const added = await page.request.post(`/api/v1/job-orders/${jobOrder.id}/lines`, {
      headers: { origin: baseURL as string },
      data: {
        kind: 'labor',
        description: 'Replace wiper blades',
        pricing: 'flat',
        quantity: 1,
        unitPrice: 25,
      },
    });
    expect(added.status(), await added.text()).toBe(200);

    await page.goto(`/admin/job-orders/${jobOrder.id}`);
    const jobs = page.getByTestId('job-order-job');
    await expect(jobs).toHaveCount(1);
    await expect(jobs.first()).toContainText('1. Squeal from the front brakes');
    await expect(jobs.first()).toContainText('Replace wiper blades');

    // A second concern, told at the counter: a job with its complaint and no lines yet.
    await page.getByRole('button', { name: 'Add job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add job' });
    await dialog.getByRole('button', { name: 'Add job' }).click();
    await expect(dialog.getByText('Name the job')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Job' }).fill('Wipers smear');
    await dialog.getByRole('textbox', { name: 'Complaint' }).fill('Streaks on the windscreen');
    await dialog.getByRole('button', { name: 'Add job' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Wipers smear added')).toBeVisible();
    await expect(jobs).toHaveCount(2);
    const wipers = jobs.nth(1);
    await expect(wipers).toContainText('Streaks on the windscreen');
    await expect(wipers).toContainText('No lines yet.');

    // The wiper line was filed under the brakes: moved to its job.
    await page.getByRole('button', { name: 'Move Replace wiper blades to another job' }).click();
    await page.getByRole('menuitem', { name: 'Wipers smear' }).click();
    await expect(wipers.getByTestId('job-order-line')).toContainText('Replace wiper blades');
    await expect(jobs.first()).toContainText('No lines yet.');

    // The cause found and the correction made.
    await page.getByRole('button', { name: 'Edit job Wipers smear' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit job' });
    await edit.getByRole('textbox', { name: 'Cause' }).fill('Blades worn and split');
    await edit.getByRole('textbox', { name: 'Correction' }).fill('Fitted new blades');
    await edit.getByRole('button', { name: 'Save job' }).click();
    await expect(edit).toBeHidden();
    await expect(wipers).toContainText('Blades worn and split');
    await expect(wipers).toContainText('Fitted new blades');

    // Nothing is cut off: the page does not scroll sideways, the line's answer reads in full,
    // and every job's actions are on screen. (Plain JavaScript: the e2e project has no DOM types.)
    const sideways = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(sideways).toBeLessThanOrEqual(0);
    const answer = wipers.locator('[data-approval="pending"] .mantine-Badge-label');
    await expect(answer).toHaveText('Pending');
    expect(await answer.evaluate((label) => label.scrollWidth - label.clientWidth)).toBe(0);
    const editBox = await page.getByRole('button', { name: 'Edit job Wipers smear' }).boundingBox();
    expect((editBox?.x ?? -1) + (editBox?.width ?? 0)).toBeLessThanOrEqual(viewport.width);

    // The brakes' job, empty now, may go.
    await page.getByRole('button', { name: 'Remove job Squeal from the front brakes' }).click();
    await page
      .getByRole('dialog', { name: 'Remove job?' })
      .getByRole('button', { name: 'Remove job' })
      .click();
    await expect(jobs).toHaveCount(1);
    await expect(
      page.getByTestId('history-entry').filter({ hasText: 'Job removed' }),
    ).toContainText('Squeal from the front brakes');

    // Before approval the clock counts diagnosis time on the job, and the estimate stays one.
    // (Once: the other size's run signs in as the same person, whose one clock it would stop.)
    if (viewport.width !== 1280) return;
    const clock = page.getByRole('region', { name: 'Clocked time' });
    await expect(clock).toContainText(
      'Before approval the clock counts diagnosis time on Wipers smear.',
    );
    await clock.getByRole('button', { name: 'Start diagnosis clock' }).click();
    await expect(clock).toContainText('Running');
    await clock.getByRole('button', { name: 'Stop clock' }).click();
    await expect(clock.getByRole('button', { name: 'Start diagnosis clock' })).toBeVisible();
    await expect(page.locator('[data-status]').first()).toHaveText('Estimate');
  });
}
