import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/people.ts';
import { jobs } from '../../db/schema/platform.ts';
import { listHistory } from '../../platform/history.ts';
import { createJobWorker } from '../../platform/job-queue.ts';
import { apiAs, signUpStaff } from '../../test/api-helpers.ts';
import { appointmentSeeder } from '../../test/appointment-seed.ts';
import { type BookableShop, createBookableShop } from '../../test/booking-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { timeOffJobHandlers } from './time-off-mail.ts';
import { TIME_OFF_DECISION_MAIL_JOB } from './time-off-mail-job.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shop: BookableShop;
let other: BookableShop;
let as: Record<
  'admin' | 'manager' | 'desk' | 'alex' | 'bea' | 'otherAdmin',
  ReturnType<typeof apiAs>
>;
let deskId: string;

// Far-ahead weeks (Chicago, CST): Monday 7 January 2030 and the week after.
const MONDAY = '2030-01-07';
const TUESDAY = '2030-01-08';
const NEXT_MONDAY = '2030-01-14';

beforeAll(async () => {
  harness = await createTestApp();
  shop = await createBookableShop(harness.app, 'sched');
  other = await createBookableShop(harness.app, 'sched-other');
  const app = harness.app;
  const desk = await signUpStaff(app, {
    email: 'desk-sched@example.com',
    shopId: shop.shopId,
    role: 'front_desk',
  });
  deskId = desk.id;
  as = {
    admin: apiAs(app, shop.admin),
    manager: apiAs(
      app,
      await signUpStaff(app, {
        email: 'manager-sched@example.com',
        shopId: shop.shopId,
        role: 'manager',
      }),
    ),
    desk: apiAs(app, desk),
    alex: apiAs(app, shop.mechanics.alex),
    bea: apiAs(app, shop.mechanics.bea),
    otherAdmin: apiAs(app, other.admin),
  };
});
afterAll(() => harness.close());

