import {
  type AttendanceCreate,
  type AttendanceEntry,
  type AttendanceUpdate,
  entryProblems,
} from '@pitstop/domain/attendance';
import { localParts } from '@pitstop/domain/local-time';
import { type Role, staffRoles } from '@pitstop/domain/roles';
import { hoursOf } from '@pitstop/domain/timesheets';
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { attendanceBreaks, attendanceEntries, timesheetApprovals } from '../../db/schema/people.ts';
import { historyEntries } from '../../db/schema/platform.ts';
import { profiles } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import { shopTimeZone } from '../../platform/shop-time.ts';

/** Admin and manager see and correct everyone's time; others only their own. */
export const timeKeepers: readonly Role[] = ['admin', 'manager'];

/** Refuses a front desk person or a mechanic asking for someone else's time (403). */
export function assertMayRead(viewer: { id: string; role: Role }, userId: string): void {
  if (viewer.id !== userId && !timeKeepers.includes(viewer.role))
    throw AppError.forbidden("Only an admin or a manager sees another person's time.");
}

type Span = { start: string; end: string };

/** A person's approved pay periods (locked), newest first. */
export async function approvedPeriods(tx: Tx, shopId: string, userId: string): Promise<Span[]> {
  return tx
    .select({ start: timesheetApprovals.periodStart, end: timesheetApprovals.periodEnd })
    .from(timesheetApprovals)
    .where(and(eq(timesheetApprovals.shopId, shopId), eq(timesheetApprovals.userId, userId)));
}

/** An entry belongs to the pay period of the shop's date it began on. */
function isLocked(clockedInAt: Date | string, timeZone: string, periods: readonly Span[]): boolean {
  const date = localParts(clockedInAt, timeZone).date;
  return periods.some((period) => period.start <= date && date <= period.end);
}

/**
 * A person's entries that began in [from, to), oldest first, with their breaks, the corrections
 * kept in the history, and whether an approved timesheet locks them.
 */
export async function loadEntries(options: {
  tx: Tx;
  shopId: string;
  userId: string;
  from: Date;
  to: Date;
  timeZone: string;
  now?: Date;
}): Promise<AttendanceEntry[]> {
  const { tx, shopId, userId, timeZone } = options;
  const now = options.now ?? new Date();
  const [rows, locks] = await Promise.all([
    tx
      .select({
        id: attendanceEntries.id,
        clockedInAt: attendanceEntries.clockedInAt,
        clockedOutAt: attendanceEntries.clockedOutAt,
        autoClosed: attendanceEntries.autoClosed,
      })
      .from(attendanceEntries)
      .where(
        and(
          eq(attendanceEntries.shopId, shopId),
          eq(attendanceEntries.userId, userId),
          gte(attendanceEntries.clockedInAt, options.from),
          lt(attendanceEntries.clockedInAt, options.to),
        ),
      )
      .orderBy(asc(attendanceEntries.clockedInAt)),
    approvedPeriods(tx, shopId, userId),
  ]);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [breaks, changes] = await Promise.all([
    tx
      .select({
        entryId: attendanceBreaks.entryId,
        startedAt: attendanceBreaks.startedAt,
        endedAt: attendanceBreaks.endedAt,
      })
      .from(attendanceBreaks)
      .where(and(eq(attendanceBreaks.shopId, shopId), inArray(attendanceBreaks.entryId, ids)))
      .orderBy(asc(attendanceBreaks.startedAt)),
    tx
      .select({
        subjectId: historyEntries.subjectId,
        action: historyEntries.action,
        actorName: historyEntries.actorName,
        reason: historyEntries.reason,
        occurredAt: historyEntries.occurredAt,
      })
      .from(historyEntries)
      .where(
        and(
          eq(historyEntries.shopId, shopId),
          eq(historyEntries.subjectType, 'attendance_entry'),
          inArray(historyEntries.subjectId, ids),
        ),
      )
      .orderBy(asc(historyEntries.occurredAt), asc(historyEntries.seq)),
  ]);
  return rows.map((row) => {
    const own = breaks.filter((item) => item.entryId === row.id);
    const end = (row.clockedOutAt ?? now).getTime();
    const breakMs = own.reduce(
      (total, item) => total + ((item.endedAt ?? now).getTime() - item.startedAt.getTime()),
      0,
    );
    return {
      id: row.id,
      userId,
      clockedInAt: row.clockedInAt.toISOString(),
      clockedOutAt: row.clockedOutAt?.toISOString() ?? null,
      autoClosed: row.autoClosed,
      breaks: own.map((item) => ({
        startedAt: item.startedAt.toISOString(),
        endedAt: item.endedAt?.toISOString() ?? null,
      })),
      workedHours: hoursOf(Math.max(0, end - row.clockedInAt.getTime() - breakMs)),
      locked: isLocked(row.clockedInAt, timeZone, locks),
      changes: changes
        .filter((change) => change.subjectId === row.id)
        .map((change) => ({
          action: change.action,
          actorName: change.actorName,
          reason: change.reason,
          occurredAt: change.occurredAt.toISOString(),
        })),
    };
  });
}

