import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobOrders, jobOrderTimeEntries } from '../../db/schema/workshop.ts';
import { listHistory } from '../../platform/history.ts';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin } from '../../test/auth-helpers.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';

type Clock = {
  runningClock: { entryId: string; jobOrderId: string; number: number; startedAt: string } | null;
  timeEntries: {
    id: string;
    mechanic: { id: string; name: string };
    startedAt: string;
    endedAt: string | null;
    note: string | null;
  }[];
};

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let desk: Session;
let mia: Session & { id: string };
let max: Session & { id: string };
const job = {} as Record<
  'approved' | 'working' | 'estimate' | 'ready' | 'maxs' | 'foreign',
  string
>;
const as = (session: Session) => apiAs(harness.app, session);
const clock = (session: Session, id: string, action: 'start' | 'stop', jobId?: string) =>
  as(session).send('POST', `/job-orders/${id}/clock`, { action, ...(jobId ? { jobId } : {}) });
/** The first job of a job order (every job order has one). */
const firstJobOf = async (id: string) =>
  (await as(admin).get(`/job-orders/${id}`)).json().jobs[0].id as string;

async function statusOf(id: string) {
  const [row] = await harness.database.db
    .select({ status: jobOrders.status })
    .from(jobOrders)
    .where(eq(jobOrders.id, id));
  return row?.status;
}

