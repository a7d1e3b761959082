import type { JobOrderDetail, JobOrderList } from '@pitstop/domain/job-order-views';
import { subtractMoney } from '@pitstop/domain/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { inventoryItems } from '../../db/schema/inventory.ts';
import { declinedWork, jobOrderEstimates } from '../../db/schema/workshop.ts';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { appointmentSeeder } from '../../test/appointment-seed.ts';
import { type BookableShop, createBookableShop } from '../../test/booking-fixtures.ts';
import { invoiceAtPickup } from '../../test/invoice-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { recordStockMovement } from '../inventory/public.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shop: BookableShop;
let rival: BookableShop;
let frontDesk: Session;
let manager: Session;
let seed: ReturnType<typeof appointmentSeeder>;
/** A second client of the shop with a car of their own. */
const other = { clientId: '', vehicleId: '' };

const as = (session: Session) => apiAs(harness.app, session);
/** A promised time a day ahead, to the second, as the API gives it back. */
const tomorrow = () => new Date(Math.floor(Date.now() / 1000) * 1000 + 86_400_000).toISOString();
const admin = () => shop.admin;
const alex = () => shop.mechanics.alex;
const bea = () => shop.mechanics.bea;

async function ok<T = JobOrderDetail>(
  response: { statusCode: number; body: string; json(): unknown },
  status = 200,
): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

async function walkIn(
  values: { mechanicId?: string | null; mileageIn?: number | null; concern?: string } = {},
) {
  return ok(
    await as(frontDesk).send('POST', '/job-orders', {
      clientId: shop.clientId,
      vehicleId: shop.vehicleId,
      mileageIn: values.mileageIn ?? null,
      concern: values.concern ?? 'Squeal when braking',
      mechanicId: values.mechanicId === undefined ? alex().id : values.mechanicId,
    }),
    201,
  );
}

const addLine = (session: Session, id: string, line: object) =>
  as(session).send('POST', `/job-orders/${id}/lines`, line);
const transition = (session: Session, id: string, body: object) =>
  as(session).send('POST', `/job-orders/${id}/transitions`, body);

beforeAll(async () => {
  harness = await createTestApp();
  seed = appointmentSeeder(harness.database);
  shop = await createBookableShop(harness.app, 'jobs');
  rival = await createBookableShop(harness.app, 'jobs-rival');
  frontDesk = await signUpStaff(harness.app, {
    email: 'desk@jobs.test',
    shopId: shop.shopId,
    role: 'front_desk',
  });
  manager = await signUpStaff(harness.app, {
    email: 'manager@jobs.test',
    shopId: shop.shopId,
    role: 'manager',
  });
  const db = harness.database.db;
  await db
    .update(vehicles)
    .set({ registrationNumber: 'JOB-777', vin: '1HGCM82633A004352', mileage: 41_000, year: 2018 })
    .where(eq(vehicles.id, shop.vehicleId));
  other.clientId = await seed.client(shop.shopId, { name: 'Olga Otherton' });
  other.vehicleId = await seed.vehicle(shop.shopId, other.clientId, {
    make: 'Volvo',
    model: 'V70',
    registrationNumber: 'OLG 123',
  });
});

afterAll(async () => {
  await harness.close();
});

