import type { HistoryEntry } from '@pitstop/domain/bookings';
import { displayName } from '@pitstop/domain/session';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { historyEntries } from '../db/schema/platform.ts';

/** Records with a history. Job orders, invoices and the rest add their name here. */
export type HistorySubject =
  | 'appointment'
  | 'job_order'
  | 'purchase_order'
  | 'invoice'
  | 'employee'
  /** A person's schedule (subject id: their account id): exceptions per date (ADR 045). */
  | 'employee_schedule'
  /** A time-off entry or request: requested, decided, cancelled (ADR 045). */
  | 'time_off'
  // Issue 24, ADR 046: an attendance entry; a person's timesheet (by their account id); the
  // shop's people settings (by the shop's id).
  | 'attendance_entry'
  | 'timesheet'
  | 'people_settings';

/**
 * Who did it: a signed-in person, a customer answering through a link (by the name they typed),
 * or the system (a job such as a reminder).
 */
export type HistoryActor = PersonActor | { customerName: string } | 'system';

/** A signed-in person (staff or a car owner). */
export type PersonActor = {
  id: string;
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
};

/** The id (a signed-in person's) and the name a record keeps of who acted. */
export function actorOf(actor: HistoryActor): { id: string | null; name: string } {
  if (actor === 'system') return { id: null, name: 'System' };
  if ('customerName' in actor) return { id: null, name: `${actor.customerName} (customer)` };
  return { id: actor.id, name: displayName(actor) };
}

/**
 * Writes one history entry (DESIGN.md §7: one history for every module). Call it in the same
 * transaction as the change, so a change and its record stand or fall together.
 */
export async function recordHistory(options: {
  tx: Tx;
  shopId: string;
  subjectType: HistorySubject;
  subjectId: string;
  action: string;
  actor: HistoryActor;
  fromStatus?: string | null;
  toStatus?: string | null;
  reason?: string | null;
  details?: Record<string, unknown> | null;
}): Promise<void> {
  const actor = actorOf(options.actor);
  await options.tx.insert(historyEntries).values({
    shopId: options.shopId,
    subjectType: options.subjectType,
    subjectId: options.subjectId,
    action: options.action,
    fromStatus: options.fromStatus ?? null,
    toStatus: options.toStatus ?? null,
    actorId: actor.id,
    actorName: actor.name,
    reason: options.reason ?? null,
    details: options.details ?? null,
    // The statement's time, not the transaction's: entries of one change keep their order.
    occurredAt: sql`clock_timestamp()`,
  });
}

/** A record's history, oldest first. */
export async function listHistory(options: {
  tx: Tx;
  shopId: string;
  subjectType: HistorySubject;
  subjectId: string;
}): Promise<HistoryEntry[]> {
  const rows = await options.tx
    .select({
      id: historyEntries.id,
      action: historyEntries.action,
      fromStatus: historyEntries.fromStatus,
      toStatus: historyEntries.toStatus,
      actorName: historyEntries.actorName,
      reason: historyEntries.reason,
      details: historyEntries.details,
      occurredAt: historyEntries.occurredAt,
    })
    .from(historyEntries)
    .where(
      and(
        eq(historyEntries.shopId, options.shopId),
        eq(historyEntries.subjectType, options.subjectType),
        eq(historyEntries.subjectId, options.subjectId),
      ),
    )
    .orderBy(asc(historyEntries.occurredAt), asc(historyEntries.seq));
  return rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() }));
}
