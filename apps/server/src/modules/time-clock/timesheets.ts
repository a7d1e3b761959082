import { Readable } from 'node:stream';
import { addLocalDays, localParts, localToday, startOfLocalDay } from '@pitstop/domain/local-time';
import { type Role, staffRoles } from '@pitstop/domain/roles';
import { displayName } from '@pitstop/domain/session';
import {
  addByLocalDay,
  attendanceByDay,
  dayGrid,
  hoursOf,
  mondayOf,
  msOfHours,
  overtimeByDay,
  type PayType,
  type Period,
  type PersonTimesheet,
  payOf,
  payrollCsvColumns,
  payTypeLabels,
  periodContaining,
  type TeamTimesheet,
  type TimesheetPerson,
} from '@pitstop/domain/timesheets';
import { stringify } from 'csv-stringify';
import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import {
  attendanceBreaks,
  attendanceEntries,
  employees,
  timesheetApprovals,
} from '../../db/schema/people.ts';
import { profiles } from '../../db/schema/shops.ts';
import { jobOrderTimeEntries } from '../../db/schema/workshop.ts';
import { neutraliseFormula } from '../../platform/csv-cells.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import { soldHoursByMechanic } from '../performance/public.ts';
import { assertMayRead, loadEntries, timeKeepers, worksHere } from './attendance-entries.ts';
import { getPeopleSettings } from './people-settings.ts';

const DAY_MS = 86_400_000;
type Settings = Awaited<ReturnType<typeof getPeopleSettings>>;
type Viewer = { id: string; role: Role };

/** The period asked for (any date in it), today's when none, with the shop's settings. */
async function periodOf(tx: Tx, shopId: string, date: string | undefined) {
  const settings = await getPeopleSettings({ tx, shopId });
  const period = periodContaining(settings, date ?? localToday(settings.timeZone));
  return { settings, period };
}

type Person = {
  userId: string;
  name: string;
  role: string;
  payType: string | null;
  payRate: string | null;
};

