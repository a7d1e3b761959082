import type { TimeOff, timeOffInputSchema } from '@pitstop/domain/availability';
import { addLocalDays, startOfLocalDay, zonedInstant } from '@pitstop/domain/local-time';
import type { Role } from '@pitstop/domain/roles';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { timeOff } from '../../db/schema/scheduling.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import { loadBookingSettings } from '../bookings/public.ts';
import { assertShopMechanic } from './update-mechanic-hours.ts';

type Editor = PersonActor & { role: Role };

/** Admin and front desk edit anyone's time off; a mechanic only their own. */
function assertMayEdit(editor: Editor, mechanicId: string) {
  if (editor.role === 'mechanic' && editor.id !== mechanicId) {
    throw AppError.forbidden('You can change only your own time off.');
  }
}

/**
 * Time off the desk records is decided at once; the person it is for finds the decision unread in
 * their Notifications, unless they entered it themselves.
 */
function decidedNow(editorId: string, mechanicId: string) {
  const now = new Date();
  return {
    decidedBy: editorId,
    decidedAt: now,
    decisionReadAt: editorId === mechanicId ? now : null,
  };
}

/**
 * Records time off, given in the shop's wall-clock time and stored as instants: whole days
 * run from local midnight of the first day to local midnight after the last (DST-safe).
 */
export async function createTimeOff(options: {
  tx: Tx;
  shopId: string;
  editor: Editor;
  input: z.output<typeof timeOffInputSchema>;
}): Promise<TimeOff> {
  const { tx, shopId, input } = options;
  assertMayEdit(options.editor, input.mechanicId);
  await assertShopMechanic({ tx, shopId, mechanicId: input.mechanicId });
  const { timeZone } = await loadBookingSettings({ tx, shopId });
  const [startsAt, endsAt] = input.allDay
    ? [
        startOfLocalDay(input.startsOn, timeZone),
        startOfLocalDay(addLocalDays(input.endsOn, 1), timeZone),
      ]
    : [
        zonedInstant(input.startsAt.slice(0, 10), input.startsAt.slice(11), timeZone),
        zonedInstant(input.endsAt.slice(0, 10), input.endsAt.slice(11), timeZone),
      ];
  if (endsAt <= startsAt) {
    // Only possible inside a DST gap (both ends move to the same instant).
    const message = 'The end must be after the start';
    throw AppError.badRequest(message, [{ path: 'body.endsAt', message }]);
  }
  const pending = options.editor.role === 'mechanic';
  const row = await tx.transaction(async (inner) => {
    const [created] = await inner
      .insert(timeOff)
      .values({
        shopId,
        mechanicId: input.mechanicId,
        startsAt,
        endsAt,
        allDay: input.allDay,
        reason: input.reason ?? null,
        createdBy: options.editor.id,
        // A mechanic's own time off is a request the admin or manager decides (issue 24,
        // ADR 045); the desk's entry is approved at once.
        status: pending ? 'pending' : 'approved',
        ...(pending ? {} : decidedNow(options.editor.id, input.mechanicId)),
      })
      .returning();
    if (created) {
      await recordHistory({
        tx: inner,
        shopId,
        subjectType: 'time_off',
        subjectId: created.id,
        action: pending ? 'requested' : 'recorded',
        actor: options.editor,
        toStatus: created.status,
        details: { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
      });
    }
    return created;
  });
  if (!row) throw new Error('time off insert returned no row');
  return {
    id: row.id,
    mechanicId: row.mechanicId,
    allDay: row.allDay,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reason: row.reason,
    status: row.status as TimeOff['status'],
  };
}

export async function deleteTimeOff(options: {
  tx: Tx;
  shopId: string;
  editor: Editor;
  timeOffId: string;
}): Promise<void> {
  const where = and(eq(timeOff.shopId, options.shopId), eq(timeOff.id, options.timeOffId));
  const [row] = await options.tx
    .select({ mechanicId: timeOff.mechanicId })
    .from(timeOff)
    .where(where);
  if (!row) throw AppError.notFound('Time off not found.');
  assertMayEdit(options.editor, row.mechanicId);
  await options.tx.transaction(async (tx) => {
    await tx.delete(timeOff).where(where);
    await recordHistory({
      tx,
      shopId: options.shopId,
      subjectType: 'time_off',
      subjectId: options.timeOffId,
      action: 'removed',
      actor: options.editor,
    });
  });
}