beforeAll(async () => {
  harness = await createTestApp();
  const rows = jobOrderRows(harness.database);
  admin = await createShopAdmin(harness.app, {
    email: 'admin@clock.test',
    shopName: 'Clock Garage',
  });
  const rival = await createShopAdmin(harness.app, {
    email: 'admin@rival-clock.test',
    shopName: 'Rival',
  });
  desk = await signUpStaff(harness.app, {
    email: 'desk@clock.test',
    shopId: admin.shopId,
    role: 'front_desk',
  });
  mia = await signUpStaff(harness.app, {
    email: 'mia@clock.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  max = await signUpStaff(harness.app, {
    email: 'max@clock.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  const shopId = admin.shopId;
  const ann = await rows.client(shopId, { name: 'Ann Archer' });
  const car = await rows.vehicle(shopId, ann, { make: 'Toyota', model: 'RAV4', year: 2019 });
  job.approved = (
    await rows.jobOrder({
      shopId,
      clientId: ann,
      vehicleId: car,
      mechanicId: mia.id,
      status: 'approved',
    })
  ).id;
  job.working = (
    await rows.jobOrder({ shopId, clientId: ann, mechanicId: mia.id, status: 'in_progress' })
  ).id;
  job.estimate = (
    await rows.jobOrder({ shopId, clientId: ann, mechanicId: mia.id, status: 'estimate' })
  ).id;
  job.ready = (
    await rows.jobOrder({ shopId, clientId: ann, mechanicId: mia.id, status: 'ready_for_pickup' })
  ).id;
  job.maxs = (
    await rows.jobOrder({ shopId, clientId: ann, mechanicId: max.id, status: 'in_progress' })
  ).id;
  const abroad = await rows.client(rival.shopId, { name: 'Ann Abroad' });
  job.foreign = (
    await rows.jobOrder({ shopId: rival.shopId, clientId: abroad, status: 'in_progress' })
  ).id;
});

afterAll(async () => {
  await harness?.close();
});

describe('the job clock', () => {
  it('starts on an approved job and moves it to in progress, with the start in its history', async () => {
    const response = await clock(mia, job.approved, 'start');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Clock;
    expect(body.runningClock).toMatchObject({ jobOrderId: job.approved });
    expect(body.timeEntries).toHaveLength(1);
    expect(body.timeEntries[0]).toMatchObject({ mechanic: { id: mia.id }, endedAt: null });
    expect(await statusOf(job.approved)).toBe('in_progress');
    const history = await listHistory({
      tx: harness.database.db,
      shopId: admin.shopId,
      subjectType: 'job_order',
      subjectId: job.approved,
    });
    expect(history.map((entry) => [entry.action, entry.fromStatus, entry.toStatus])).toEqual([
      ['start_work', 'approved', 'in_progress'],
    ]);
    const me = await as(mia).get('/me/clock');
    expect(me.json()).toMatchObject({
      jobOrderId: job.approved,
      entryId: body.runningClock?.entryId,
    });
  });

  it('refuses a second start on the same job', async () => {
    const response = await clock(mia, job.approved, 'start');
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Your clock is already running on this job.');
  });

  it('starting another job stops the first: one running clock per mechanic', async () => {
    const response = await clock(mia, job.working, 'start');
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Clock).runningClock).toMatchObject({ jobOrderId: job.working });
    const running = await harness.database.db
      .select({ jobOrderId: jobOrderTimeEntries.jobOrderId })
      .from(jobOrderTimeEntries)
      .where(and(eq(jobOrderTimeEntries.mechanicId, mia.id), isNull(jobOrderTimeEntries.endedAt)));
    expect(running).toEqual([{ jobOrderId: job.working }]);
    const [first] = await harness.database.db
      .select({ endedAt: jobOrderTimeEntries.endedAt })
      .from(jobOrderTimeEntries)
      .where(eq(jobOrderTimeEntries.jobOrderId, job.approved));
    expect(first?.endedAt).toBeInstanceOf(Date);
  });

  it('stops only where it runs', async () => {
    const elsewhere = await clock(mia, job.approved, 'stop');
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().detail).toBe('Your clock is not running on this job.');
    const stopped = await clock(mia, job.working, 'stop');
    expect(stopped.statusCode, stopped.body).toBe(200);
    const body = stopped.json() as Clock;
    expect(body.runningClock).toBeNull();
    expect(body.timeEntries[0]?.endedAt).not.toBeNull();
    expect((await as(mia).get('/me/clock')).json()).toBeNull();
  });

  it('before approval runs only on the job being diagnosed, and leaves the estimate as it is', async () => {
    const unnamed = await clock(mia, job.estimate, 'start');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual([
      { path: 'body.jobId', message: 'Choose the job you are diagnosing' },
    ]);
    const elsewhere = await clock(mia, job.estimate, 'start', await firstJobOf(job.working));
    expect(elsewhere.statusCode).toBe(404);

    const diagnosed = await firstJobOf(job.estimate);
    const started = await clock(mia, job.estimate, 'start', diagnosed);
    expect(started.statusCode, started.body).toBe(200);
    expect((started.json() as Clock).timeEntries).toEqual([
      expect.objectContaining({ jobId: diagnosed, endedAt: null }),
    ]);
    expect(await statusOf(job.estimate)).toBe('estimate');
    expect((await clock(mia, job.estimate, 'stop')).statusCode).toBe(200);
    // The time stays with its job: the job cannot go while the time names it.
    await as(admin).send('POST', `/job-orders/${job.estimate}/jobs`, { name: 'Second concern' });
    const removed = await as(admin).send('DELETE', `/job-orders/${job.estimate}/jobs/${diagnosed}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().detail).toMatch(/^Time was clocked on /);
  });

  it('runs neither once the work is done nor on a closed job order', async () => {
    const response = await clock(mia, job.ready, 'start', await firstJobOf(job.ready));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'The clock runs only on a diagnosis or approved work; this job order is ready for pickup.',
    );
  });

  it("a mechanic cannot clock someone else's job, nor another shop's", async () => {
    expect((await clock(mia, job.maxs, 'start')).statusCode).toBe(404);
    expect((await clock(admin, job.foreign, 'start')).statusCode).toBe(404);
    expect((await clock(desk, job.working, 'start')).statusCode).toBe(403);
  });

  it('an admin clocks their own time on any job of the shop', async () => {
    const started = await clock(admin, job.maxs, 'start');
    expect(started.statusCode, started.body).toBe(200);
    expect((await clock(admin, job.maxs, 'stop')).statusCode).toBe(200);
  });
});

describe('correcting a time entry', () => {
  it('an admin corrects an entry; the history keeps before and after', async () => {
    const [entry] = await harness.database.db
      .select({ id: jobOrderTimeEntries.id, startedAt: jobOrderTimeEntries.startedAt })
      .from(jobOrderTimeEntries)
      .where(eq(jobOrderTimeEntries.jobOrderId, job.working));
    if (!entry) throw new Error('no entry');
    const response = await as(admin).send(
      'PATCH',
      `/job-orders/${job.working}/time-entries/${entry.id}`,
      {
        startedAt: '2026-03-02T08:00:00Z',
        endedAt: '2026-03-02T09:30:00Z',
        note: 'Forgot to stop',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Clock).timeEntries[0]).toMatchObject({
      startedAt: '2026-03-02T08:00:00.000Z',
      endedAt: '2026-03-02T09:30:00.000Z',
      note: 'Forgot to stop',
    });
    const history = await listHistory({
      tx: harness.database.db,
      shopId: admin.shopId,
      subjectType: 'job_order',
      subjectId: job.working,
    });
    const corrected = history.find((item) => item.action === 'time_entry_corrected');
    expect(corrected?.actorName).toBe('Shop Admin');
    expect(corrected?.details).toMatchObject({
      entryId: entry.id,
      before: { startedAt: entry.startedAt.toISOString(), note: null },
      after: {
        startedAt: '2026-03-02T08:00:00.000Z',
        endedAt: '2026-03-02T09:30:00.000Z',
        note: 'Forgot to stop',
      },
    });
  });

  it('refuses an end before the start, a mechanic, and an unknown entry', async () => {
    const [entry] = await harness.database.db
      .select({ id: jobOrderTimeEntries.id })
      .from(jobOrderTimeEntries)
      .where(eq(jobOrderTimeEntries.jobOrderId, job.working));
    const url = `/job-orders/${job.working}/time-entries/${entry?.id}`;
    const backwards = await as(admin).send('PATCH', url, {
      startedAt: '2026-03-02T10:00:00Z',
      endedAt: '2026-03-02T09:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toContainEqual({
      path: 'body.endedAt',
      message: 'Must be after the start',
    });
    const times = { startedAt: '2026-03-02T08:00:00Z', endedAt: '2026-03-02T09:00:00Z' };
    expect((await as(mia).send('PATCH', url, times)).statusCode).toBe(403);
    const unknown = await as(admin).send(
      'PATCH',
      `/job-orders/${job.approved}/time-entries/${entry?.id}`,
      times,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