async function slotTimes(date: string, mechanicId?: string): Promise<string[]> {
  const response = await as.desk.get(
    `/booking-slots?serviceIds=${shop.services.oil}&from=${date}&to=${date}${mechanicId ? `&mechanicId=${mechanicId}` : ''}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json().days[0].slots.map((slot: { time: string }) => slot.time);
}

describe('schedule exceptions', () => {
  it('change one date without touching the weekly hours; slots and availability follow', async () => {
    const alex = shop.mechanics.alex.id;
    expect(await slotTimes(MONDAY, alex)).toContain('09:00');
    const put = await as.manager.send('PUT', `/schedules/exceptions/${alex}/${MONDAY}`, {
      hours: [{ start: '13:00', end: '15:00' }],
      note: 'Short day',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      userId: alex,
      date: MONDAY,
      hours: [{ start: '13:00', end: '15:00' }],
      note: 'Short day',
    });
    const times = await slotTimes(MONDAY, alex);
    expect(times).not.toContain('09:00');
    expect(times).toContain('13:00');
    expect(times.at(-1)).toBe('14:30');
    // The next Monday keeps the weekly pattern.
    expect(await slotTimes(NEXT_MONDAY, alex)).toContain('09:00');
    // Mechanic Availability reads the same row.
    const availability = await as.admin.get(`/availability?from=${MONDAY}&to=${MONDAY}`);
    expect(
      availability.json().mechanics.find((entry: { id: string }) => entry.id === alex).exceptions,
    ).toEqual([{ date: MONDAY, hours: [{ start: '13:00', end: '15:00' }] }]);

    // A day off, then back to the weekly hours.
    await as.admin.send('PUT', `/schedules/exceptions/${alex}/${TUESDAY}`, { hours: [] });
    expect(await slotTimes(TUESDAY, alex)).toEqual([]);
    expect(
      (await as.admin.send('DELETE', `/schedules/exceptions/${alex}/${TUESDAY}`)).statusCode,
    ).toBe(204);
    expect(await slotTimes(TUESDAY, alex)).toContain('09:00');
    expect(
      (await as.admin.send('DELETE', `/schedules/exceptions/${alex}/${TUESDAY}`)).statusCode,
    ).toBe(404);

    const history = await listHistory({
      tx: harness.database.db,
      shopId: shop.shopId,
      subjectType: 'employee_schedule',
      subjectId: alex,
    });
    expect(history.map((entry) => entry.action)).toEqual([
      'exception_set',
      'exception_set',
      'exception_removed',
    ]);
  });

  it('validates hours like weekly hours, naming the field', async () => {
    const url = `/schedules/exceptions/${shop.mechanics.bea.id}/${MONDAY}`;
    const backwards = await as.admin.send('PUT', url, {
      hours: [{ start: '15:00', end: '09:00' }],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].path).toBe('body.hours.0.end');
    const overlapping = await as.admin.send('PUT', url, {
      hours: [
        { start: '08:00', end: '12:00' },
        { start: '11:00', end: '14:00' },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().errors[0]).toMatchObject({
      path: 'body.hours.1.start',
      message: 'Shifts on the same day must not overlap',
    });
    const malformed = await as.admin.send('PUT', url, { hours: [{ start: '8am', end: '12:00' }] });
    expect(malformed.json().errors[0].path).toBe('body.hours.0.start');
    const badDate = await as.admin.send(
      'PUT',
      `/schedules/exceptions/${shop.mechanics.bea.id}/2030-02-30`,
      { hours: [] },
    );
    expect(badDate.statusCode).toBe(400);
  });

  it('is for admin and manager; another shop’s person is not found', async () => {
    const url = `/schedules/exceptions/${shop.mechanics.bea.id}/${MONDAY}`;
    expect((await as.alex.send('PUT', url, { hours: [] })).statusCode).toBe(403);
    expect((await as.desk.send('PUT', url, { hours: [] })).statusCode).toBe(403);
    expect((await as.otherAdmin.send('PUT', url, { hours: [] })).statusCode).toBe(404);
    expect((await as.alex.get(`/schedules?week=${MONDAY}`)).statusCode).toBe(403);
    const own = await as.alex.get(`/schedules?week=${MONDAY}&userId=${shop.mechanics.alex.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().staff.map((person: { userId: string }) => person.userId)).toEqual([
      shop.mechanics.alex.id,
    ]);
  });

  it("copies a week's exceptions to the next, replacing those already there", async () => {
    const bea = shop.mechanics.bea.id;
    await as.admin.send('PUT', `/schedules/exceptions/${deskId}/2030-01-09`, {
      hours: [{ start: '10:00', end: '14:00' }],
    });
    // Already on the target week: replaced.
    await as.admin.send('PUT', `/schedules/exceptions/${bea}/2030-01-15`, {
      hours: [{ start: '07:00', end: '08:00' }],
    });
    const copied = await as.manager.send('POST', '/schedules/copy-week', { weekStart: TUESDAY });
    expect(copied.statusCode).toBe(200);
    // Alex's Monday and the desk's Wednesday.
    expect(copied.json()).toEqual({ copied: 2, targetWeekStart: NEXT_MONDAY });
    const week = (await as.admin.get(`/schedules?week=${NEXT_MONDAY}`)).json();
    expect(week.weekStart).toBe(NEXT_MONDAY);
    const exceptionsOf = (userId: string) =>
      week.staff.find((person: { userId: string }) => person.userId === userId).exceptions;
    expect(exceptionsOf(shop.mechanics.alex.id)).toEqual([
      {
        userId: shop.mechanics.alex.id,
        date: NEXT_MONDAY,
        hours: [{ start: '13:00', end: '15:00' }],
        note: 'Short day',
      },
    ]);
    expect(exceptionsOf(deskId)[0].date).toBe('2030-01-16');
    expect(exceptionsOf(bea)).toEqual([]);
  });

  it('lists every active staff member; a deactivated employee leaves the grid and the slots', async () => {
    const week = (await as.manager.get(`/schedules?week=${MONDAY}`)).json();
    expect(week.staff.map((person: { name: string }) => person.name)).toEqual(
      expect.arrayContaining(['Alex Stone', 'Bea Ford']),
    );
    expect(week.staff).toHaveLength(5);
    const bea = shop.mechanics.bea.id;
    const before = await slotTimes(NEXT_MONDAY, bea);
    expect(before).toContain('09:00');
    await harness.database.db
      .insert(employees)
      .values({ shopId: shop.shopId, userId: bea, deactivatedAt: new Date() })
      .onConflictDoUpdate({ target: employees.userId, set: { deactivatedAt: new Date() } });
    const after = (await as.manager.get(`/schedules?week=${MONDAY}`)).json();
    expect(after.staff.map((person: { userId: string }) => person.userId)).not.toContain(bea);
    const slots = await as.desk.get(
      `/booking-slots?serviceIds=${shop.services.oil}&from=${NEXT_MONDAY}&to=${NEXT_MONDAY}`,
    );
    // Only Alex is left to book (he works 13:00–15:00 that Monday after the copy).
    expect(slots.json().days[0].slots.map((slot: { time: string }) => slot.time)).not.toContain(
      '09:00',
    );
    expect(
      (
        await as.desk.get(
          `/booking-slots?serviceIds=${shop.services.oil}&from=${NEXT_MONDAY}&to=${NEXT_MONDAY}&mechanicId=${bea}`,
        )
      ).statusCode,
    ).toBe(404);
    await harness.database.db
      .update(employees)
      .set({ deactivatedAt: null })
      .where(eq(employees.userId, bea));
  });
});

