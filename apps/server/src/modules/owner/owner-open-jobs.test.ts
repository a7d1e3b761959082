import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobOrderEstimates } from '../../db/schema/workshop.ts';
import { apiAs, type Session, userIdOf } from '../../test/api-helpers.ts';
import { createShopAdmin, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let owner: Session;
const job = {} as Record<'ready' | 'waiting' | 'estimate', { id: string; number: number }>;
let car: string;

beforeAll(async () => {
  harness = await createTestApp();
  const rows = jobOrderRows(harness.database);
  const admin = await createShopAdmin(harness.app, {
    email: 'admin@open-jobs.test',
    shopName: 'Open Garage',
  });
  owner = await signUpAndSignIn(harness.app, { email: 'owner@open-jobs.test' });
  const shopId = admin.shopId;
  const mine = await rows.client(shopId, {
    name: 'Olive Owner',
    userId: await userIdOf(harness.app, owner),
  });
  const someoneElse = await rows.client(shopId, { name: 'Sam Other' });
  car = await rows.vehicle(shopId, mine, { make: 'Honda', model: 'Civic', year: 2018 });
  job.ready = await rows.jobOrder({
    shopId,
    clientId: mine,
    vehicleId: car,
    status: 'ready_for_pickup',
    promisedAt: '2026-06-01T15:00:00Z',
  });
  job.waiting = await rows.jobOrder({ shopId, clientId: mine, status: 'waiting_for_parts' });
  job.estimate = await rows.jobOrder({
    shopId,
    clientId: mine,
    vehicleId: car,
    status: 'awaiting_approval',
    laborTotal: '120.00',
  });
  // 8.25 % on the labor: the estimate asks 129.90 with tax.
  await harness.database.db.execute(
    sql`update shops set default_tax_rate = '8.250' where id = ${shopId}`,
  );
  await harness.database.db
    .insert(jobOrderEstimates)
    .values({ shopId, jobOrderId: job.estimate.id, revision: 0, presentedTotal: '120.00' });
  await rows.jobOrder({ shopId, clientId: mine, vehicleId: car, status: 'completed' });
  await rows.jobOrder({ shopId, clientId: mine, vehicleId: car, status: 'cancelled' });
  await rows.jobOrder({ shopId, clientId: someoneElse, status: 'in_progress' });
});

afterAll(async () => {
  await harness?.close();
});

describe("the car owner's open jobs", () => {
  it('the dashboard lists their open jobs with the live status and a waiting estimate', async () => {
    const response = await apiAs(harness.app, owner).get('/portal/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().openJobs).toEqual([
      {
        id: job.ready.id,
        number: job.ready.number,
        status: 'ready_for_pickup',
        vehicleId: car,
        promisedAt: '2026-06-01T15:00:00.000Z',
        waitingEstimate: null,
        // The job's shop's zone and locale, which "promised" is shown in (ADR 022).
        timeZone: 'America/Chicago',
        locale: 'en-US',
      },
      expect.objectContaining({ id: job.waiting.id, status: 'waiting_for_parts', vehicleId: null }),
      expect.objectContaining({
        id: job.estimate.id,
        status: 'awaiting_approval',
        waitingEstimate: { total: '129.90', currency: 'USD' },
      }),
    ]);
  });

  it('each vehicle carries its own open jobs', async () => {
    const vehicles = (await apiAs(harness.app, owner).get('/portal/vehicles')).json();
    expect(vehicles).toHaveLength(1);
    expect(vehicles[0].openJobs.map((open: { number: number }) => open.number)).toEqual([
      job.ready.number,
      job.estimate.number,
    ]);
  });
});
