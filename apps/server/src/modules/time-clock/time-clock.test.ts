import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceBreaks, attendanceEntries, employees } from '../../db/schema/people.ts';
import { jobs } from '../../db/schema/platform.ts';
import { profiles, shops } from '../../db/schema/shops.ts';
import { jobOrderTimeEntries, services } from '../../db/schema/workshop.ts';
import { runInShopScope } from '../../db/tenancy.ts';
import { listHistory } from '../../platform/history.ts';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin } from '../../test/auth-helpers.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';
import { AUTO_CLOSE_JOB, timeClockJobHandlers } from './clock.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>> & { id: string };
let manager: Session & { id: string };
let desk: Session & { id: string };
let mia: Session & { id: string };
let max: Session & { id: string };
let rival: Awaited<ReturnType<typeof createShopAdmin>>;
const as = (session: Session) => apiAs(harness.app, session);
const db = () => harness.database.db;

/** An attendance entry written directly (hand-computed timesheets), times in UTC. */
async function entry(
  shopId: string,
  userId: string,
  clockedInAt: string,
  clockedOutAt: string | null,
  breaks: [string, string][] = [],
) {
  const [row] = await db()
    .insert(attendanceEntries)
    .values({
      shopId,
      userId,
      clockedInAt: new Date(clockedInAt),
      clockedOutAt: clockedOutAt ? new Date(clockedOutAt) : null,
    })
    .returning({ id: attendanceEntries.id });
  const id = row?.id as string;
  for (const [startedAt, endedAt] of breaks)
    await db()
      .insert(attendanceBreaks)
      .values({ shopId, entryId: id, startedAt: new Date(startedAt), endedAt: new Date(endedAt) });
  return id;
}

async function setPay(shopId: string, userId: string, payType: string, payRate: string) {
  const [existing] = await db()
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.userId, userId));
  if (existing)
    await db().update(employees).set({ payType, payRate }).where(eq(employees.id, existing.id));
  else await db().insert(employees).values({ shopId, userId, payType, payRate });
}

beforeAll(async () => {
  harness = await createTestApp();
  const created = await createShopAdmin(harness.app, {
    email: 'admin@attendance.test',
    shopName: 'Attendance Garage',
  });
  admin = { ...created, id: (await as(created).get('/me')).json().id };
  rival = await createShopAdmin(harness.app, {
    email: 'admin@rival-attendance.test',
    shopName: 'Rival',
  });
  const shopId = admin.shopId;
  manager = await signUpStaff(harness.app, {
    email: 'manager@attendance.test',
    shopId,
    role: 'manager',
  });
  desk = await signUpStaff(harness.app, {
    email: 'desk@attendance.test',
    shopId,
    role: 'front_desk',
  });
  mia = await signUpStaff(harness.app, { email: 'mia@attendance.test', shopId, role: 'mechanic' });
  max = await signUpStaff(harness.app, { email: 'max@attendance.test', shopId, role: 'mechanic' });
  for (const [person, fullName] of [
    [manager, 'Morgan Manager'],
    [desk, 'Dana Desk'],
    [mia, 'Mia Lopez'],
    [max, 'Max Brandt'],
  ] as const)
    await db().update(profiles).set({ fullName }).where(eq(profiles.id, person.id));
  await db()
    .update(shops)
    .set({
      timezone: 'America/New_York',
      locale: 'en-US',
      payPeriod: 'weekly',
      payPeriodAnchor: '2026-03-02',
    })
    .where(eq(shops.id, shopId));
  // Open Monday to Saturday 8:00–12:00 and 13:00–17:00.
  const hours = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, start: '08:00', end: '12:00' },
    { weekday, start: '13:00', end: '17:00' },
  ]);
  expect((await as(admin).send('PUT', '/availability/opening-hours', { hours })).statusCode).toBe(
    200,
  );
});

afterAll(async () => {
  await harness?.close();
});

