import type { JobOrderBoard, JobOrderBoardCard } from '@pitstop/domain/job-order-board';
import type { JobOrderStatus } from '@pitstop/domain/job-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionItems, inspections } from '../../db/schema/inspections.ts';
import { jobOrderEstimates } from '../../db/schema/workshop.ts';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { signUpAndSignIn } from '../../test/auth-helpers.ts';
import { type BookableShop, createBookableShop } from '../../test/booking-fixtures.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shop: BookableShop;
let rival: BookableShop;
let manager: Session;
let carOwner: Session;
/** Job orders by name. */
const jobs = {} as Record<string, string>;
let rivalJob: string;

const as = (session: Session) => apiAs(harness.app, session);
const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function board(session: Session, query = ''): Promise<JobOrderBoard> {
  const response = await as(session).get(`/job-orders/board${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as JobOrderBoard;
}

const nameOf = (card: JobOrderBoardCard) =>
  Object.keys(jobs).find((name) => jobs[name] === card.id);
const namesOf = (page: JobOrderBoard) => page.cards.map(nameOf);
const cardOf = (page: JobOrderBoard, name: string) => {
  const card = page.cards.find((item) => item.id === jobs[name]);
  if (!card) throw new Error(`${name} is not on the board`);
  return card;
};

beforeAll(async () => {
  harness = await createTestApp();
  shop = await createBookableShop(harness.app, 'board');
  rival = await createBookableShop(harness.app, 'board-rival');
  manager = await signUpStaff(harness.app, {
    email: 'manager-board@example.com',
    shopId: shop.shopId,
    role: 'manager',
  });
  carOwner = await signUpAndSignIn(harness.app, { email: 'owner-board@example.com' });

  const rows = jobOrderRows(harness.database);
  const { alex, bea } = shop.mechanics;
  const own = { shopId: shop.shopId, clientId: shop.clientId, vehicleId: shop.vehicleId };
  const add = async (
    name: string,
    status: JobOrderStatus,
    values: { mechanicId?: string | null; promisedAt?: string | null } = {},
  ) => {
    jobs[name] = (await rows.jobOrder({ ...own, status, ...values })).id;
  };
  await add('estimate', 'estimate', { promisedAt: hoursFromNow(48) });
  await add('awaiting', 'awaiting_approval', { mechanicId: alex.id });
  await add('approved', 'approved', { mechanicId: alex.id, promisedAt: hoursFromNow(4) });
  await add('working', 'in_progress', { mechanicId: bea.id, promisedAt: hoursFromNow(-2) });
  await add('parts', 'waiting_for_parts', { mechanicId: bea.id });
  await add('ready', 'ready_for_pickup', { mechanicId: alex.id, promisedAt: hoursFromNow(-5) });
  // Earlier promise, same column: comes first.
  await add('approvedSooner', 'approved', { mechanicId: bea.id, promisedAt: hoursFromNow(1) });
  await add('done', 'completed', { mechanicId: alex.id });
  await add('cancelled', 'cancelled');
  rivalJob = (
    await rows.jobOrder({
      shopId: rival.shopId,
      clientId: rival.clientId,
      vehicleId: rival.vehicleId,
      status: 'in_progress',
    })
  ).id;

  const db = harness.database.db;
  // Two inspections of the job in progress: 2 red, 1 yellow, 3 green, 1 not answered yet.
  const conditions = [
    ['now', 'soon', 'good', null],
    ['now', 'good', 'good'],
  ] as const;
  for (const [index, answers] of conditions.entries()) {
    const [inspection] = await db
      .insert(inspections)
      .values({
        shopId: shop.shopId,
        jobOrderId: jobs.working as string,
        vehicleId: shop.vehicleId,
        name: `Inspection ${index + 1}`,
      })
      .returning({ id: inspections.id });
    if (!inspection) throw new Error('inspection not inserted');
    await db.insert(inspectionItems).values(
      answers.map((condition, position) => ({
        shopId: shop.shopId,
        inspectionId: inspection.id,
        position,
        section: 'Brakes',
        itemKey: `item-${position}`,
        label: `Item ${position}`,
        kind: 'condition',
        condition,
      })),
    );
  }
  // The approved job's customer answered twice online (one answer opened) and once at the desk.
  const estimate = {
    shopId: shop.shopId,
    jobOrderId: jobs.approved as string,
    presentedTotal: '100.00',
    answeredAt: new Date(),
  };
  await db.insert(jobOrderEstimates).values([
    { ...estimate, revision: 1, answeredVia: 'link' },
    { ...estimate, revision: 2, answeredVia: 'portal', answerReadAt: new Date() },
    { ...estimate, revision: 3, answeredVia: 'staff' },
    { ...estimate, revision: 4, answeredVia: 'portal' },
  ]);
});

afterAll(async () => {
  await harness?.close();
});

describe('GET /job-orders/board', () => {
  it('lists the open job orders by column, promised first, with what their cards show', async () => {
    const page = await board(shop.admin);
    expect(namesOf(page)).toEqual([
      'estimate',
      'awaiting',
      'approvedSooner',
      'approved',
      'working',
      'parts',
      'ready',
    ]);
    expect(page.cards.map((card) => card.status)).toEqual([
      'estimate',
      'awaiting_approval',
      'approved',
      'approved',
      'in_progress',
      'waiting_for_parts',
      'ready_for_pickup',
    ]);
    expect(cardOf(page, 'approved')).toMatchObject({
      client: { id: shop.clientId, name: 'Dana Driver' },
      vehicle: { id: shop.vehicleId, label: 'Toyota Corolla', registrationNumber: null },
      mechanic: { id: shop.mechanics.alex.id, name: 'Alex Stone' },
      late: false,
      inspection: { red: 0, yellow: 0, green: 0 },
      unreadAnswers: 2,
    });
    expect(cardOf(page, 'estimate').mechanic).toBeNull();
  });

  it('marks late the jobs whose promised time has passed, unless the car is ready', async () => {
    const page = await board(shop.admin);
    const late = page.cards.filter((card) => card.late).map(nameOf);
    expect(late).toEqual(['working']);
    expect(cardOf(page, 'ready').promisedAt).not.toBeNull();
    expect(cardOf(page, 'awaiting')).toMatchObject({ promisedAt: null, late: false });
  });

  it("counts the colours of all the job's inspection items", async () => {
    const page = await board(shop.admin);
    expect(cardOf(page, 'working').inspection).toEqual({ red: 2, yellow: 1, green: 3 });
    expect(cardOf(page, 'working').unreadAnswers).toBe(0);
  });

  it('filters by mechanic or unassigned; an unknown mechanic or a bad id is a 400', async () => {
    const { alex, bea } = shop.mechanics;
    expect(namesOf(await board(shop.admin, `?mechanicId=${alex.id}`))).toEqual([
      'awaiting',
      'approved',
      'ready',
    ]);
    expect(namesOf(await board(shop.admin, `?mechanicId=${bea.id}`))).toEqual([
      'approvedSooner',
      'working',
      'parts',
    ]);
    expect(namesOf(await board(shop.admin, '?mechanicId=unassigned'))).toEqual(['estimate']);

    for (const id of ['not-a-uuid', crypto.randomUUID(), rival.mechanics.alex.id, shop.admin.id]) {
      const response = await as(shop.admin).get(`/job-orders/board?mechanicId=${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors?.[0]?.path ?? response.json().detail).toBeTruthy();
    }
  });

  it('refuses to filter by a deactivated mechanic, naming the parameter', async () => {
    const cody = await signUpStaff(harness.app, {
      email: 'cody-board@example.com',
      shopId: shop.shopId,
      role: 'mechanic',
    });
    expect((await as(shop.admin).get(`/job-orders/board?mechanicId=${cody.id}`)).statusCode).toBe(
      200,
    );
    const deactivated = await as(shop.admin).send('POST', `/employees/${cody.id}/deactivate`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const response = await as(shop.admin).get(`/job-orders/board?mechanicId=${cody.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual([
      { path: 'query.mechanicId', message: 'This mechanic is deactivated' },
    ]);
  });

  it("never shows another shop's job orders", async () => {
    const ours = await board(shop.admin);
    expect(ours.cards.map((card) => card.id)).not.toContain(rivalJob);
    const theirs = await board(rival.admin);
    expect(theirs.cards.map((card) => card.id)).toEqual([rivalJob]);
  });

  it('shows the whole board to every staff role; a car owner is refused', async () => {
    const all = namesOf(await board(shop.admin));
    expect(namesOf(await board(manager))).toEqual(all);
    expect(namesOf(await board(shop.mechanics.alex))).toEqual(all);
    const owner = await as(carOwner).get('/job-orders/board');
    expect(owner.statusCode).toBe(403);
    expect(owner.headers['content-type']).toContain('application/problem+json');
    const anonymous = await harness.app.inject({ url: '/api/v1/job-orders/board' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('moves from the board (POST /job-orders/:id/transitions)', () => {
  it("refuses a move the job's status no longer allows, with the machine's reason", async () => {
    // The board still showed the job as approved; it is waiting for parts by now.
    const refused = await as(shop.admin).send('POST', `/job-orders/${jobs.parts}/transitions`, {
      action: 'start_work',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().detail).toBe(
      'Start work is not possible: the job order is waiting for parts.',
    );
    expect(cardOf(await board(shop.admin), 'parts').status).toBe('waiting_for_parts');
  });

  it("refuses a mechanic moving another mechanic's job, and a manager moving any", async () => {
    const byAlex = await as(shop.mechanics.alex).send(
      'POST',
      `/job-orders/${jobs.approvedSooner}/transitions`,
      { action: 'start_work' },
    );
    expect(byAlex.statusCode).toBe(404);
    const byManager = await as(manager).send('POST', `/job-orders/${jobs.approved}/transitions`, {
      action: 'start_work',
    });
    expect(byManager.statusCode).toBe(403);
    expect(cardOf(await board(shop.admin), 'approvedSooner').status).toBe('approved');
  });

  it('moves a card to its new column when the move is allowed', async () => {
    const moved = await as(shop.mechanics.alex).send(
      'POST',
      `/job-orders/${jobs.approved}/transitions`,
      { action: 'start_work' },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(cardOf(await board(manager), 'approved').status).toBe('in_progress');
  });
});