async function loadOne(tx: Tx, shopId: string, userId: string, id: string, timeZone: string) {
  const [row] = await tx
    .select({ clockedInAt: attendanceEntries.clockedInAt })
    .from(attendanceEntries)
    .where(and(eq(attendanceEntries.shopId, shopId), eq(attendanceEntries.id, id)));
  if (!row) throw AppError.notFound('Attendance entry not found.');
  const [entry] = await loadEntries({
    tx,
    shopId,
    userId,
    from: row.clockedInAt,
    to: new Date(row.clockedInAt.getTime() + 1),
    timeZone,
  });
  if (!entry) throw AppError.notFound('Attendance entry not found.');
  return entry;
}

/** 400 naming the field for unsound times; 400 when it overlaps another entry of the person. */
async function checkTimes(options: {
  tx: Tx;
  shopId: string;
  userId: string;
  exceptId?: string;
  clockedInAt: Date;
  clockedOutAt: Date;
  breaks: readonly { startedAt: string; endedAt: string }[];
}) {
  const problems = entryProblems(options);
  if (problems.length > 0)
    throw AppError.badRequest(
      problems[0]?.message ?? 'Check the times',
      problems.map((problem) => ({ path: `body.${problem.path}`, message: problem.message })),
    );
  const [clash] = await options.tx
    .select({ id: attendanceEntries.id })
    .from(attendanceEntries)
    .where(
      and(
        eq(attendanceEntries.shopId, options.shopId),
        eq(attendanceEntries.userId, options.userId),
        options.exceptId ? ne(attendanceEntries.id, options.exceptId) : undefined,
        lt(attendanceEntries.clockedInAt, options.clockedOutAt),
        sql`coalesce(${attendanceEntries.clockedOutAt}, now()) > ${options.clockedInAt}`,
      ),
    )
    .limit(1);
  if (clash)
    throw AppError.badRequest('Overlaps another entry of this person', [
      { path: 'body.clockedInAt', message: 'Overlaps another entry of this person' },
    ]);
}

function lockedConflict() {
  return AppError.conflict(
    'This time is in an approved timesheet: reopen the timesheet before changing it.',
  );
}

async function replaceBreaks(
  tx: Tx,
  shopId: string,
  entryId: string,
  breaks: readonly { startedAt: string; endedAt: string }[],
) {
  await tx
    .delete(attendanceBreaks)
    .where(and(eq(attendanceBreaks.shopId, shopId), eq(attendanceBreaks.entryId, entryId)));
  if (breaks.length > 0)
    await tx.insert(attendanceBreaks).values(
      breaks.map((item) => ({
        shopId,
        entryId,
        startedAt: new Date(item.startedAt),
        endedAt: new Date(item.endedAt),
      })),
    );
}

/** A staff member of the shop (an account; the employee record may come later). */
export async function worksHere(tx: Tx, shopId: string, userId: string): Promise<boolean> {
  const [person] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.shopId, shopId),
        eq(profiles.id, userId),
        inArray(profiles.role, [...staffRoles]),
      ),
    );
  return person !== undefined;
}

async function assertStaffOfShop(tx: Tx, shopId: string, userId: string) {
  if (!(await worksHere(tx, shopId, userId)))
    throw AppError.badRequest('Choose a person who works here', [
      { path: 'body.userId', message: 'Choose a person who works here' },
    ]);
}

