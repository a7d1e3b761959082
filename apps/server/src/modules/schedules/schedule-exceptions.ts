import { addLocalDays } from '@pitstop/domain/local-time';
import {
  type ScheduleException,
  type scheduleExceptionInputSchema,
  weekStartOf,
} from '@pitstop/domain/schedules';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { scheduleExceptions } from '../../db/schema/people.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import { activeStaffMember, listActiveStaff } from './staff.ts';

/**
 * Sets a person's shifts on one date instead of their weekly hours (an extra day, a shorter day,
 * a day off); the weekly pattern is untouched. The schedule's history keeps who and when.
 */
export async function putScheduleException(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  userId: string;
  date: string;
  input: z.output<typeof scheduleExceptionInputSchema>;
}): Promise<ScheduleException> {
  const { shopId, userId, date, input } = options;
  return options.tx.transaction(async (tx) => {
    await activeStaffMember({ tx, shopId, userId });
    const note = input.note ?? null;
    await tx
      .insert(scheduleExceptions)
      .values({
        shopId,
        userId,
        onDate: date,
        hours: input.hours,
        note,
        updatedBy: options.actor.id,
      })
      .onConflictDoUpdate({
        target: [scheduleExceptions.shopId, scheduleExceptions.userId, scheduleExceptions.onDate],
        set: { hours: input.hours, note, updatedBy: options.actor.id, updatedAt: new Date() },
      });
    await recordHistory({
      tx,
      shopId,
      subjectType: 'employee_schedule',
      subjectId: userId,
      action: 'exception_set',
      actor: options.actor,
      details: { date, hours: input.hours, note },
    });
    return { userId, date, hours: input.hours, note };
  });
}

/** Removes a date's exception: the person works their weekly hours again that day. */
export async function deleteScheduleException(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  userId: string;
  date: string;
}): Promise<void> {
  const { shopId, userId, date } = options;
  await options.tx.transaction(async (tx) => {
    const removed = await tx
      .delete(scheduleExceptions)
      .where(
        and(
          eq(scheduleExceptions.shopId, shopId),
          eq(scheduleExceptions.userId, userId),
          eq(scheduleExceptions.onDate, date),
        ),
      )
      .returning({ id: scheduleExceptions.id });
    if (removed.length === 0) throw AppError.notFound('No schedule change on that date.');
    await recordHistory({
      tx,
      shopId,
      subjectType: 'employee_schedule',
      subjectId: userId,
      action: 'exception_removed',
      actor: options.actor,
      details: { date },
    });
  });
}

/**
 * Copies the exceptions of the week starting `weekStart` (any date of it) onto the same weekdays
 * of the next week, for active staff; exceptions already on the target dates are replaced.
 */
export async function copyWeekExceptions(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  weekStart: string;
}): Promise<{ copied: number; targetWeekStart: string }> {
  const { shopId } = options;
  const from = weekStartOf(options.weekStart);
  const targetWeekStart = addLocalDays(from, 7);
  return options.tx.transaction(async (tx) => {
    const active = (await listActiveStaff({ tx, shopId })).map((person) => person.userId);
    if (active.length === 0) return { copied: 0, targetWeekStart };
    const source = await tx
      .select({
        userId: scheduleExceptions.userId,
        date: sql<string>`${scheduleExceptions.onDate}::text`,
        hours: scheduleExceptions.hours,
        note: scheduleExceptions.note,
      })
      .from(scheduleExceptions)
      .where(
        and(
          eq(scheduleExceptions.shopId, shopId),
          inArray(scheduleExceptions.userId, active),
          gte(scheduleExceptions.onDate, from),
          lte(scheduleExceptions.onDate, addLocalDays(from, 6)),
        ),
      );
    await tx
      .delete(scheduleExceptions)
      .where(
        and(
          eq(scheduleExceptions.shopId, shopId),
          inArray(scheduleExceptions.userId, active),
          gte(scheduleExceptions.onDate, targetWeekStart),
          lte(scheduleExceptions.onDate, addLocalDays(targetWeekStart, 6)),
        ),
      );
    if (source.length > 0) {
      await tx.insert(scheduleExceptions).values(
        source.map((row) => ({
          shopId,
          userId: row.userId,
          onDate: addLocalDays(row.date, 7),
          hours: row.hours,
          note: row.note,
          updatedBy: options.actor.id,
        })),
      );
    }
    for (const userId of new Set(source.map((row) => row.userId))) {
      await recordHistory({
        tx,
        shopId,
        subjectType: 'employee_schedule',
        subjectId: userId,
        action: 'week_copied',
        actor: options.actor,
        details: { from, to: targetWeekStart },
      });
    }
    return { copied: source.length, targetWeekStart };
  });
}