describe('time-off requests', () => {
  it('a pending request blocks nothing; approved, the slots go; the requester is told', async () => {
    const bea = shop.mechanics.bea.id;
    const seed = appointmentSeeder(harness.database);
    // Bea's booking on Thursday 10 January at 10:00–11:00 Chicago.
    await seed.appointment({
      shopId: shop.shopId,
      clientId: shop.clientId,
      mechanicId: bea,
      startsAt: '2030-01-10T16:00:00Z',
      endsAt: '2030-01-10T17:00:00Z',
      status: 'confirmed',
    });
    const asked = await as.bea.send('POST', '/time-off-requests', {
      allDay: true,
      startsOn: '2030-01-10',
      endsOn: '2030-01-10',
      reason: 'Moving house',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ userId: bea, status: 'pending', name: 'Bea Ford' });
    const id = asked.json().id as string;
    expect(await slotTimes('2030-01-10', bea)).not.toEqual([]);

    const mine = (await as.bea.get('/time-off-requests')).json();
    expect(mine.items.map((item: { id: string }) => item.id)).toContain(id);
    const pending = await as.manager.get('/time-off-requests?scope=pending');
    const listed = pending.json().items.find((item: { id: string }) => item.id === id);
    expect(listed.bookings).toHaveLength(1);
    expect(listed.bookings[0]).toMatchObject({ clientName: 'Dana Driver', status: 'confirmed' });
    // The admin's inbox holds it, unread, and the badge counts it.
    const inbox = (await as.admin.get('/notifications')).json();
    expect(inbox.items.find((item: { id: string }) => item.id === id)).toMatchObject({
      client: null,
      readAt: null,
      timeOff: { id, status: 'pending' },
    });

    const decided = await as.manager.send('POST', `/time-off-requests/${id}/decision`, {
      decision: 'approved',
      note: 'Enjoy the new place',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      status: 'approved',
      decisionNote: 'Enjoy the new place',
    });
    expect(await slotTimes('2030-01-10', bea)).toEqual([]);

    const again = await as.admin.send('POST', `/time-off-requests/${id}/decision`, {
      decision: 'declined',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This request is already approved: a decision is final.');

    // Bea is told: the decision arrives unread in her inbox and on her badge until she opens it.
    const told = (await as.bea.get('/notifications')).json();
    expect(told.items.find((item: { id: string }) => item.id === id)).toMatchObject({
      readAt: null,
      content: expect.stringContaining('was approved'),
      timeOff: { id, status: 'approved' },
    });
    const unreadBefore = (await as.bea.get('/sidebar-counts')).json().notifications as number;
    expect(unreadBefore).toBeGreaterThanOrEqual(1);
    expect((await as.alex.send('POST', `/notifications/time-off/${id}/read`)).statusCode).toBe(404);
    expect((await as.bea.send('POST', `/notifications/time-off/${id}/read`)).statusCode).toBe(204);
    const opened = (await as.bea.get('/notifications')).json();
    expect(opened.items.find((item: { id: string }) => item.id === id).readAt).not.toBeNull();
    expect((await as.bea.get('/sidebar-counts')).json().notifications).toBe(unreadBefore - 1);
    const [job] = await harness.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${TIME_OFF_DECISION_MAIL_JOB}:${id}`));
    expect(job).toBeDefined();
    const worker = createJobWorker({
      db: harness.database.db,
      handlers: timeOffJobHandlers(harness.app),
      log: pino({ level: 'silent' }),
    });
    expect(await worker.runDue()).toBeGreaterThanOrEqual(1);
    const mails = (
      await harness.app.inject('/api/dev/mailbox?to=bea-sched@example.com')
    ).json() as { subject: string; text: string }[];
    const mail = mails.find((entry) => entry.subject === 'Your time off was approved');
    expect(mail?.text).toContain('Enjoy the new place');

    const history = await listHistory({
      tx: harness.database.db,
      shopId: shop.shopId,
      subjectType: 'time_off',
      subjectId: id,
    });
    expect(history.map((entry) => entry.action)).toEqual(['requested', 'approved']);
  });

  it('a declined request blocks nothing; a pending one can be cancelled by its requester only', async () => {
    const alex = shop.mechanics.alex.id;
    const asked = await as.alex.send('POST', '/time-off-requests', {
      allDay: false,
      startsAt: '2030-01-11T09:00',
      endsAt: '2030-01-11T12:00',
    });
    const id = asked.json().id as string;
    expect((await as.bea.send('DELETE', `/time-off-requests/${id}`)).statusCode).toBe(403);
    const declined = await as.admin.send('POST', `/time-off-requests/${id}/decision`, {
      decision: 'declined',
      note: 'Busy week',
    });
    expect(declined.json().status).toBe('declined');
    expect(await slotTimes('2030-01-11', alex)).toContain('09:00');
    expect((await as.alex.send('DELETE', `/time-off-requests/${id}`)).statusCode).toBe(409);

    const second = await as.desk.send('POST', '/time-off-requests', {
      allDay: true,
      startsOn: '2030-02-01',
      endsOn: '2030-02-01',
    });
    expect(second.json()).toMatchObject({ userId: deskId, status: 'pending' });
    const secondId = second.json().id as string;
    expect((await as.desk.send('DELETE', `/time-off-requests/${secondId}`)).statusCode).toBe(204);
    expect((await as.desk.get('/time-off-requests')).json().items).toEqual([]);
  });

  it('time off the desk records for a mechanic reaches them unread; a decision on your own request arrives read', async () => {
    const alex = shop.mechanics.alex.id;
    const entered = await as.admin.send('POST', '/availability/time-off', {
      mechanicId: alex,
      allDay: true,
      startsOn: '2030-03-04',
      endsOn: '2030-03-04',
      reason: 'Training',
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const recorded = entered.json().id as string;
    const alexInbox = (await as.alex.get('/notifications')).json();
    expect(alexInbox.items.find((item: { id: string }) => item.id === recorded)).toMatchObject({
      readAt: null,
      timeOff: { id: recorded, status: 'approved' },
    });

    const asked = await as.manager.send('POST', '/time-off-requests', {
      allDay: true,
      startsOn: '2030-03-05',
      endsOn: '2030-03-05',
    });
    const own = asked.json().id as string;
    const decided = await as.manager.send('POST', `/time-off-requests/${own}/decision`, {
      decision: 'approved',
    });
    expect(decided.statusCode).toBe(200);
    const managerInbox = (await as.manager.get('/notifications')).json();
    expect(
      managerInbox.items.find((item: { id: string }) => item.id === own).readAt,
    ).not.toBeNull();
  });

  it('refuses bad ranges, requests for someone else and decisions by mechanics', async () => {
    const backwards = await as.alex.send('POST', '/time-off-requests', {
      allDay: true,
      startsOn: '2030-01-10',
      endsOn: '2030-01-09',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].path).toBe('body.endsOn');
    const backwardsHours = await as.alex.send('POST', '/time-off-requests', {
      allDay: false,
      startsAt: '2030-01-10T12:00',
      endsAt: '2030-01-10T09:00',
    });
    expect(backwardsHours.json().errors[0].path).toBe('body.endsAt');
    const forBea = await as.alex.send('POST', '/time-off-requests', {
      userId: shop.mechanics.bea.id,
      allDay: true,
      startsOn: '2030-01-10',
      endsOn: '2030-01-10',
    });
    expect(forBea.statusCode).toBe(403);
    const asked = await as.bea.send('POST', '/time-off-requests', {
      allDay: true,
      startsOn: '2030-03-01',
      endsOn: '2030-03-01',
    });
    const id = asked.json().id as string;
    expect(
      (await as.alex.send('POST', `/time-off-requests/${id}/decision`, { decision: 'approved' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await as.desk.send('POST', `/time-off-requests/${id}/decision`, { decision: 'approved' }))
        .statusCode,
    ).toBe(403);
    expect((await as.alex.get('/time-off-requests?scope=pending')).statusCode).toBe(403);
    expect(
      (
        await as.otherAdmin.send('POST', `/time-off-requests/${id}/decision`, {
          decision: 'approved',
        })
      ).statusCode,
    ).toBe(404);
    const bad = await as.admin.send('POST', `/time-off-requests/${id}/decision`, {
      decision: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('body.decision');
  });
});
