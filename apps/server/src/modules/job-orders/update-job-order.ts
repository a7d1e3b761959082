import type { jobOrderUpdateSchema } from '@pitstop/domain/job-order-views';
import type { Role } from '@pitstop/domain/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { assertShopMechanic, lockJobOrder } from './lock-job-order.ts';
import { publishJobOrderChanged } from './publish-job-order-changed.ts';
import { promisedAtOf } from './record-arrival.ts';

type UpdateInput = z.output<typeof jobOrderUpdateSchema>;

/** The API's field names as the history names them, for the columns they write. */
const fieldNames = {
  concern: 'concern',
  mileageIn: 'mileage in',
  promisedAt: 'promised time',
  mechanicId: 'mechanic',
  notes: 'notes',
} as const satisfies Record<keyof UpdateInput, string>;

/**
 * Changes a job order's details: the desk any field, a mechanic the notes of their own jobs
 * (403 for anything else). A new mechanic restarts the response-time clock (`assigned_at`).
 * Completed and cancelled job orders refuse (409). The history names what changed; fields sent
 * with their current value are not a change.
 */
export async function updateJobOrder(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: PersonActor & { role: Role };
  id: string;
  input: UpdateInput;
}): Promise<{ previousMechanicId: string | null; changed: boolean }> {
  const { shopId, actor, id, input } = options;
  const sent = (Object.keys(input) as (keyof UpdateInput)[]).filter(
    (key) => input[key] !== undefined,
  );
  if (actor.role === 'mechanic' && sent.some((key) => key !== 'notes'))
    throw AppError.forbidden('Mechanics change only the notes of their jobs.');

  return options.tx.transaction(async (tx) => {
    const locked = await lockJobOrder({ tx, shopId, viewer: actor, id });
    const [current] = await tx
      .select({
        concern: jobOrders.description,
        mileageIn: jobOrders.mileage,
        promisedAt: jobOrders.promisedAt,
        mechanicId: jobOrders.mechanicId,
        notes: jobOrders.notes,
      })
      .from(jobOrders)
      .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, id)));
    if (!current) throw new Error('locked job order vanished');

    const { promisedAt } = input;
    const sameTime = (a: Date | null, b: string | null) =>
      a === null || b === null ? a === b : a.getTime() === new Date(b).getTime();
    const changed = sent.filter((key) =>
      key === 'promisedAt'
        ? !sameTime(current.promisedAt, promisedAt ?? null)
        : current[key] !== input[key],
    );
    if (changed.length === 0) return { previousMechanicId: locked.mechanicId, changed: false };
    if (changed.includes('mechanicId') && input.mechanicId)
      await assertShopMechanic({ tx, shopId, mechanicId: input.mechanicId });

    await tx
      .update(jobOrders)
      .set({
        ...(changed.includes('concern') ? { description: input.concern } : {}),
        ...(changed.includes('mileageIn') ? { mileage: input.mileageIn } : {}),
        ...(changed.includes('promisedAt') ? { promisedAt: promisedAtOf(promisedAt ?? null) } : {}),
        ...(changed.includes('mechanicId')
          ? {
              mechanicId: input.mechanicId,
              assignedAt: input.mechanicId ? sql`now()` : null,
            }
          : {}),
        ...(changed.includes('notes') ? { notes: input.notes } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, id)));
    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: id,
      action: 'updated',
      actor,
      details: {
        changed: changed.map((key) => fieldNames[key]),
        ...(changed.includes('mechanicId')
          ? { mechanicId: { from: current.mechanicId, to: input.mechanicId } }
          : {}),
      },
    });
    await publishJobOrderChanged({
      tx,
      events: options.events,
      shopId,
      jobOrderId: id,
      change: 'updated',
      previousMechanicId: locked.mechanicId,
    });
    return { previousMechanicId: locked.mechanicId, changed: true };
  });
}