describe('the time clock', () => {
  it('clocks in, takes a break, and clocks out, refusing what makes no sense', async () => {
    const clock = (action: string) => as(desk).send('POST', `/time-clock/${action}`);
    expect((await as(desk).get('/time-clock')).json()).toMatchObject({
      clockedInSince: null,
      onBreakSince: null,
      workedTodaySeconds: 0,
    });
    const outFirst = await clock('out');
    expect(outFirst.statusCode).toBe(409);
    expect(outFirst.json().detail).toBe('You are not clocked in.');
    expect((await clock('break-start')).statusCode).toBe(409);

    const clockedIn = await clock('in');
    expect(clockedIn.statusCode).toBe(200);
    const since = clockedIn.json().clockedInSince as string;
    expect(since).not.toBeNull();
    const twice = await clock('in');
    expect(twice.statusCode).toBe(409);
    const shown = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/New_York',
    })
      .format(new Date(since))
      .replace(/[\u202f\u00a0]/g, ' ');
    expect(twice.json().detail).toBe(`Already clocked in since ${shown}`);

    expect((await clock('break-end')).statusCode).toBe(409);
    const onBreak = await clock('break-start');
    expect(onBreak.json().onBreakSince).not.toBeNull();
    expect((await clock('break-start')).statusCode).toBe(409);
    expect((await clock('break-end')).json().onBreakSince).toBeNull();
    await clock('break-start');
    // Clocking out ends the open break.
    const out = await clock('out');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ clockedInSince: null, onBreakSince: null });
    const breaks = await db()
      .select({ endedAt: attendanceBreaks.endedAt })
      .from(attendanceBreaks)
      .innerJoin(attendanceEntries, eq(attendanceEntries.id, attendanceBreaks.entryId))
      .where(eq(attendanceEntries.userId, desk.id));
    expect(breaks).toHaveLength(2);
    expect(breaks.every((item) => item.endedAt !== null)).toBe(true);
  });

  it('queues the forgotten clock-out for the local midnight after the clock-in', async () => {
    await as(max).send('POST', '/time-clock/in');
    const queued = (await db().select().from(jobs).where(eq(jobs.kind, AUTO_CLOSE_JOB))).find(
      (job) => job.payload.userId === max.id,
    );
    expect(queued).toBeDefined();
    const midnight = queued?.runAt as Date;
    const hour = new Intl.DateTimeFormat('en-US', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'America/New_York',
    }).format(midnight);
    expect(hour).toBe('00:00');
    expect(midnight.getTime()).toBeGreaterThan(Date.now());
    await as(max).send('POST', '/time-clock/out');
  });

  it('closes a forgotten entry at the closing time, from the queue and lazily on the next clock-in', async () => {
    const shopId = admin.shopId;
    // Tuesday 2026-03-03, clocked in 08:00 EST (13:00Z), never out: the shop closed at 17:00 EST.
    const forgotten = await entry(shopId, mia.id, '2026-03-03T13:00:00Z', null);
    await db()
      .insert(attendanceBreaks)
      .values({ shopId, entryId: forgotten, startedAt: new Date('2026-03-03T20:00:00Z') });
    const handler = timeClockJobHandlers(harness)[AUTO_CLOSE_JOB];
    await runInShopScope({
      shopIds: [shopId],
      work: async () =>
        handler?.({
          id: 'test',
          kind: AUTO_CLOSE_JOB,
          shopId,
          payload: { userId: mia.id },
          runAt: new Date(),
          attempts: 1,
          maxAttempts: 5,
        }),
    });
    const [closed] = await db()
      .select()
      .from(attendanceEntries)
      .where(eq(attendanceEntries.id, forgotten));
    expect(closed?.clockedOutAt?.toISOString()).toBe('2026-03-03T22:00:00.000Z');
    expect(closed?.autoClosed).toBe(true);
    const [ended] = await db()
      .select({ endedAt: attendanceBreaks.endedAt })
      .from(attendanceBreaks)
      .where(eq(attendanceBreaks.entryId, forgotten));
    expect(ended?.endedAt?.toISOString()).toBe('2026-03-03T22:00:00.000Z');

    // Sunday (closed): closed at the local midnight ending the day; lazily, on the next clock-in.
    const sunday = await entry(shopId, mia.id, '2026-03-01T15:00:00Z', null);
    const clockedIn = await as(mia).send('POST', '/time-clock/in');
    expect(clockedIn.statusCode).toBe(200);
    const [lazily] = await db()
      .select()
      .from(attendanceEntries)
      .where(eq(attendanceEntries.id, sunday));
    expect(lazily?.clockedOutAt?.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(lazily?.autoClosed).toBe(true);
    await as(mia).send('POST', '/time-clock/out');
    await db().delete(attendanceEntries).where(eq(attendanceEntries.userId, mia.id));
  });
});

