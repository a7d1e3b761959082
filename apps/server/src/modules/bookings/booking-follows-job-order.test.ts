import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { createJobWorker } from '../../platform/job-queue.ts';
import type { ServerEvent } from '../../plugins/events.ts';
import { apiAs, type Session, signUpStaff, userIdOf } from '../../test/api-helpers.ts';
import { appointmentSeeder } from '../../test/appointment-seed.ts';
import { createShopAdmin, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { invoiceAtPickup } from '../../test/invoice-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { jobOrderMailJobHandlers } from '../job-orders/public.ts';

/** A booking checked in stays in progress while its job order is worked, and ends with it. */

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shopId: string;
let desk: ReturnType<typeof apiAs>;
let owner: Session;
const ids = {} as Record<'client' | 'car' | 'oil', string>;

async function checkedIn() {
  const startsAt = new Date(Date.now() + 30 * 60_000);
  const booking = await appointmentSeeder(harness.database).appointment({
    shopId,
    clientId: ids.client,
    vehicleId: ids.car,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    status: 'confirmed',
    services: [{ id: ids.oil, name: 'Oil Change' }],
  });
  const response = await desk.send('POST', `/appointments/${booking.id}/transitions`, {
    action: 'check_in',
  });
  expect(response.statusCode, response.body).toBe(200);
  return { bookingId: booking.id, jobOrderId: response.json().jobOrder.id as string };
}

async function move(jobOrderId: string, action: string, extra: Record<string, unknown> = {}) {
  const response = await desk.send('POST', `/job-orders/${jobOrderId}/transitions`, {
    action,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The car owner's mails, newest first, once the queue has run (no worker runs in tests). */
async function ownerMails() {
  await createJobWorker({
    db: harness.database.db,
    handlers: jobOrderMailJobHandlers(harness.app),
    log: pino({ level: 'silent' }),
  }).runDue();
  const response = await harness.app.inject('/api/dev/mailbox?to=ola%40follows.test');
  return (response.json() as { subject: string }[]).map((mail) => mail.subject);
}

async function ownerBookings() {
  const response = await apiAs(harness.app, owner).get('/portal/bookings');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    upcoming: { id: string; status: string }[];
    past: { id: string; status: string }[];
  };
}

beforeAll(async () => {
  harness = await createTestApp();
  const seed = appointmentSeeder(harness.database);
  const admin = await createShopAdmin(harness.app, {
    email: 'admin@follows.test',
    shopName: 'Follow Garage',
  });
  shopId = admin.shopId;
  desk = apiAs(
    harness.app,
    await signUpStaff(harness.app, { email: 'desk@follows.test', shopId, role: 'front_desk' }),
  );
  owner = await signUpAndSignIn(harness.app, { email: 'ola@follows.test' });
  ids.client = await seed.client(shopId, { name: 'Ola Owner', email: 'ola@follows.test' });
  await harness.database.db
    .update(clients)
    .set({ userId: await userIdOf(harness.app, owner) })
    .where(eq(clients.id, ids.client));
  ids.car = await seed.vehicle(shopId, ids.client, { make: 'Kia', model: 'Ceed' });
  ids.oil = await seed.service(shopId, 'Oil Change');
});

afterAll(async () => {
  await harness?.close();
});

describe('a booking and the job order it was checked in to', () => {
  it('stays in progress while the work goes on and completes with the job order', async () => {
    const events: ServerEvent[] = [];
    const stop = harness.app.events.subscribe((event) => events.push(event));
    const { bookingId, jobOrderId } = await checkedIn();
    const ofJob = () =>
      events
        .filter((event) => event.type === 'job_order.changed')
        .filter((event) => event.data?.jobOrderId === jobOrderId)
        .map((event) => event.data?.action ?? event.data?.change);
    const ofBooking = () =>
      events
        .filter((event) => event.type === 'appointment.changed')
        .filter((event) => event.data?.appointmentId === bookingId)
        .map((event) => event.data?.status);
    await expect.poll(ofJob).toEqual(['opened']);
    expect(ofBooking()).toEqual(['in_progress']);

    await move(jobOrderId, 'record_approval');
    await move(jobOrderId, 'start_work');
    await move(jobOrderId, 'mark_ready');
    expect((await desk.get(`/appointments/${bookingId}`)).json().status).toBe('in_progress');
    expect((await ownerMails())[0]).toBe('Your Kia Ceed is ready for pickup');

    // The desk invoices and takes payment before the car leaves (ADR 037).
    await invoiceAtPickup(desk, jobOrderId, { pay: true });
    await move(jobOrderId, 'complete', { mileageOut: 1200 });
    expect((await ownerMails())[0]).toBe('Thank you for your visit to Follow Garage');
    // Each move is heard of once; the booking ended with the job order is heard of with it.
    await expect
      .poll(ofJob)
      .toEqual(['opened', 'record_approval', 'start_work', 'mark_ready', 'complete']);
    expect(ofBooking()).toEqual(['in_progress', 'completed']);
    stop();
    const booking = (await desk.get(`/appointments/${bookingId}`)).json();
    expect(booking.status).toBe('completed');
    expect(booking.history).toContainEqual(
      expect.objectContaining({
        action: 'complete',
        fromStatus: 'in_progress',
        toStatus: 'completed',
      }),
    );

    const mine = await ownerBookings();
    expect(mine.upcoming.map((visit) => visit.id)).not.toContain(bookingId);
    expect(mine.past).toContainEqual(
      expect.objectContaining({ id: bookingId, status: 'completed' }),
    );
  });

  it('is cancelled with the job order, with its reason', async () => {
    const { bookingId, jobOrderId } = await checkedIn();
    await move(jobOrderId, 'cancel', { reason: 'Customer took the car elsewhere' });
    const booking = (await desk.get(`/appointments/${bookingId}`)).json();
    expect(booking).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Customer took the car elsewhere',
    });
    const mine = await ownerBookings();
    expect(mine.upcoming.map((visit) => visit.id)).not.toContain(bookingId);
  });
});
