import type { JobOrderCreateParsed } from '@pitstop/domain/job-orders';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { assertShopMechanic } from './lock-job-order.ts';
import { publishJobOrderChanged } from './publish-job-order-changed.ts';

/**
 * The promised time as stored; a date the database cannot hold (year 0, 275760) or that no
 * one means (before 1900) is a 400 on the field rather than a failed insert.
 */
export function promisedAtOf(value: string | null): Date | null {
  if (value === null) return null;
  const instant = new Date(value);
  const year = instant.getUTCFullYear();
  if (Number.isNaN(instant.getTime()) || year < 1900 || year > 9999) {
    throw AppError.badRequest('Choose when the vehicle is promised.', [
      { path: 'body.promisedAt', message: 'Choose a date between 1900 and 9999' },
    ]);
  }
  return instant;
}

/**
 * A walk-in job order: the client and their vehicle (the vehicle must be theirs), mileage in,
 * the customer's concern, the promised time and the mechanic (a mechanic of the shop, or none).
 * It opens as an estimate with no lines; its number comes from the shop's sequence (trigger).
 */
export async function createJobOrder(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: PersonActor;
  input: JobOrderCreateParsed;
}): Promise<{ id: string; number: number }> {
  const { shopId, actor, input } = options;
  return options.tx.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.shopId, shopId), eq(clients.id, input.clientId)));
    if (!client) {
      throw AppError.badRequest('Choose a client of this workshop.', [
        { path: 'body.clientId', message: 'Not a client of this workshop' },
      ]);
    }
    const [vehicle] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.shopId, shopId),
          eq(vehicles.clientId, input.clientId),
          eq(vehicles.id, input.vehicleId),
        ),
      );
    if (!vehicle) {
      throw AppError.badRequest("Choose one of the client's vehicles.", [
        { path: 'body.vehicleId', message: 'Not a vehicle of this client' },
      ]);
    }
    if (input.mechanicId) await assertShopMechanic({ tx, shopId, mechanicId: input.mechanicId });

    const [created] = await tx
      .insert(jobOrders)
      .values({
        shopId,
        clientId: input.clientId,
        vehicleId: input.vehicleId,
        mechanicId: input.mechanicId,
        assignedAt: input.mechanicId ? sql`now()` : null,
        status: 'estimate',
        description: input.concern,
        mileage: input.mileageIn,
        promisedAt: promisedAtOf(input.promisedAt),
        createdBy: actor.id,
      })
      .returning({ id: jobOrders.id, number: jobOrders.number });
    if (!created) throw new Error('job order not inserted');
    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: created.id,
      action: 'opened',
      actor,
      toStatus: 'estimate',
      details: { source: 'walk_in' },
    });
    await publishJobOrderChanged({
      tx,
      events: options.events,
      shopId,
      jobOrderId: created.id,
      change: 'opened',
    });
    return created;
  });
}