/** Adds an entry someone missed (admin, manager), with the reason in its history. */
export async function addEntry(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  input: AttendanceCreate;
}): Promise<AttendanceEntry> {
  const { shopId, input } = options;
  const timeZone = await shopTimeZone(options.tx, shopId);
  const id = await options.tx.transaction(async (tx) => {
    await assertStaffOfShop(tx, shopId, input.userId);
    const clockedInAt = new Date(input.clockedInAt);
    const clockedOutAt = new Date(input.clockedOutAt);
    await checkTimes({
      tx,
      shopId,
      userId: input.userId,
      clockedInAt,
      clockedOutAt,
      breaks: input.breaks,
    });
    if (isLocked(clockedInAt, timeZone, await approvedPeriods(tx, shopId, input.userId)))
      throw lockedConflict();
    const [row] = await tx
      .insert(attendanceEntries)
      .values({ shopId, userId: input.userId, clockedInAt, clockedOutAt })
      .returning({ id: attendanceEntries.id });
    if (!row) throw new Error('attendance insert returned no row');
    await replaceBreaks(tx, shopId, row.id, input.breaks);
    await recordHistory({
      tx,
      shopId,
      subjectType: 'attendance_entry',
      subjectId: row.id,
      action: 'added',
      actor: options.actor,
      reason: input.reason,
      details: {
        clockedInAt: input.clockedInAt,
        clockedOutAt: input.clockedOutAt,
        breaks: input.breaks,
      },
    });
    return row.id;
  });
  return loadOne(options.tx, shopId, input.userId, id, timeZone);
}

/**
 * Corrects an entry's times and breaks (admin, manager): what was and what is go to its history
 * with the reason. Refused (409) when the entry, before or after, is in an approved timesheet.
 */
export async function correctEntry(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  id: string;
  input: AttendanceUpdate;
}): Promise<AttendanceEntry> {
  const { shopId, input, id } = options;
  const timeZone = await shopTimeZone(options.tx, shopId);
  const userId = await options.tx.transaction(async (tx) => {
    const [row] = await tx
      .select({
        userId: attendanceEntries.userId,
        clockedInAt: attendanceEntries.clockedInAt,
        clockedOutAt: attendanceEntries.clockedOutAt,
      })
      .from(attendanceEntries)
      .where(and(eq(attendanceEntries.shopId, shopId), eq(attendanceEntries.id, id)))
      .for('update');
    if (!row) throw AppError.notFound('Attendance entry not found.');
    const before = await tx
      .select({ startedAt: attendanceBreaks.startedAt, endedAt: attendanceBreaks.endedAt })
      .from(attendanceBreaks)
      .where(and(eq(attendanceBreaks.shopId, shopId), eq(attendanceBreaks.entryId, id)))
      .orderBy(asc(attendanceBreaks.startedAt));
    const clockedInAt = input.clockedInAt ? new Date(input.clockedInAt) : row.clockedInAt;
    const clockedOutAt = input.clockedOutAt
      ? new Date(input.clockedOutAt)
      : (row.clockedOutAt ?? null);
    if (!clockedOutAt)
      throw AppError.badRequest('Enter when they clocked out', [
        { path: 'body.clockedOutAt', message: 'Enter when they clocked out' },
      ]);
    const breaks =
      input.breaks ??
      before.map((item) => ({
        startedAt: item.startedAt.toISOString(),
        endedAt: (item.endedAt ?? clockedOutAt).toISOString(),
      }));
    const locks = await approvedPeriods(tx, shopId, row.userId);
    if (isLocked(row.clockedInAt, timeZone, locks) || isLocked(clockedInAt, timeZone, locks))
      throw lockedConflict();
    await checkTimes({
      tx,
      shopId,
      userId: row.userId,
      exceptId: id,
      clockedInAt,
      clockedOutAt,
      breaks,
    });
    await tx
      .update(attendanceEntries)
      .set({ clockedInAt, clockedOutAt, updatedAt: sql`now()` })
      .where(eq(attendanceEntries.id, id));
    await replaceBreaks(tx, shopId, id, breaks);
    await recordHistory({
      tx,
      shopId,
      subjectType: 'attendance_entry',
      subjectId: id,
      action: 'corrected',
      actor: options.actor,
      reason: input.reason,
      details: {
        from: {
          clockedInAt: row.clockedInAt.toISOString(),
          clockedOutAt: row.clockedOutAt?.toISOString() ?? null,
          breaks: before.map((item) => ({
            startedAt: item.startedAt.toISOString(),
            endedAt: item.endedAt?.toISOString() ?? null,
          })),
        },
        to: {
          clockedInAt: clockedInAt.toISOString(),
          clockedOutAt: clockedOutAt.toISOString(),
          breaks,
        },
      },
    });
    return row.userId;
  });
  return loadOne(options.tx, shopId, userId, id, timeZone);
}
