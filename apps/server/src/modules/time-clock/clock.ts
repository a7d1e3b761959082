import type { ClockAction, ClockState } from '@pitstop/domain/attendance';
import { formatTime } from '@pitstop/domain/date-format';
import {
  addLocalDays,
  localParts,
  localToday,
  startOfLocalDay,
  timeOfDay,
  zonedInstant,
} from '@pitstop/domain/local-time';
import { attendanceByDay, dayGrid } from '@pitstop/domain/timesheets';
import { hoursOnWeekday } from '@pitstop/domain/working-hours';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database.ts';
import { attendanceBreaks, attendanceEntries } from '../../db/schema/people.ts';
import { weeklySchedules } from '../../db/schema/scheduling.ts';
import { shops } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueJob, type JobHandlers } from '../../platform/job-queue.ts';

export const AUTO_CLOSE_JOB = 'attendance.auto_close';

async function shopClock(tx: Tx, shopId: string) {
  const [shop] = await tx
    .select({ timeZone: shops.timezone, locale: shops.locale })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw AppError.notFound('Workshop not found.');
  return shop;
}

/**
 * When a forgotten clock-out is closed: the shop's closing time (the end of its last opening
 * range) on the local day the person clocked in; the local midnight ending that day when the
 * shop is closed that weekday or they clocked in after closing (ADR 046).
 */
export async function autoCloseAt(options: {
  tx: Tx;
  shopId: string;
  timeZone: string;
  clockedInAt: Date;
}): Promise<Date> {
  const { date, weekday } = localParts(options.clockedInAt, options.timeZone);
  const [row] = await options.tx
    .select({ hours: weeklySchedules.hours })
    .from(weeklySchedules)
    .where(and(eq(weeklySchedules.shopId, options.shopId), isNull(weeklySchedules.mechanicId)));
  const last = hoursOnWeekday(row?.hours ?? [], weekday).at(-1);
  if (last) {
    const closing = zonedInstant(date, timeOfDay(last.end), options.timeZone);
    if (closing > options.clockedInAt) return closing;
  }
  return startOfLocalDay(addLocalDays(date, 1), options.timeZone);
}

/** The local midnight after the day of `clockedInAt`: when the queue looks for a forgotten clock-out. */
function endOfClockInDay(clockedInAt: Date, timeZone: string): Date {
  return startOfLocalDay(addLocalDays(localParts(clockedInAt, timeZone).date, 1), timeZone);
}

/**
 * Closes a person's open entry from an earlier local day at that day's closing time, flagged
 * auto_closed, ending an open break there too. The queue does it after midnight; a clock action
 * does it first (lazily) should the queue not have run yet. A person still in on the day they
 * clocked in is never closed: working late is not forgetting.
 */
export async function closeForgottenEntry(options: {
  tx: Tx;
  shopId: string;
  userId: string;
  timeZone: string;
  now?: Date;
}): Promise<void> {
  const { tx, shopId, userId, timeZone } = options;
  const now = options.now ?? new Date();
  const [open] = await tx
    .select({ id: attendanceEntries.id, clockedInAt: attendanceEntries.clockedInAt })
    .from(attendanceEntries)
    .where(
      and(
        eq(attendanceEntries.shopId, shopId),
        eq(attendanceEntries.userId, userId),
        isNull(attendanceEntries.clockedOutAt),
      ),
    )
    .for('update');
  if (!open || endOfClockInDay(open.clockedInAt, timeZone) > now) return;
  const closedAt = await autoCloseAt({ tx, shopId, timeZone, clockedInAt: open.clockedInAt });
  await tx
    .update(attendanceBreaks)
    .set({
      startedAt: sql`least(${attendanceBreaks.startedAt}, ${closedAt})`,
      endedAt: closedAt,
      updatedAt: sql`now()`,
    })
    .where(and(eq(attendanceBreaks.entryId, open.id), isNull(attendanceBreaks.endedAt)));
  await tx
    .update(attendanceEntries)
    .set({ clockedOutAt: closedAt, autoClosed: true, updatedAt: sql`now()` })
    .where(eq(attendanceEntries.id, open.id));
}

/** The caller's clock now: in since, on break since, and today's time at work less breaks. */
export async function getClockState(options: {
  tx: Tx;
  shopId: string;
  userId: string;
  timeZone?: string;
  now?: Date;
}): Promise<ClockState> {
  const { tx, shopId, userId } = options;
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? (await shopClock(tx, shopId)).timeZone;
  const today = localToday(timeZone, now);
  const dayStart = startOfLocalDay(today, timeZone);
  // An entry is at most a day long (and an open one is closed after its day): a day back is enough.
  const entries = await tx
    .select({
      id: attendanceEntries.id,
      clockedInAt: attendanceEntries.clockedInAt,
      clockedOutAt: attendanceEntries.clockedOutAt,
    })
    .from(attendanceEntries)
    .where(
      and(
        eq(attendanceEntries.shopId, shopId),
        eq(attendanceEntries.userId, userId),
        gte(attendanceEntries.clockedInAt, new Date(dayStart.getTime() - 86_400_000)),
        lt(attendanceEntries.clockedInAt, endOfClockInDay(now, timeZone)),
      ),
    )
    .orderBy(asc(attendanceEntries.clockedInAt));
  const breaks = entries.length
    ? await tx
        .select({
          entryId: attendanceBreaks.entryId,
          startedAt: attendanceBreaks.startedAt,
          endedAt: attendanceBreaks.endedAt,
        })
        .from(attendanceBreaks)
        .where(
          inArray(
            attendanceBreaks.entryId,
            entries.map((entry) => entry.id),
          ),
        )
    : [];
  const spans = entries.map((entry) => ({
    ...entry,
    breaks: breaks.filter((item) => item.entryId === entry.id),
  }));
  const grid = dayGrid(addLocalDays(today, -1), today, timeZone);
  const day = attendanceByDay(spans, grid, now).get(today);
  const open = spans.find((entry) => entry.clockedOutAt === null);
  const openBreak = open?.breaks.find((item) => item.endedAt === null);
  return {
    clockedInSince: open ? open.clockedInAt.toISOString() : null,
    onBreakSince: openBreak ? openBreak.startedAt.toISOString() : null,
    workedTodaySeconds: day ? Math.floor((day.inMs - day.breakMs) / 1000) : 0,
    asOf: now.toISOString(),
  };
}

