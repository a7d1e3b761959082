import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { newClientWithVehicle } from '../bookings/booking-helpers.ts';
import { jobOrderId, newWorkshopAdmin, openWalkIn } from './lists-helpers.ts';

// The refused move answers 409; the page is loaded once with its event stream refused (503).
test.use({ allowedConsoleErrors: [/status of (409|503)/] });

async function transition(request: APIRequestContext, baseURL: string, id: string, action: string) {
  const response = await request.post(`/api/v1/job-orders/${id}/transitions`, {
    headers: { origin: baseURL },
    data: { action },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Drags a card by its handle onto a column, with the mouse, as a person would. */
async function drag(page: Page, card: Locator, column: Locator) {
  const handle = card.getByRole('button', { name: /^Drag / });
  const from = await handle.boundingBox();
  const to = await column.boundingBox();
  if (!from || !to) throw new Error('card or column not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
}

test('the shop board moves a card from approved to in progress, snaps a refused move back with its reason, follows changes live, and shows one column at a time on a phone', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const base = baseURL as string;
  await newWorkshopAdmin(page, base);
  const client = await newClientWithVehicle(page.request, base, 'Boarder');
  const walkIn = { clientId: client.id, vehicleId: client.vehicleId };
  const first = await openWalkIn(page.request, base, walkIn);
  const second = await openWalkIn(page.request, base, walkIn);
  for (const job of [first, second])
    await transition(page.request, base, job.id, 'record_approval');

  await page.goto('/admin/job-orders/board');
  await expect(page.getByRole('heading', { name: 'Shop Board', level: 1 })).toBeVisible();
  const column = (name: string) => page.getByRole('region', { name, exact: true });
  const card = (number: number) =>
    page.locator(`[data-testid="board-card"][data-job-order="${jobOrderId(number)}"]`);
  await expect(column('Approved').getByTestId('board-card')).toHaveCount(2);
  await expect(card(first.number)).toContainText(client.name);
  await expect(card(first.number)).toContainText(client.plate);
  await expect(card(first.number)).toContainText('Unassigned');

  // A drag the status machine allows: the card moves and stays there.
  await drag(page, card(first.number), column('In progress'));
  await expect(column('In progress').locator(card(first.number))).toBeVisible();
  await expect(page.getByText(`${jobOrderId(first.number)} is now In progress`)).toBeVisible();

  // Live: a move made elsewhere shows without a reload.
  await transition(page.request, base, first.id, 'wait_for_parts');
  await expect(column('Waiting for parts').locator(card(first.number))).toBeVisible();

  // A board that has not heard of a move (its event stream is refused) offers one no longer
  // possible: the server refuses it, the card goes back and the reason is shown.
  await page.route('**/api/v1/events', (route) => route.fulfill({ status: 503, body: '' }));
  await page.reload();
  await expect(column('Approved').locator(card(second.number))).toBeVisible();
  await transition(page.request, base, second.id, 'start_work');
  await transition(page.request, base, second.id, 'wait_for_parts');
  await drag(page, card(second.number), column('In progress'));
  await expect(
    page.getByText('Start work is not possible: the job order is waiting for parts.'),
  ).toBeVisible();
  await expect(column('In progress').locator(card(second.number))).toHaveCount(0);
  // Read again after the refusal: the card is where the job order really is.
  await expect(column('Waiting for parts').locator(card(second.number))).toBeVisible();

  // A phone: one column at a time, chosen above it, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('board-column')).toHaveCount(1);
  await page.getByText('Waiting for parts (2)').click();
  await expect(page.getByTestId('board-column')).toHaveCount(1);
  await expect(column('Waiting for parts').getByTestId('board-card')).toHaveCount(2);
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const box of [
    await card(first.number).boundingBox(),
    await page.getByText('Ready for pickup (0)').boundingBox(),
  ]) {
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
  }
});
