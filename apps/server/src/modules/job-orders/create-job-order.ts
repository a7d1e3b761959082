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
import { recordArrival } from './record-arrival.ts';

/**
 * A walk-in job order: the client and their vehicle (the vehicle must be theirs), mileage in
 * and the promised time (recordArrival's rules), the customer's concern and the mechanic (a
 * mechanic of the shop, or none).
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
    const promisedAt = await recordArrival({
      tx,
      shopId,
      vehicleId: input.vehicleId,
      mileageIn: input.mileageIn,
      promisedAt: input.promisedAt,
    });

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
        promisedAt,
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