describe('corrections', () => {
  let entryId: string;
  const week = { from: '2026-02-09', to: '2026-02-15' };

  it('lets admin and manager add and correct entries with a reason, kept in the history', async () => {
    const added = await as(manager).send('POST', '/attendance', {
      userId: max.id,
      clockedInAt: '2026-02-10T13:00:00Z',
      clockedOutAt: '2026-02-10T22:00:00Z',
      breaks: [{ startedAt: '2026-02-10T17:00:00Z', endedAt: '2026-02-10T17:30:00Z' }],
      reason: 'Forgot to clock in',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ workedHours: '8.50', locked: false });
    entryId = added.json().id;

    const corrected = await as(admin).send('PATCH', `/attendance/${entryId}`, {
      clockedOutAt: '2026-02-10T23:00:00Z',
      reason: 'Stayed to close up',
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().workedHours).toBe('9.50');
    expect(corrected.json().changes).toMatchObject([
      { action: 'added', reason: 'Forgot to clock in' },
      { action: 'corrected', actorName: 'Shop Admin', reason: 'Stayed to close up' },
    ]);
    const history = await listHistory({
      tx: db(),
      shopId: admin.shopId,
      subjectType: 'attendance_entry',
      subjectId: entryId,
    });
    expect(history[1]?.details).toMatchObject({
      from: { clockedOutAt: '2026-02-10T22:00:00.000Z' },
      to: { clockedOutAt: '2026-02-10T23:00:00.000Z' },
    });

    const listed = await as(manager).get(
      `/attendance?userId=${max.id}&from=${week.from}&to=${week.to}`,
    );
    expect(listed.json().entries.map((item: { id: string }) => item.id)).toEqual([entryId]);
  });

  it('refuses unsound times with a 400 naming the field', async () => {
    const patch = (body: object) =>
      as(admin).send('PATCH', `/attendance/${entryId}`, { reason: 'Fix', ...body });
    const fieldOf = (response: { json(): { errors?: { path: string }[] } }) =>
      response.json().errors?.[0]?.path;
    const negative = await patch({ clockedOutAt: '2026-02-10T12:00:00Z' });
    expect(negative.statusCode).toBe(400);
    expect(fieldOf(negative)).toBe('body.clockedOutAt');
    const long = await patch({ clockedOutAt: '2026-02-11T14:00:00Z' });
    expect(long.statusCode).toBe(400);
    expect(fieldOf(long)).toBe('body.clockedOutAt');
    const outsideBreak = await patch({
      breaks: [{ startedAt: '2026-02-10T12:00:00Z', endedAt: '2026-02-10T13:30:00Z' }],
    });
    expect(fieldOf(outsideBreak)).toBe('body.breaks.0.startedAt');
    const noReason = await as(admin).send('PATCH', `/attendance/${entryId}`, { reason: ' ' });
    expect(fieldOf(noReason)).toBe('body.reason');

    const other = await as(admin).send('POST', '/attendance', {
      userId: max.id,
      clockedInAt: '2026-02-10T22:30:00Z',
      clockedOutAt: '2026-02-11T01:00:00Z',
      reason: 'Night shift',
    });
    expect(other.statusCode).toBe(400);
    expect(fieldOf(other)).toBe('body.clockedInAt');
    const stranger = await as(admin).send('POST', '/attendance', {
      userId: rival.shopId,
      clockedInAt: '2026-02-12T13:00:00Z',
      clockedOutAt: '2026-02-12T14:00:00Z',
      reason: 'Not ours',
    });
    expect(fieldOf(stranger)).toBe('body.userId');
  });

  it('refuses front desk and mechanics: no corrections, and no one else’s entries', async () => {
    const body = {
      userId: max.id,
      clockedInAt: '2026-02-12T13:00:00Z',
      clockedOutAt: '2026-02-12T14:00:00Z',
      reason: 'Try',
    };
    expect((await as(desk).send('POST', '/attendance', body)).statusCode).toBe(403);
    expect(
      (await as(mia).send('PATCH', `/attendance/${entryId}`, { reason: 'x' })).statusCode,
    ).toBe(403);
    const query = `userId=${max.id}&from=${week.from}&to=${week.to}`;
    expect((await as(desk).get(`/attendance?${query}`)).statusCode).toBe(403);
    expect((await as(mia).get(`/attendance?${query}`)).statusCode).toBe(403);
    expect((await as(max).get(`/attendance?${query}`)).statusCode).toBe(200);
    // Another shop's admin does not see the entry at all.
    expect(
      (await as(rival).send('PATCH', `/attendance/${entryId}`, { reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('locks an approved period: corrections 409 until the admin reopens it', async () => {
    expect(
      (await as(mia).send('POST', `/timesheets/${max.id}/approve`, { period: '2026-02-10' }))
        .statusCode,
    ).toBe(403);
    const approved = await as(manager).send('POST', `/timesheets/${max.id}/approve`, {
      period: '2026-02-10',
    });
    expect(approved.statusCode).toBe(204);
    // Approving again (another date of the same period) changes nothing.
    expect(
      (await as(admin).send('POST', `/timesheets/${max.id}/approve`, { period: '2026-02-12' }))
        .statusCode,
    ).toBe(204);
    const locked = await as(admin).send('PATCH', `/attendance/${entryId}`, {
      clockedOutAt: '2026-02-10T22:00:00Z',
      reason: 'Too late',
    });
    expect(locked.statusCode).toBe(409);
    const intoLocked = await as(admin).send('POST', '/attendance', {
      userId: max.id,
      clockedInAt: '2026-02-12T13:00:00Z',
      clockedOutAt: '2026-02-12T14:00:00Z',
      reason: 'Missed',
    });
    expect(intoLocked.statusCode).toBe(409);
    const sheet = await as(manager).get(`/timesheets/${max.id}?period=2026-02-10`);
    expect(sheet.json().person.approval).toMatchObject({ approvedBy: 'Morgan Manager' });
    expect(
      (
        await listHistory({
          tx: db(),
          shopId: admin.shopId,
          subjectType: 'timesheet',
          subjectId: max.id,
        })
      ).map((entry) => entry.action),
    ).toEqual(['approved']);
    expect(sheet.json().entries[0].locked).toBe(true);

    expect(
      (await as(manager).send('DELETE', `/timesheets/${max.id}/approve?period=2026-02-10`))
        .statusCode,
    ).toBe(403);
    expect(
      (await as(admin).send('DELETE', `/timesheets/${max.id}/approve?period=2026-02-10`))
        .statusCode,
    ).toBe(204);
    const reopened = await as(admin).send('PATCH', `/attendance/${entryId}`, {
      clockedOutAt: '2026-02-10T22:00:00Z',
      reason: 'Reopened to fix',
    });
    expect(reopened.statusCode).toBe(200);
    await db().delete(attendanceEntries).where(eq(attendanceEntries.userId, max.id));
  });
});

describe('timesheets', () => {
  beforeAll(async () => {
    const shopId = admin.shopId;
    // Mia, week of Monday 2026-03-02 (EST, UTC-5): Mon–Fri 08:00–17:00 with a 30-minute lunch
    // (8.5 h a day, 42.5 h), then Saturday 22:00 EST to Sunday 06:00 EDT across midnight and the
    // DST change (2 h on Saturday, 5 h on Sunday: 7 h in all, not the 8 the wall clock suggests).
    for (const day of ['02', '03', '04', '05', '06'])
      await entry(shopId, mia.id, `2026-03-${day}T13:00:00Z`, `2026-03-${day}T22:00:00Z`, [
        [`2026-03-${day}T17:00:00Z`, `2026-03-${day}T17:30:00Z`],
      ]);
    await entry(shopId, mia.id, '2026-03-08T03:00:00Z', '2026-03-08T10:00:00Z');
    // Job clock: 3 h on Tuesday.
    const rows = jobOrderRows(harness.database);
    const ann = await rows.client(shopId, { name: 'Ann Archer' });
    const car = await rows.vehicle(shopId, ann, { make: 'Ford', model: 'Focus' });
    const [service] = await db()
      .insert(services)
      .values({
        shopId,
        name: 'Brake job',
        category: 'Brakes',
        durationMinutes: 90,
        price: '150.00',
      })
      .returning({ id: services.id });
    const job = await rows.jobOrder({
      shopId,
      clientId: ann,
      vehicleId: car,
      mechanicId: max.id,
      status: 'completed',
      completedAt: '2026-03-04T20:00:00Z',
      lines: [
        {
          kind: 'labor',
          serviceId: null,
          description: 'Diagnosis',
          pricing: 'hourly',
          quantity: '2.5',
          unitPrice: '100.00',
          approval: 'approved',
        },
        {
          kind: 'labor',
          serviceId: service?.id ?? null,
          description: 'Brake job',
          pricing: 'flat',
          quantity: '1',
          unitPrice: '150.00',
          approval: 'approved',
        },
        {
          kind: 'labor',
          serviceId: null,
          description: 'Declined',
          pricing: 'hourly',
          quantity: '4',
          unitPrice: '100.00',
          approval: 'declined',
        },
        {
          kind: 'part',
          description: 'Pads',
          partNumber: null,
          inventoryItemId: null,
          unitCost: null,
          quantity: '2',
          unitPrice: '40.00',
          approval: 'approved',
        },
      ],
    });
    await db()
      .insert(jobOrderTimeEntries)
      .values({
        shopId,
        jobOrderId: job.id,
        mechanicId: mia.id,
        startedAt: new Date('2026-03-03T14:00:00Z'),
        endedAt: new Date('2026-03-03T17:00:00Z'),
      });
    // April: Monday 13 to Friday 17, 10 h a day, no breaks: a week across the 15th/16th.
    for (const day of ['13', '14', '15', '16', '17'])
      await entry(shopId, max.id, `2026-04-${day}T12:00:00Z`, `2026-04-${day}T22:00:00Z`);
    await setPay(shopId, mia.id, 'hourly', '20.00');
    await setPay(shopId, max.id, 'flat_rate', '30.00');
    await setPay(shopId, desk.id, 'salary', '52000.00');
  });

  const personOf = (body: { people: { userId: string }[] }, id: string) =>
    body.people.find((person) => person.userId === id) as unknown as Record<string, unknown> & {
      days: Record<string, string>[];
      totals: Record<string, string>;
    };

  it('adds up a week by the shop’s days, across midnight and the DST change, with overtime over 40 h', async () => {
    const response = await as(manager).get('/timesheets?period=2026-03-05');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.period).toEqual({ start: '2026-03-02', end: '2026-03-08', kind: 'weekly' });
    const sheet = personOf(body, mia.id);
    expect(sheet.totals).toEqual({
      workedHours: '49.50',
      breakHours: '2.50',
      regularHours: '40.00',
      overtimeHours: '9.50',
      jobClockHours: '3.00',
    });
    expect(sheet.days.map((day) => [day.date, day.workedHours, day.overtimeHours])).toEqual([
      ['2026-03-02', '8.50', '0.00'],
      ['2026-03-03', '8.50', '0.00'],
      ['2026-03-04', '8.50', '0.00'],
      ['2026-03-05', '8.50', '0.00'],
      ['2026-03-06', '8.50', '2.50'],
      ['2026-03-07', '2.00', '2.00'],
      ['2026-03-08', '5.00', '5.00'],
    ]);
    expect(sheet.days[1]?.jobClockHours).toBe('3.00');
    expect(sheet.approval).toBeNull();
  });

  it('splits a week’s overtime across a pay period edge by the days it falls on', async () => {
    await db().update(shops).set({ payPeriod: 'semimonthly' }).where(eq(shops.id, admin.shopId));
    const first = personOf((await as(admin).get('/timesheets?period=2026-04-15')).json(), max.id);
    const second = (await as(admin).get('/timesheets?period=2026-04-16')).json();
    expect(second.period).toEqual({ start: '2026-04-16', end: '2026-04-30', kind: 'semimonthly' });
    expect(first.totals).toMatchObject({
      workedHours: '30.00',
      regularHours: '30.00',
      overtimeHours: '0.00',
    });
    expect(personOf(second, max.id).totals).toMatchObject({
      workedHours: '20.00',
      regularHours: '10.00',
      overtimeHours: '10.00',
    });
  });

  it('finds the period of each kind', async () => {
    const periodOf = async (payPeriod: string, date: string) => {
      await db().update(shops).set({ payPeriod }).where(eq(shops.id, admin.shopId));
      return (await as(admin).get(`/timesheets?period=${date}`)).json().period;
    };
    expect(await periodOf('weekly', '2026-03-01')).toMatchObject({
      start: '2026-02-23',
      end: '2026-03-01',
    });
    expect(await periodOf('biweekly', '2026-03-20')).toMatchObject({
      start: '2026-03-16',
      end: '2026-03-29',
    });
    expect(await periodOf('biweekly', '2026-02-20')).toMatchObject({
      start: '2026-02-16',
      end: '2026-03-01',
    });
    expect(await periodOf('semimonthly', '2026-02-28')).toMatchObject({
      start: '2026-02-16',
      end: '2026-02-28',
    });
    expect(await periodOf('semimonthly', '2026-03-15')).toMatchObject({
      start: '2026-03-01',
      end: '2026-03-15',
    });
    const biweekly = await as(admin).get('/timesheets?period=2026-03-05');
    await db().update(shops).set({ payPeriod: 'biweekly' }).where(eq(shops.id, admin.shopId));
    const twoWeeks = personOf(
      (await as(admin).get('/timesheets?period=2026-03-05')).json(),
      mia.id,
    );
    expect(biweekly.statusCode).toBe(200);
    expect(twoWeeks.totals).toMatchObject({ workedHours: '49.50', overtimeHours: '9.50' });
    await db().update(shops).set({ payPeriod: 'weekly' }).where(eq(shops.id, admin.shopId));
  });

  it('shows each person their own timesheet only; admin and manager everyone’s', async () => {
    const own = (await as(mia).get('/timesheets?period=2026-03-05')).json();
    expect(own.people.map((person: { userId: string }) => person.userId)).toEqual([mia.id]);
    expect((await as(mia).get(`/timesheets/${mia.id}?period=2026-03-05`)).statusCode).toBe(200);
    expect((await as(mia).get(`/timesheets/${max.id}?period=2026-03-05`)).statusCode).toBe(403);
    expect((await as(desk).get(`/timesheets/${mia.id}?period=2026-03-05`)).statusCode).toBe(403);
    const detail = (await as(manager).get(`/timesheets/${mia.id}?period=2026-03-05`)).json();
    expect(detail.entries).toHaveLength(6);
    expect(detail.entries[5]).toMatchObject({ workedHours: '7.00', autoClosed: false });
    const team = (await as(manager).get('/timesheets?period=2026-03-05')).json();
    expect(team.people.map((person: { userId: string }) => person.userId)).toEqual(
      expect.arrayContaining([admin.id, manager.id, desk.id, mia.id, max.id]),
    );
  });

  it('exports payroll per pay type with exact figures, for the admin only', async () => {
    expect((await as(manager).get('/timesheets/export.csv?period=2026-03-05')).statusCode).toBe(
      403,
    );
    const response = await as(admin).get('/timesheets/export.csv?period=2026-03-05');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const rows = parse(response.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[];
    const byName = new Map(rows.map((row) => [row.Employee, row]));
    // Hourly: 40 × 20.00 + 9.5 × 20.00 × 1.5 = 800.00 + 285.00.
    expect(byName.get('Mia Lopez')).toMatchObject({
      'Pay type': 'Hourly',
      Rate: '20.00',
      'Regular hours': '40.00',
      'Overtime hours': '9.50',
      'Period start': '2026-03-02',
      'Period end': '2026-03-08',
      Pay: '1085.00',
    });
    // Flat rate: sold 2.5 h (hourly line) + 1.5 h (the brake job's 90 minutes) = 4 h × 30.00;
    // the declined line and the part sell nothing.
    expect(byName.get('Max Brandt')).toMatchObject({
      'Pay type': 'Flat rate',
      'Sold labor hours': '4.00',
      Pay: '120.00',
    });
    // Salary: 52 000.00 ÷ 52 weeks.
    expect(byName.get('Dana Desk')).toMatchObject({
      'Pay type': 'Salary',
      Pay: '1000.00',
    });
    await db().update(shops).set({ payPeriod: 'semimonthly' }).where(eq(shops.id, admin.shopId));
    const twice = parse(
      (await as(admin).get('/timesheets/export.csv?period=2026-03-05')).body.replace(/^\uFEFF/, ''),
      { columns: true },
    ) as Record<string, string>[];
    expect(twice.find((row) => row.Employee === 'Dana Desk')?.Pay).toBe('2166.67');
    await db().update(shops).set({ payPeriod: 'weekly' }).where(eq(shops.id, admin.shopId));
  });
});

describe('people settings', () => {
  it('are read by admin and manager, changed by the admin only, validated and kept in the history', async () => {
    const read = await as(manager).get('/people-settings');
    expect(read.json()).toMatchObject({
      payPeriod: 'weekly',
      overtimeWeeklyHours: '40',
      overtimeMultiplier: '1.5',
      comebackDays: 30,
    });
    expect((await as(desk).get('/people-settings')).statusCode).toBe(403);
    expect(
      (await as(manager).send('PATCH', '/people-settings', { comebackDays: 20 })).statusCode,
    ).toBe(403);
    const bad = await as(admin).send('PATCH', '/people-settings', { overtimeMultiplier: '0.5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('body.overtimeMultiplier');
    const badPeriod = await as(admin).send('PATCH', '/people-settings', { payPeriod: 'monthly' });
    expect(badPeriod.json().errors[0].path).toBe('body.payPeriod');
    const changed = await as(admin).send('PATCH', '/people-settings', {
      overtimeWeeklyHours: '37.5',
      comebackDays: 14,
    });
    expect(changed.json()).toMatchObject({ overtimeWeeklyHours: '37.5', comebackDays: 14 });
    const history = await listHistory({
      tx: db(),
      shopId: admin.shopId,
      subjectType: 'people_settings',
      subjectId: admin.shopId,
    });
    expect(history.at(-1)).toMatchObject({
      actorName: 'Shop Admin',
      details: {
        from: { overtimeWeeklyHours: '40', comebackDays: 30 },
        to: { overtimeWeeklyHours: '37.5', comebackDays: 14 },
      },
    });
    const rows = await db()
      .select({ hours: shops.overtimeWeeklyHours })
      .from(shops)
      .where(and(eq(shops.id, admin.shopId)));
    expect(rows[0]?.hours).toBe('37.50');
  });
});