function isOpenEntryClash(error: unknown): boolean {
  for (const candidate of [error, (error as { cause?: unknown })?.cause]) {
    const pgError = candidate as { code?: string; constraint?: string } | undefined;
    if (
      pgError?.code === '23505' &&
      (pgError.constraint === 'attendance_entries_open_key' ||
        pgError.constraint === 'attendance_breaks_open_key')
    )
      return true;
  }
  return false;
}

/**
 * Clocks the caller in or out, or starts or ends their break. One open entry per person (the
 * unique index settles a race: the loser gets the same 409 as a second click); clocking out ends
 * an open break. A forgotten entry of an earlier day is closed first.
 */
export async function clock(options: {
  tx: Tx;
  shopId: string;
  userId: string;
  action: ClockAction;
}): Promise<ClockState> {
  const { shopId, userId, action } = options;
  const shop = await shopClock(options.tx, shopId);
  const since = (instant: Date) =>
    formatTime(instant, { timeZone: shop.timeZone, locale: shop.locale });
  try {
    await options.tx.transaction(async (tx) => {
      await closeForgottenEntry({ tx, shopId, userId, timeZone: shop.timeZone });
      const [open] = await tx
        .select({ id: attendanceEntries.id, clockedInAt: attendanceEntries.clockedInAt })
        .from(attendanceEntries)
        .where(
          and(
            eq(attendanceEntries.shopId, shopId),
            eq(attendanceEntries.userId, userId),
            isNull(attendanceEntries.clockedOutAt),
          ),
        )
        .for('update');
      const [openBreak] = open
        ? await tx
            .select({ id: attendanceBreaks.id, startedAt: attendanceBreaks.startedAt })
            .from(attendanceBreaks)
            .where(and(eq(attendanceBreaks.entryId, open.id), isNull(attendanceBreaks.endedAt)))
        : [];

      if (action === 'in') {
        if (open) throw AppError.conflict(`Already clocked in since ${since(open.clockedInAt)}`);
        const [entry] = await tx
          .insert(attendanceEntries)
          .values({ shopId, userId, clockedInAt: sql`now()` })
          .returning({ id: attendanceEntries.id, clockedInAt: attendanceEntries.clockedInAt });
        if (!entry) throw new Error('attendance insert returned no row');
        await enqueueJob({
          tx,
          kind: AUTO_CLOSE_JOB,
          shopId,
          payload: { userId },
          runAt: endOfClockInDay(entry.clockedInAt, shop.timeZone),
          dedupeKey: `${AUTO_CLOSE_JOB}:${entry.id}`,
        });
        return;
      }
      if (!open) throw AppError.conflict('You are not clocked in.');
      if (action === 'break-start') {
        if (openBreak)
          throw AppError.conflict(`Already on a break since ${since(openBreak.startedAt)}`);
        await tx
          .insert(attendanceBreaks)
          .values({ shopId, entryId: open.id, startedAt: sql`now()` });
        return;
      }
      if (action === 'break-end') {
        if (!openBreak) throw AppError.conflict('You are not on a break.');
        await tx
          .update(attendanceBreaks)
          .set({
            endedAt: sql`greatest(now(), ${attendanceBreaks.startedAt})`,
            updatedAt: sql`now()`,
          })
          .where(eq(attendanceBreaks.id, openBreak.id));
        return;
      }
      if (openBreak) {
        await tx
          .update(attendanceBreaks)
          .set({
            endedAt: sql`greatest(now(), ${attendanceBreaks.startedAt})`,
            updatedAt: sql`now()`,
          })
          .where(eq(attendanceBreaks.id, openBreak.id));
      }
      await tx
        .update(attendanceEntries)
        .set({
          clockedOutAt: sql`greatest(now(), ${attendanceEntries.clockedInAt})`,
          updatedAt: sql`now()`,
        })
        .where(eq(attendanceEntries.id, open.id));
    });
  } catch (error) {
    if (isOpenEntryClash(error))
      throw AppError.conflict(
        'Your clock was just changed from another screen; reload and try again.',
      );
    throw error;
  }
  return getClockState({ tx: options.tx, shopId, userId, timeZone: shop.timeZone });
}

/** The queue's handler: closes the entry of the job's person if it is still open after its day. */
export function timeClockJobHandlers(deps: { database: Database }): JobHandlers {
  return {
    [AUTO_CLOSE_JOB]: async (job) => {
      const shopId = job.shopId;
      if (!shopId) throw new Error('an attendance auto-close needs its shop');
      const { userId } = job.payload as { userId: string };
      const db = deps.database.db;
      const { timeZone } = await shopClock(db, shopId);
      await db.transaction((tx) => closeForgottenEntry({ tx, shopId, userId, timeZone }));
    },
  };
}