describe('opening job orders', () => {
  it('checks a booking in: an estimate with the booked services as flat labor lines, numbered per shop', async () => {
    const first = await seed.appointment({
      shopId: shop.shopId,
      clientId: shop.clientId,
      vehicleId: shop.vehicleId,
      mechanicId: alex().id,
      startsAt: '2026-12-01T15:00:00Z',
      endsAt: '2026-12-01T16:00:00Z',
      status: 'confirmed',
      services: [
        { id: shop.services.oil, name: 'Oil Change' },
        { id: shop.services.brakes, name: 'Brake Check' },
      ],
    });
    const promisedAt = tomorrow();
    const checkIn = await as(frontDesk).send('POST', `/appointments/${first.id}/transitions`, {
      action: 'check_in',
      mileageIn: 41_250,
      promisedAt,
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);

    const list = await ok<JobOrderList>(await as(frontDesk).get('/job-orders'));
    const opened = list.items.find((item) => item.client.id === shop.clientId);
    expect(opened).toBeDefined();
    const detail = await ok(await as(frontDesk).get(`/job-orders/${opened?.id}`));
    expect(detail).toMatchObject({
      status: 'estimate',
      appointmentId: first.id,
      appointmentNumber: first.number,
      mechanic: { id: alex().id, name: 'Alex Stone' },
      mileageIn: 41_250,
      promisedAt,
      // The odometer read at check-in is the vehicle's last recorded mileage from now on.
      vehicle: { mileage: 41_250 },
      concern: 'Oil Change, Brake Check',
      totals: { labor: '99.80', subtotal: '99.80', presentedTotal: '99.80', approvedTotal: '0.00' },
      canEditPrices: true,
      laborRate: '120.00',
      timeZone: 'America/Chicago',
      currency: 'USD',
    });
    expect(detail.lines).toMatchObject([
      {
        kind: 'labor',
        pricing: 'flat',
        serviceId: shop.services.oil,
        description: 'Oil Change',
        quantity: '1.00',
        unitPrice: '49.90',
        amount: '49.90',
        approval: 'pending',
        position: 0,
      },
      { kind: 'labor', description: 'Brake Check', amount: '49.90', position: 1 },
    ]);
    expect(detail.history).toMatchObject([
      { action: 'opened', toStatus: 'estimate', actorName: expect.any(String) },
    ]);

    const second = await walkIn();
    expect(second.number).toBe(detail.number + 1);
    const rivalFirst = await ok(
      await apiAs(harness.app, rival.admin).send('POST', '/job-orders', {
        clientId: rival.clientId,
        vehicleId: rival.vehicleId,
        mileageIn: null,
        concern: 'Noise',
        mechanicId: null,
      }),
      201,
    );
    // Each shop counts its own job orders.
    expect(rivalFirst.number).toBe(1);
  });

  it("asks the arrival's mileage in and promised time, never copying the last mileage in", async () => {
    await harness.database.db
      .update(vehicles)
      .set({ mileage: 48_210 })
      .where(eq(vehicles.id, other.vehicleId));
    const booking = await seed.appointment({
      shopId: shop.shopId,
      clientId: other.clientId,
      vehicleId: other.vehicleId,
      startsAt: '2026-12-02T15:00:00Z',
      endsAt: '2026-12-02T16:00:00Z',
      status: 'confirmed',
      notes: 'Rattle from the back seat over bumps',
    });
    const checkIn = async (id: string, body: object) =>
      as(frontDesk).send('POST', `/appointments/${id}/transitions`, {
        action: 'check_in',
        ...body,
      });
    const statusOf = async (id: string) =>
      (await ok<{ status: string }>(await as(frontDesk).get(`/appointments/${id}`))).status;

    // The booking's detail carries the hint: the vehicle's last recorded mileage.
    expect(
      (await ok<{ vehicle: object }>(await as(frontDesk).get(`/appointments/${booking.id}`)))
        .vehicle,
    ).toMatchObject({ id: other.vehicleId, mileage: 48_210 });

    // Below the last recorded mileage: refused with the figure, nothing changes.
    const refused = await checkIn(booking.id, { mileageIn: 4_821 });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({
      status: 422,
      detail: 'Mileage in cannot be lower than the last recorded 48,210 mi; check the odometer.',
      errors: [
        {
          path: 'body.mileageIn',
          message: 'Mileage in cannot be lower than the last recorded 48,210 mi',
        },
      ],
    });
    expect(await statusOf(booking.id)).toBe('confirmed');

    // A promise already past: refused on its field.
    const past = await checkIn(booking.id, {
      mileageIn: 48_300,
      promisedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual([
      { path: 'body.promisedAt', message: 'The promised time has already passed' },
    ]);
    const [vehicle] = await harness.database.db
      .select({ mileage: vehicles.mileage })
      .from(vehicles)
      .where(eq(vehicles.id, other.vehicleId));
    expect(vehicle?.mileage).toBe(48_210);

    // Not read (a dead dashboard): the job order's mileage in stays empty, not the last one.
    const unread = await checkIn(booking.id, {});
    expect(unread.statusCode, unread.body).toBe(200);
    const opened = await ok<JobOrderDetail>(
      await as(frontDesk).get(`/job-orders/${unread.json().jobOrder.id}`),
    );
    expect(opened).toMatchObject({
      mileageIn: null,
      promisedAt: null,
      concern: 'Rattle from the back seat over bumps',
    });

    // The same rules for a walk-in.
    const walkInBody = {
      clientId: other.clientId,
      vehicleId: other.vehicleId,
      concern: 'Noise',
      mechanicId: null,
    };
    const lowWalkIn = await as(frontDesk).send('POST', '/job-orders', {
      ...walkInBody,
      mileageIn: 48_000,
    });
    expect(lowWalkIn.statusCode).toBe(422);
    expect(lowWalkIn.json().errors[0]).toEqual({
      path: 'body.mileageIn',
      message: 'Mileage in cannot be lower than the last recorded 48,210 mi',
    });
    const pastWalkIn = await as(frontDesk).send('POST', '/job-orders', {
      ...walkInBody,
      mileageIn: null,
      promisedAt: '2026-01-05T17:00:00Z',
    });
    expect(pastWalkIn.statusCode).toBe(422);
    expect(pastWalkIn.json().errors[0].path).toBe('body.promisedAt');
    const promisedAt = tomorrow();
    const walkedIn = await ok<JobOrderDetail>(
      await as(frontDesk).send('POST', '/job-orders', {
        ...walkInBody,
        mileageIn: 48_210,
        promisedAt,
      }),
      201,
    );
    expect(walkedIn).toMatchObject({ mileageIn: 48_210, promisedAt });
  });

  it('opens a walk-in and checks the vehicle and mechanic belong', async () => {
    const created = await walkIn({
      mechanicId: bea().id,
      mileageIn: 42_000,
      concern: 'Check engine light',
    });
    expect(created).toMatchObject({
      status: 'estimate',
      concern: 'Check engine light',
      mileageIn: 42_000,
      mechanic: { id: bea().id },
      vehicle: { id: shop.vehicleId, label: '2018 Toyota Corolla', registrationNumber: 'JOB-777' },
      lines: [],
      estimate: null,
    });
    expect(created.history).toMatchObject([{ action: 'opened' }]);

    const wrongCar = await as(frontDesk).send('POST', '/job-orders', {
      clientId: shop.clientId,
      vehicleId: other.vehicleId,
      mileageIn: null,
      concern: 'Noise',
      mechanicId: null,
    });
    expect(wrongCar.statusCode).toBe(400);
    expect(wrongCar.json().errors).toEqual([
      { path: 'body.vehicleId', message: 'Not a vehicle of this client' },
    ]);

    const notMechanic = await as(frontDesk).send('POST', '/job-orders', {
      clientId: shop.clientId,
      vehicleId: shop.vehicleId,
      mileageIn: null,
      concern: 'Noise',
      mechanicId: rival.mechanics.alex.id,
    });
    expect(notMechanic.statusCode).toBe(400);
    expect(notMechanic.json().errors[0].path).toBe('body.mechanicId');

    const yearZero = await as(frontDesk).send('POST', '/job-orders', {
      clientId: shop.clientId,
      vehicleId: shop.vehicleId,
      mileageIn: null,
      concern: 'Noise',
      promisedAt: '0000-01-01T00:00:00Z',
      mechanicId: null,
    });
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().errors[0].path).toBe('body.promisedAt');

    const byManager = await as(manager).send('POST', '/job-orders', {
      clientId: shop.clientId,
      vehicleId: shop.vehicleId,
      mileageIn: null,
      concern: 'Noise',
      mechanicId: null,
    });
    expect(byManager.statusCode).toBe(403);
  });
});

describe('lines and totals', () => {
  it('adds labor, parts, fees and discounts and totals them in exact decimals', async () => {
    const job = await walkIn();
    await ok(
      await addLine(frontDesk, job.id, {
        kind: 'labor',
        description: 'Diagnose noise',
        pricing: 'hourly',
        quantity: '1.5',
        unitPrice: '120',
      }),
    );
    await ok(
      await addLine(frontDesk, job.id, {
        kind: 'part',
        description: 'Brake cleaner',
        partNumber: 'BC-1',
        quantity: '2.5',
        unitCost: '6.10',
        unitPrice: '12.40',
      }),
    );
    await ok(
      await addLine(frontDesk, job.id, { kind: 'fee', description: 'Shop supplies', amount: '5' }),
    );
    await ok(
      await addLine(frontDesk, job.id, { kind: 'discount', description: 'Loyalty', percent: '10' }),
    );
    const detail = await ok(
      await addLine(frontDesk, job.id, { kind: 'discount', description: 'Coupon', amount: '3' }),
    );
    // 180.00 + 31.00 + 5.00 = 216.00; 10% = 21.60 and 3.00 off.
    expect(detail.totals).toEqual({
      labor: '180.00',
      parts: '31.00',
      fees: '5.00',
      discount: '24.60',
      subtotal: '191.40',
      presentedTotal: '191.40',
      approvedTotal: '0.00',
    });
    expect(detail.lines.map((line) => [line.kind, line.amount, line.position])).toEqual([
      ['labor', '180.00', 0],
      ['part', '31.00', 1],
      ['fee', '5.00', 2],
      ['discount', '21.60', 3],
      ['discount', '3.00', 4],
    ]);
    expect(detail.lines[1]).toMatchObject({ partNumber: 'BC-1', unitCost: '6.10' });
    expect(detail.history.map((entry) => entry.action)).toEqual([
      'opened',
      'line_added',
      'line_added',
      'line_added',
      'line_added',
      'line_added',
    ]);

    const part = detail.lines[1]?.id;
    const revision = detail.revision;
    const done = await ok(
      await as(alex()).send('PATCH', `/job-orders/${job.id}/lines/${part}`, { done: true }),
    );
    expect(done.lines[1]?.done).toBe(true);
    expect(done.revision).toBe(revision);

    const replaced = await ok(
      await as(frontDesk).send('PATCH', `/job-orders/${job.id}/lines/${part}`, {
        line: { kind: 'part', description: 'Brake cleaner', quantity: '1', unitPrice: '12.40' },
      }),
    );
    expect(replaced.revision).toBe(revision + 1);
    expect(replaced.totals.parts).toBe('12.40');
    expect(replaced.lines[1]).toMatchObject({ approval: 'pending', done: true, amount: '12.40' });

    const removed = await ok(
      await as(frontDesk).send('DELETE', `/job-orders/${job.id}/lines/${detail.lines[4]?.id}`),
    );
    expect(removed.lines).toHaveLength(4);
    expect(removed.totals.discount).toBe('19.74');
    expect(removed.history.at(-1)).toMatchObject({
      action: 'line_removed',
      details: { description: 'Coupon' },
    });

    const missing = await as(frontDesk).send(
      'DELETE',
      `/job-orders/${job.id}/lines/${detail.lines[4]?.id}`,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('shows the latest estimate, outdated once the lines change', async () => {
    const job = await walkIn();
    const priced = await ok(
      await addLine(frontDesk, job.id, { kind: 'fee', description: 'Diagnosis', amount: '60' }),
    );
    await harness.database.db.insert(jobOrderEstimates).values([
      {
        shopId: shop.shopId,
        jobOrderId: job.id,
        revision: priced.revision - 1,
        sentAt: new Date('2026-12-01T10:00:00Z'),
        sentTo: 'old@example.com',
        presentedTotal: '0.00',
      },
      {
        shopId: shop.shopId,
        jobOrderId: job.id,
        revision: priced.revision,
        sentAt: new Date('2026-12-01T11:00:00Z'),
        sentTo: 'dana@example.com',
        presentedTotal: '60.00',
      },
    ]);
    const sent = await ok(await as(frontDesk).get(`/job-orders/${job.id}`));
    expect(sent.estimate).toMatchObject({
      revision: priced.revision,
      sentAt: '2026-12-01T11:00:00.000Z',
      sentTo: 'dana@example.com',
      presentedTotal: '60.00',
      answeredAt: null,
      outdated: false,
    });
    const changed = await ok(
      await addLine(frontDesk, job.id, { kind: 'fee', description: 'Disposal', amount: '5' }),
    );
    expect(changed.estimate?.outdated).toBe(true);
  });

  it('refuses a line that takes the total past what a job order holds', async () => {
    const job = await walkIn();
    const line = {
      kind: 'part',
      description: 'Gold-plated part',
      quantity: '9999',
      unitPrice: '99999999',
    };
    const response = await addLine(frontDesk, job.id, line);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toMatch(/largest total/);
  });
});

describe('status workflow', () => {
  it('records approval, works, completes with mileage out and feeds the client aggregates', async () => {
    const [dana] = await harness.database.db
      .select({ name: clients.name })
      .from(clients)
      .where(eq(clients.id, shop.clientId));
    const job = await walkIn({ mileageIn: 50_000 });
    await ok(
      await addLine(frontDesk, job.id, {
        kind: 'labor',
        description: 'Brake pads',
        pricing: 'flat',
        quantity: '1',
        unitPrice: '150.25',
      }),
    );

    const send = await transition(frontDesk, job.id, { action: 'send_estimate' });
    expect(send.statusCode).toBe(400);
    expect(send.json().detail).toBe('Send the estimate with POST /job-orders/{id}/estimate.');

    const early = await transition(frontDesk, job.id, { action: 'complete' });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toMatch(/estimate/i);

    const approved = await ok(await transition(frontDesk, job.id, { action: 'record_approval' }));
    expect(approved.status).toBe('approved');
    expect(approved.lines[0]?.approval).toBe('approved');
    expect(approved.totals.approvedTotal).toBe('150.25');

    await ok(await transition(alex(), job.id, { action: 'start_work' }));
    await ok(await transition(alex(), job.id, { action: 'wait_for_parts' }));
    await ok(await transition(alex(), job.id, { action: 'resume_work' }));
    const ready = await ok(await transition(alex(), job.id, { action: 'mark_ready' }));
    expect(ready.status).toBe('ready_for_pickup');

    const byMechanic = await transition(alex(), job.id, { action: 'complete', mileageOut: 50_100 });
    expect(byMechanic.statusCode).toBe(403);

    const backwards = await transition(frontDesk, job.id, {
      action: 'complete',
      mileageOut: 49_000,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].path).toBe('body.mileageOut');

    const before = await ok<{ items: { id: string; totalSpend: string }[] }>(
      await as(frontDesk).get(`/clients?search=${encodeURIComponent(dana?.name ?? '')}`),
    );
    const spendBefore = before.items.find((item) => item.id === shop.clientId)?.totalSpend;

    // The car leaves with its invoice issued and paid (ADR 037).
    const uninvoiced = await transition(frontDesk, job.id, {
      action: 'complete',
      mileageOut: 50_120,
    });
    expect(uninvoiced.statusCode).toBe(409);
    expect(uninvoiced.json().code).toBe('pickup_needs_invoice');
    const invoice = await invoiceAtPickup(as(frontDesk), job.id, { pay: true });
    expect(invoice).toMatchObject({ status: 'paid', total: '150.25', balance: '0.00' });

    const completed = await ok(
      await transition(frontDesk, job.id, { action: 'complete', mileageOut: 50_120 }),
    );
    expect(completed).toMatchObject({ status: 'completed', mileageOut: 50_120 });
    expect(completed.completedAt).not.toBeNull();
    expect(completed.vehicle?.mileage).toBe(50_120);
    expect(completed.history.map((entry) => entry.action)).toEqual([
      'opened',
      'line_added',
      'record_approval',
      'start_work',
      'wait_for_parts',
      'resume_work',
      'mark_ready',
      'complete',
    ]);

    const after = await ok<{
      items: { id: string; totalSpend: string; lastServiceDate: string | null }[];
    }>(await as(frontDesk).get(`/clients?search=${encodeURIComponent(dana?.name ?? '')}`));
    const row = after.items.find((item) => item.id === shop.clientId);
    // Completion dates the last service; the issued invoice counts in Total Spend.
    expect(row?.lastServiceDate).not.toBeNull();
    expect(subtractMoney(row?.totalSpend ?? '0', spendBefore ?? '0')).toBe('150.25');

    const closed = await addLine(frontDesk, job.id, {
      kind: 'fee',
      description: 'Late fee',
      amount: '1',
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().detail).toBe('This job order is completed; it can no longer be changed.');
    const edit = await as(frontDesk).send('PATCH', `/job-orders/${job.id}`, { notes: 'x' });
    expect(edit.statusCode).toBe(409);
  });

  it('cancels with a reason only, and a cancelled job adds nothing to the client', async () => {
    const job = await walkIn();
    await ok(
      await addLine(frontDesk, job.id, { kind: 'fee', description: 'Diagnosis', amount: '80' }),
    );
    const [beforeRow] = await harness.database.db
      .select({ totalSpend: clients.totalSpend })
      .from(clients)
      .where(eq(clients.id, shop.clientId));

    const noReason = await transition(frontDesk, job.id, { action: 'cancel' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].path).toBe('body.reason');
    const byMechanic = await transition(alex(), job.id, { action: 'cancel', reason: 'No' });
    expect(byMechanic.statusCode).toBe(403);

    const cancelled = await ok(
      await transition(frontDesk, job.id, { action: 'cancel', reason: 'Customer went elsewhere' }),
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Customer went elsewhere',
    });
    const again = await transition(frontDesk, job.id, { action: 'cancel', reason: 'Again' });
    expect(again.statusCode).toBe(409);

    const [afterRow] = await harness.database.db
      .select({ totalSpend: clients.totalSpend })
      .from(clients)
      .where(eq(clients.id, shop.clientId));
    expect(afterRow?.totalSpend).toBe(beforeRow?.totalSpend);
  });
});

describe('parts from inventory', () => {
  /** An item of the shop with `onHand` on the shelf, received through the ledger. */
  async function stockedItem(sku: string, onHand: string) {
    const db = harness.database.db;
    const [item] = await db
      .insert(inventoryItems)
      .values({
        shopId: shop.shopId,
        sku,
        name: `Brake pads ${sku}`,
        oemPartNumber: `OEM-${sku}`,
        cost: '20.00',
        price: '45.00',
      })
      .returning({ id: inventoryItems.id });
    const itemId = item?.id as string;
    await db.transaction((tx) =>
      recordStockMovement({
        tx,
        shopId: shop.shopId,
        itemId,
        kind: 'receipt',
        onHandChange: onHand,
        actor: 'system',
      }),
    );
    return itemId;
  }

  it('shows each part line the stock of its item and what the stock cannot cover', async () => {
    const itemId = await stockedItem('PAD-STOCK-1', '3');
    const job = await walkIn();
    const withPart = await ok(
      await addLine(frontDesk, job.id, {
        kind: 'part',
        description: 'Front brake pads',
        inventoryItemId: itemId,
        quantity: '5',
        unitCost: '1.00',
        unitPrice: '45.00',
      }),
    );
    const line = withPart.lines[0];
    // The cost is the item's, whatever was sent; the OEM number fills the missing part number.
    expect(line).toMatchObject({ unitCost: '20.00', partNumber: 'OEM-PAD-STOCK-1' });
    expect(line?.stock).toEqual({
      sku: 'PAD-STOCK-1',
      unit: 'each',
      onHand: '3.00',
      available: '3.00',
      shortBy: '2.00',
    });

    // Approved, the job holds all 5: available goes to −2 and the line is still 2 short.
    const approved = await ok(await transition(frontDesk, job.id, { action: 'record_approval' }));
    expect(approved.lines[0]?.stock).toMatchObject({ available: '-2.00', shortBy: '2.00' });

    await harness.database.db.transaction((tx) =>
      recordStockMovement({
        tx,
        shopId: shop.shopId,
        itemId,
        kind: 'receipt',
        onHandChange: '2',
        actor: 'system',
      }),
    );
    const covered = await ok(await as(frontDesk).get(`/job-orders/${job.id}`));
    expect(covered.lines[0]?.stock).toMatchObject({
      onHand: '5.00',
      available: '0.00',
      shortBy: null,
    });

    const cancelled = await ok(
      await transition(frontDesk, job.id, { action: 'cancel', reason: 'Customer went elsewhere' }),
    );
    expect(cancelled.lines[0]?.stock).toMatchObject({ available: '5.00', shortBy: null });
  });
});

describe('mechanics', () => {
  it('reach only their own jobs, change notes and done marks, and prices only when the shop allows', async () => {
    const mine = await walkIn({ mechanicId: alex().id });
    const theirs = await walkIn({ mechanicId: bea().id });
    await ok(
      await addLine(frontDesk, mine.id, {
        kind: 'labor',
        description: 'Inspect',
        pricing: 'flat',
        quantity: '1',
        unitPrice: '40',
      }),
    );

    expect((await as(alex()).get(`/job-orders/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await as(alex()).send('PATCH', `/job-orders/${theirs.id}`, { notes: 'x' })).statusCode,
    ).toBe(404);
    const list = await ok<JobOrderList>(await as(alex()).get('/job-orders?limit=100'));
    expect(list.items.every((item) => item.mechanic?.id === alex().id)).toBe(true);

    const view = await ok(await as(alex()).get(`/job-orders/${mine.id}`));
    expect(view.canEditPrices).toBe(false);
    const notes = await ok(
      await as(alex()).send('PATCH', `/job-orders/${mine.id}`, { notes: 'Pads worn to 2 mm' }),
    );
    expect(notes.notes).toBe('Pads worn to 2 mm');
    expect(notes.history.at(-1)).toMatchObject({
      action: 'updated',
      details: { changed: ['notes'] },
    });
    const concern = await as(alex()).send('PATCH', `/job-orders/${mine.id}`, { concern: 'Other' });
    expect(concern.statusCode).toBe(403);

    const price = await addLine(alex(), mine.id, { kind: 'fee', description: 'Fee', amount: '9' });
    expect(price.statusCode).toBe(403);
    expect(price.json().detail).toBe("Only the desk changes prices on this shop's job orders.");
    const line = view.lines[0]?.id;
    const replace = await as(alex()).send('PATCH', `/job-orders/${mine.id}/lines/${line}`, {
      line: { kind: 'fee', description: 'Fee', amount: '9' },
    });
    expect(replace.statusCode).toBe(403);
    const done = await ok(
      await as(alex()).send('PATCH', `/job-orders/${mine.id}/lines/${line}`, { done: true }),
    );
    expect(done.lines[0]?.done).toBe(true);
    expect(done.history.at(-1)).toMatchObject({ action: 'line_done' });

    await ok(
      await as(admin()).send('PATCH', '/shop', { mechanicsEditPrices: true, laborRate: '95.50' }),
    );
    const allowed = await ok(
      await addLine(alex(), mine.id, { kind: 'fee', description: 'Fee', amount: '9' }),
    );
    expect(allowed).toMatchObject({ canEditPrices: true, laborRate: '95.50' });
    await ok(
      await as(admin()).send('PATCH', '/shop', { mechanicsEditPrices: false, laborRate: '120' }),
    );

    const reassigned = await ok(
      await as(frontDesk).send('PATCH', `/job-orders/${mine.id}`, { mechanicId: bea().id }),
    );
    expect(reassigned.mechanic?.id).toBe(bea().id);
    expect((await as(alex()).get(`/job-orders/${mine.id}`)).statusCode).toBe(404);
  });

  it('keeps shops apart', async () => {
    const job = await walkIn();
    const rivalAdmin = apiAs(harness.app, rival.admin);
    expect((await rivalAdmin.get(`/job-orders/${job.id}`)).statusCode).toBe(404);
    expect(
      (
        await rivalAdmin.send('POST', `/job-orders/${job.id}/lines`, {
          kind: 'fee',
          description: 'X',
          amount: '1',
        })
      ).statusCode,
    ).toBe(404);
    const rivalList = await ok<JobOrderList>(await rivalAdmin.get('/job-orders?limit=100'));
    expect(rivalList.items.some((item) => item.id === job.id)).toBe(false);
    const walkInElsewhere = await rivalAdmin.send('POST', '/job-orders', {
      clientId: shop.clientId,
      vehicleId: shop.vehicleId,
      mileageIn: null,
      concern: 'Noise',
      mechanicId: null,
    });
    expect(walkInElsewhere.statusCode).toBe(400);
  });
});

describe('canned jobs and declined work', () => {
  it('lets the admin keep canned jobs and anyone at the desk add one to a job order', async () => {
    const body = {
      name: 'Brake pads — front',
      description: 'Pads and labor',
      lines: [
        {
          kind: 'labor',
          description: 'Replace front pads',
          pricing: 'hourly',
          quantity: '1.25',
          unitPrice: '120',
        },
        { kind: 'part', description: 'Front pads', quantity: '1', unitPrice: '64.99' },
      ],
    };
    const created = await ok<{ id: string; total: string; active: boolean }>(
      await as(admin()).send('POST', '/canned-jobs', body),
      201,
    );
    expect(created).toMatchObject({ total: '214.99', active: true });
    const duplicate = await as(admin()).send('POST', '/canned-jobs', {
      ...body,
      name: 'brake pads — FRONT',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe('A canned job named "brake pads — FRONT" already exists.');
    expect(
      (await as(frontDesk).send('POST', '/canned-jobs', { ...body, name: 'X' })).statusCode,
    ).toBe(403);

    const retired = await ok<{ id: string }>(
      await as(admin()).send('POST', '/canned-jobs', {
        ...body,
        name: 'Old package',
        active: false,
      }),
      201,
    );
    const all = await ok<{ items: { name: string }[] }>(await as(alex()).get('/canned-jobs'));
    expect(all.items.map((item) => item.name)).toEqual(['Brake pads — front', 'Old package']);
    const active = await ok<{ items: { name: string }[] }>(
      await as(alex()).get('/canned-jobs?active=true'),
    );
    expect(active.items.map((item) => item.name)).toEqual(['Brake pads — front']);

    const renamed = await ok<{ name: string }>(
      await as(admin()).send('PATCH', `/canned-jobs/${created.id}`, {
        ...body,
        name: 'Front brake pads',
      }),
    );
    expect(renamed.name).toBe('Front brake pads');

    const job = await walkIn();
    const applied = await ok(
      await as(frontDesk).send('POST', `/job-orders/${job.id}/canned-jobs/${created.id}`),
    );
    expect(applied.lines.map((line) => [line.description, line.amount, line.approval])).toEqual([
      ['Replace front pads', '150.00', 'pending'],
      ['Front pads', '64.99', 'pending'],
    ]);
    expect(applied.totals.subtotal).toBe('214.99');
    expect(applied.history.at(-1)).toMatchObject({
      action: 'canned_job_added',
      details: { name: 'Front brake pads' },
    });
    const inactive = await as(frontDesk).send(
      'POST',
      `/job-orders/${job.id}/canned-jobs/${retired.id}`,
    );
    expect(inactive.statusCode).toBe(404);

    expect((await as(admin()).send('DELETE', `/canned-jobs/${retired.id}`)).statusCode).toBe(204);
    expect((await as(admin()).send('DELETE', `/canned-jobs/${retired.id}`)).statusCode).toBe(404);
  });

  it('offers declined work on the next job order of the vehicle and adds it again', async () => {
    const earlier = await walkIn();
    const line = {
      kind: 'labor',
      serviceId: null,
      description: 'Replace timing belt',
      pricing: 'flat',
      quantity: '1.00',
      unitPrice: '450.00',
    };
    const [work] = await harness.database.db
      .insert(declinedWork)
      .values({
        shopId: shop.shopId,
        clientId: shop.clientId,
        vehicleId: shop.vehicleId,
        jobOrderId: earlier.id,
        kind: 'labor',
        description: line.description,
        line,
        amount: '450.00',
        followUpOn: '2027-03-01',
      })
      .returning({ id: declinedWork.id });
    const [elsewhere] = await harness.database.db
      .insert(declinedWork)
      .values({
        shopId: shop.shopId,
        clientId: other.clientId,
        vehicleId: other.vehicleId,
        jobOrderId: earlier.id,
        kind: 'labor',
        description: 'Other car work',
        line: { ...line, description: 'Other car work' },
        amount: '450.00',
        followUpOn: '2027-03-01',
      })
      .returning({ id: declinedWork.id });

    expect(
      (await ok(await as(frontDesk).get(`/job-orders/${earlier.id}`))).declinedWorkOffered,
    ).toEqual([]);
    const next = await walkIn();
    expect(next.declinedWorkOffered).toMatchObject([
      {
        id: work?.id,
        jobOrderId: earlier.id,
        jobOrderNumber: earlier.number,
        description: 'Replace timing belt',
        amount: '450.00',
        followUpOn: '2027-03-01',
        status: 'open',
      },
    ]);

    const wrongCar = await as(frontDesk).send(
      'POST',
      `/job-orders/${next.id}/declined-work/${elsewhere?.id}`,
    );
    expect(wrongCar.statusCode).toBe(404);

    const added = await ok(
      await as(frontDesk).send('POST', `/job-orders/${next.id}/declined-work/${work?.id}`),
    );
    expect(added.lines).toMatchObject([
      {
        description: 'Replace timing belt',
        amount: '450.00',
        declinedWorkId: work?.id,
        approval: 'pending',
      },
    ]);
    expect(added.declinedWorkOffered).toEqual([]);
    const [stored] = await harness.database.db
      .select({ status: declinedWork.status, resolved: declinedWork.resolvedJobOrderId })
      .from(declinedWork)
      .where(eq(declinedWork.id, work?.id ?? ''));
    expect(stored).toEqual({ status: 'accepted', resolved: next.id });
    const twice = await as(frontDesk).send(
      'POST',
      `/job-orders/${next.id}/declined-work/${work?.id}`,
    );
    expect(twice.statusCode).toBe(404);

    // Taking the line off gives the declined work back to the vehicle.
    const removed = await ok(
      await as(frontDesk).send('DELETE', `/job-orders/${next.id}/lines/${added.lines[0]?.id}`),
    );
    expect(removed.declinedWorkOffered.map((offer) => offer.id)).toEqual([work?.id]);
  });
});