/** The shop's people with an account: everyone active, and the deactivated who left during or after the period. */
async function peopleOf(
  tx: Tx,
  shopId: string,
  periodStart: Date,
  onlyUserId?: string,
): Promise<Person[]> {
  const rows = await tx
    .select({
      userId: profiles.id,
      payType: employees.payType,
      payRate: employees.payRate,
      role: profiles.role,
      fullName: profiles.fullName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(
      employees,
      and(eq(employees.shopId, profiles.shopId), eq(employees.userId, profiles.id)),
    )
    .where(
      and(
        eq(profiles.shopId, shopId),
        inArray(profiles.role, [...staffRoles]),
        onlyUserId ? eq(profiles.id, onlyUserId) : undefined,
        or(isNull(employees.deactivatedAt), gte(employees.deactivatedAt, periodStart)),
      ),
    );
  return rows
    .map((row) => ({
      userId: row.userId,
      name: displayName(row),
      role: row.role,
      payType: row.payType,
      payRate: row.payRate,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The figures of a pay period for the people named: two range scans on the indexes (attendance
 * by shop and clock-in, with breaks joined; the job clock by mechanic and start) over the whole
 * calendar weeks the period touches, then the days and overtime computed per person.
 */
async function figuresOf(options: {
  tx: Tx;
  shopId: string;
  settings: Settings;
  period: Period;
  people: readonly Person[];
  now: Date;
}): Promise<TimesheetPerson[]> {
  const { tx, shopId, settings, period, people, now } = options;
  const zone = settings.timeZone;
  const userIds = people.map((person) => person.userId);
  if (userIds.length === 0) return [];
  const weeksStart = startOfLocalDay(mondayOf(period.start), zone);
  const weeksEnd = startOfLocalDay(addLocalDays(mondayOf(period.end), 7), zone);
  // An entry is at most a day long: one that began the day before the first week reaches into it.
  const scanFrom = new Date(weeksStart.getTime() - DAY_MS);
  const onlyOne = userIds.length === 1 ? userIds[0] : undefined;
  const periodStart = startOfLocalDay(period.start, zone);
  const [attendance, jobClock, approvals] = await Promise.all([
    tx
      .select({
        id: attendanceEntries.id,
        userId: attendanceEntries.userId,
        clockedInAt: attendanceEntries.clockedInAt,
        clockedOutAt: attendanceEntries.clockedOutAt,
        autoClosed: attendanceEntries.autoClosed,
        breakStartedAt: attendanceBreaks.startedAt,
        breakEndedAt: attendanceBreaks.endedAt,
      })
      .from(attendanceEntries)
      .leftJoin(
        attendanceBreaks,
        and(
          eq(attendanceBreaks.shopId, attendanceEntries.shopId),
          eq(attendanceBreaks.entryId, attendanceEntries.id),
        ),
      )
      .where(
        and(
          eq(attendanceEntries.shopId, shopId),
          onlyOne ? eq(attendanceEntries.userId, onlyOne) : undefined,
          gte(attendanceEntries.clockedInAt, scanFrom),
          lt(attendanceEntries.clockedInAt, weeksEnd),
        ),
      ),
    tx
      .select({
        mechanicId: jobOrderTimeEntries.mechanicId,
        startedAt: jobOrderTimeEntries.startedAt,
        endedAt: jobOrderTimeEntries.endedAt,
      })
      .from(jobOrderTimeEntries)
      .where(
        and(
          inArray(jobOrderTimeEntries.mechanicId, userIds),
          eq(jobOrderTimeEntries.shopId, shopId),
          gte(jobOrderTimeEntries.startedAt, new Date(periodStart.getTime() - DAY_MS)),
          lt(jobOrderTimeEntries.startedAt, startOfLocalDay(addLocalDays(period.end, 1), zone)),
        ),
      ),
    tx
      .select({
        userId: timesheetApprovals.userId,
        approvedAt: timesheetApprovals.approvedAt,
        approvedByName: sql<
          string | null
        >`(select coalesce(nullif(${profiles.fullName}, ''), nullif(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName}), '')) from ${profiles} where ${profiles.id} = ${timesheetApprovals.approvedBy})`,
        approvedById: timesheetApprovals.approvedBy,
      })
      .from(timesheetApprovals)
      .where(
        and(
          eq(timesheetApprovals.shopId, shopId),
          eq(timesheetApprovals.periodStart, period.start),
        ),
      ),
  ]);

  type Entry = {
    clockedInAt: Date;
    clockedOutAt: Date | null;
    autoClosed: boolean;
    breaks: { startedAt: Date; endedAt: Date | null }[];
  };
  const entriesByUser = new Map<string, Map<string, Entry>>();
  for (const row of attendance) {
    const mine = entriesByUser.get(row.userId) ?? new Map<string, Entry>();
    entriesByUser.set(row.userId, mine);
    let entry = mine.get(row.id);
    if (!entry) {
      entry = {
        clockedInAt: row.clockedInAt,
        clockedOutAt: row.clockedOutAt,
        autoClosed: row.autoClosed,
        breaks: [],
      };
      mine.set(row.id, entry);
    }
    if (row.breakStartedAt)
      entry.breaks.push({ startedAt: row.breakStartedAt, endedAt: row.breakEndedAt });
  }
  // Every day an entry of the scan can touch: the day before the first week to the last Sunday.
  const grid = dayGrid(
    addLocalDays(mondayOf(period.start), -1),
    addLocalDays(mondayOf(period.end), 6),
    zone,
  );
  const jobByUser = new Map<string, Map<string, number>>();
  for (const row of jobClock) {
    const mine = jobByUser.get(row.mechanicId) ?? new Map<string, number>();
    jobByUser.set(row.mechanicId, mine);
    const end = (row.endedAt ?? now).getTime();
    if (end > row.startedAt.getTime()) addByLocalDay(mine, row.startedAt.getTime(), end, grid);
  }
  const approvalByUser = new Map(approvals.map((row) => [row.userId, row]));
  const weeklyMs = msOfHours(settings.overtimeWeeklyHours);
  const inPeriod = (date: string) => period.start <= date && date <= period.end;

  return people.map((person) => {
    const entries = [...(entriesByUser.get(person.userId)?.values() ?? [])];
    const byDay = attendanceByDay(entries, grid, now);
    const worked = new Map([...byDay].map(([date, day]) => [date, day.inMs - day.breakMs]));
    const overtime = overtimeByDay(worked, weeklyMs);
    const jobs = jobByUser.get(person.userId) ?? new Map<string, number>();
    const dates = [...new Set([...byDay.keys(), ...jobs.keys()])].filter(inPeriod).sort();
    const total = { worked: 0, break: 0, overtime: 0, job: 0 };
    const days = dates.map((date) => {
      const day = byDay.get(date) ?? { inMs: 0, breakMs: 0 };
      const workedMs = day.inMs - day.breakMs;
      const overtimeMs = overtime.get(date) ?? 0;
      const jobMs = jobs.get(date) ?? 0;
      total.worked += workedMs;
      total.break += day.breakMs;
      total.overtime += overtimeMs;
      total.job += jobMs;
      return {
        date,
        workedHours: hoursOf(workedMs),
        breakHours: hoursOf(day.breakMs),
        regularHours: hoursOf(workedMs - overtimeMs),
        overtimeHours: hoursOf(overtimeMs),
        jobClockHours: hoursOf(jobMs),
      };
    });
    const approval = approvalByUser.get(person.userId);
    return {
      userId: person.userId,
      name: person.name,
      role: person.role,
      days,
      totals: {
        workedHours: hoursOf(total.worked),
        breakHours: hoursOf(total.break),
        regularHours: hoursOf(total.worked - total.overtime),
        overtimeHours: hoursOf(total.overtime),
        jobClockHours: hoursOf(total.job),
      },
      clockedIn: entries.some((entry) => entry.clockedOutAt === null),
      autoClosedEntries: entries.filter(
        (entry) => entry.autoClosed && inPeriod(localParts(entry.clockedInAt, zone).date),
      ).length,
      approval: approval
        ? { approvedAt: approval.approvedAt.toISOString(), approvedBy: approval.approvedByName }
        : null,
    };
  });
}

/** `GET /timesheets`: the team's (admin, manager) or the caller's own timesheet for a period. */
export async function getTeamTimesheet(options: {
  tx: Tx;
  shopId: string;
  viewer: Viewer;
  period?: string;
  now?: Date;
}): Promise<TeamTimesheet> {
  const { tx, shopId, viewer } = options;
  const { settings, period } = await periodOf(tx, shopId, options.period);
  const only = timeKeepers.includes(viewer.role) ? undefined : viewer.id;
  const people = await peopleOf(tx, shopId, startOfLocalDay(period.start, settings.timeZone), only);
  const figures = await figuresOf({
    tx,
    shopId,
    settings,
    period,
    people,
    now: options.now ?? new Date(),
  });
  return { period: { ...period, kind: settings.payPeriod }, people: figures };
}

/** `GET /timesheets/:userId`: one person's period with their entries and corrections. */
export async function getPersonTimesheet(options: {
  tx: Tx;
  shopId: string;
  viewer: Viewer;
  userId: string;
  period?: string;
  now?: Date;
}): Promise<PersonTimesheet> {
  const { tx, shopId, userId } = options;
  assertMayRead(options.viewer, userId);
  const now = options.now ?? new Date();
  const { settings, period } = await periodOf(tx, shopId, options.period);
  const zone = settings.timeZone;
  const people = await peopleOf(tx, shopId, startOfLocalDay(period.start, zone), userId);
  const [person] = await figuresOf({ tx, shopId, settings, period, people, now });
  if (!person) throw AppError.notFound('This person does not work here.');
  const entries = await loadEntries({
    tx,
    shopId,
    userId,
    from: startOfLocalDay(period.start, zone),
    to: startOfLocalDay(addLocalDays(period.end, 1), zone),
    timeZone: zone,
    now,
  });
  return { period: { ...period, kind: settings.payPeriod }, person, entries };
}

/**
 * Approves a person's period (admin, manager): its entries are locked against corrections.
 * Approving an approved period changes nothing.
 */
export async function approveTimesheet(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  userId: string;
  period: string;
}) {
  const { shopId, userId } = options;
  const { period } = await periodOf(options.tx, shopId, options.period);
  await options.tx.transaction(async (tx) => {
    if (!(await worksHere(tx, shopId, userId)))
      throw AppError.notFound('This person does not work here.');
    const [row] = await tx
      .insert(timesheetApprovals)
      .values({
        shopId,
        userId,
        periodStart: period.start,
        periodEnd: period.end,
        approvedBy: options.actor.id,
      })
      .onConflictDoNothing()
      .returning({ id: timesheetApprovals.id });
    // Approved already (a second click, another manager): it stays as first approved.
    if (!row) return;
    await recordHistory({
      tx,
      shopId,
      subjectType: 'timesheet',
      subjectId: userId,
      action: 'approved',
      actor: options.actor,
      details: { periodStart: period.start, periodEnd: period.end },
    });
  });
}

/** Reopens an approved period (admin): its entries may be corrected again. */
export async function reopenTimesheet(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  userId: string;
  period: string;
}) {
  const { shopId, userId } = options;
  const { period } = await periodOf(options.tx, shopId, options.period);
  await options.tx.transaction(async (tx) => {
    const [row] = await tx
      .delete(timesheetApprovals)
      .where(
        and(
          eq(timesheetApprovals.shopId, shopId),
          eq(timesheetApprovals.userId, userId),
          eq(timesheetApprovals.periodStart, period.start),
        ),
      )
      .returning({ id: timesheetApprovals.id });
    if (!row) throw AppError.notFound('This timesheet is not approved.');
    await recordHistory({
      tx,
      shopId,
      subjectType: 'timesheet',
      subjectId: userId,
      action: 'reopened',
      actor: options.actor,
      details: { periodStart: period.start, periodEnd: period.end },
    });
  });
}

/** The payroll export of a period (admin): per person their pay type, rate, hours and pay. */
export async function exportPayroll(options: {
  tx: Tx;
  shopId: string;
  period?: string;
  now?: Date;
}): Promise<{ filename: string; csv: Readable }> {
  const { tx, shopId } = options;
  const { settings, period } = await periodOf(tx, shopId, options.period);
  const zone = settings.timeZone;
  const from = startOfLocalDay(period.start, zone);
  const people = await peopleOf(tx, shopId, from);
  const [figures, sold] = await Promise.all([
    figuresOf({ tx, shopId, settings, period, people, now: options.now ?? new Date() }),
    soldHoursByMechanic({
      tx,
      shopId,
      mechanicIds: people.map((person) => person.userId),
      from: period.start,
      to: period.end,
    }),
  ]);
  const rows = people.map((person, index) => {
    const figure = figures[index] as TimesheetPerson;
    const soldHours = sold.get(person.userId) ?? '0.00';
    const payType = person.payType as PayType | null;
    return [
      neutraliseFormula(person.name),
      person.role,
      period.start,
      period.end,
      payType ? payTypeLabels[payType] : '',
      person.payRate ?? '',
      figure.totals.regularHours,
      figure.totals.overtimeHours,
      soldHours,
      payType && person.payRate
        ? payOf({
            payType,
            rate: person.payRate,
            regularHours: figure.totals.regularHours,
            overtimeHours: figure.totals.overtimeHours,
            soldHours,
            overtimeMultiplier: settings.overtimeMultiplier,
            payPeriod: settings.payPeriod,
          })
        : '',
    ];
  });
  const csv = stringify({ header: true, columns: [...payrollCsvColumns], bom: true });
  const source = Readable.from(rows);
  source.on('error', (error) => csv.destroy(error));
  return { filename: `payroll-${period.start}-to-${period.end}.csv`, csv: source.pipe(csv) };
}
