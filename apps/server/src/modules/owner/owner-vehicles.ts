import type { OwnerJobStatus } from '@pitstop/domain/job-order-views';
import { type JobOrderStatus, openJobOrderStatuses } from '@pitstop/domain/job-orders';
import type { OwnerVehicle } from '@pitstop/domain/owner';
import type { VehicleInputParsed, vehicleUpdateSchema } from '@pitstop/domain/vehicles';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { newestFirst } from '../../db/newest-first.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { jobOrderEstimates, jobOrders } from '../../db/schema/workshop.ts';
import {
  findClientForOwner,
  findVehicleForOwner,
  ownerClientCondition,
} from '../../platform/client-access.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../plugins/events.ts';
import { loadAskedBill } from '../job-orders/public.ts';
import { shopRefColumns, toShopRef } from '../shops/public.ts';
import { createVehicle, toVehicle, updateVehicle, vehicleColumns } from '../vehicles/public.ts';

/**
 * The car owner's job orders not yet completed or cancelled, with their live status (the
 * dashboard and vehicle pages show "In progress", "Ready for pickup"…), by number.
 */
export async function listOwnerOpenJobs(options: {
  tx: Tx;
  userId: string;
  vehicleId?: string;
}): Promise<OwnerJobStatus[]> {
  const rows = await options.tx
    .select({
      id: jobOrders.id,
      shopId: jobOrders.shopId,
      number: jobOrders.number,
      status: jobOrders.status,
      vehicleId: jobOrders.vehicleId,
      promisedAt: jobOrders.promisedAt,
      currency: shops.currency,
      timeZone: shops.timezone,
      locale: shops.locale,
      // The estimate sent for the lines as they are now, not yet answered.
      waitingTotal: sql<string | null>`(
        select ${jobOrderEstimates.presentedTotal}::text from ${jobOrderEstimates}
        where ${jobOrders.status} = 'awaiting_approval'
          and ${jobOrderEstimates.shopId} = ${jobOrders.shopId}
          and ${jobOrderEstimates.jobOrderId} = ${jobOrders.id}
          and ${jobOrderEstimates.revision} = ${jobOrders.revision}
          and ${jobOrderEstimates.answeredAt} is null
        order by ${jobOrderEstimates.sentAt} desc limit 1)`,
    })
    .from(jobOrders)
    .innerJoin(
      clients,
      and(eq(clients.shopId, jobOrders.shopId), eq(clients.id, jobOrders.clientId)),
    )
    .innerJoin(shops, eq(shops.id, jobOrders.shopId))
    .where(
      and(
        ownerClientCondition(options.userId),
        inArray(jobOrders.status, [...openJobOrderStatuses]),
        options.vehicleId ? eq(jobOrders.vehicleId, options.vehicleId) : undefined,
      ),
    )
    .orderBy(asc(jobOrders.openedAt), asc(jobOrders.id));
  // The total it asks, tax included, as the estimate and its invoice compute it (few open jobs).
  const asked = await Promise.all(
    rows.map((row) =>
      row.waitingTotal === null
        ? null
        : loadAskedBill({ tx: options.tx, shopId: row.shopId, jobOrderId: row.id }),
    ),
  );
  return rows.map((row, index) => ({
    id: row.id,
    number: row.number,
    status: row.status as JobOrderStatus,
    vehicleId: row.vehicleId,
    promisedAt: row.promisedAt?.toISOString() ?? null,
    waitingEstimate: asked[index] ? { total: asked[index].total, currency: row.currency } : null,
    timeZone: row.timeZone,
    locale: row.locale,
  }));
}

async function selectOwnerVehicles(tx: Tx, userId: string, vehicleId?: string) {
  const [rows, openJobs] = await Promise.all([
    tx
      .select({ ...vehicleColumns(), ...shopRefColumns })
      .from(vehicles)
      .innerJoin(
        clients,
        and(eq(clients.shopId, vehicles.shopId), eq(clients.id, vehicles.clientId)),
      )
      .innerJoin(shops, eq(shops.id, vehicles.shopId))
      .where(and(ownerClientCondition(userId), vehicleId ? eq(vehicles.id, vehicleId) : undefined))
      .orderBy(newestFirst(vehicles.createdAt), newestFirst(vehicles.id)),
    listOwnerOpenJobs({ tx, userId, vehicleId }),
  ]);
  return rows.map(
    (row): OwnerVehicle => ({
      ...toVehicle(row),
      shop: toShopRef(row),
      openJobs: openJobs.filter((job) => job.vehicleId === row.id),
    }),
  );
}

/** The car owner's vehicles in every shop they use, newest first. */
export function listOwnerVehicles(options: { tx: Tx; userId: string }): Promise<OwnerVehicle[]> {
  return selectOwnerVehicles(options.tx, options.userId);
}

async function getOwnerVehicle(tx: Tx, userId: string, vehicleId: string) {
  const [vehicle] = await selectOwnerVehicles(tx, userId, vehicleId);
  if (!vehicle) throw AppError.notFound('Vehicle not found.');
  return vehicle;
}

/**
 * A car owner adds a vehicle to one of their records; the shop's rules apply as for staff
 * (VIN unique in that shop → 409).
 */
export async function addOwnerVehicle(options: {
  tx: Tx;
  events: EventBus;
  userId: string;
  input: VehicleInputParsed;
}): Promise<OwnerVehicle> {
  const { tx, userId, input } = options;
  const client = await findClientForOwner({ tx, userId, clientId: input.clientId });
  const vehicle = await createVehicle({ tx, shopId: client.shopId, input });
  await options.events.publish(
    {
      type: 'client.updated',
      shopId: client.shopId,
      userIds: [userId],
      data: { clientId: client.id, vehicleId: vehicle.id },
    },
    tx,
  );
  return getOwnerVehicle(tx, userId, vehicle.id);
}

/** A car owner changes one of their vehicles; it stays with the workshop that keeps it. */
export async function updateOwnerVehicle(options: {
  tx: Tx;
  events: EventBus;
  userId: string;
  vehicleId: string;
  input: z.output<typeof vehicleUpdateSchema>;
}): Promise<OwnerVehicle> {
  const { tx, userId, input } = options;
  const vehicle = await findVehicleForOwner({ tx, userId, vehicleId: options.vehicleId });
  if (input.clientId && input.clientId !== vehicle.clientId) {
    const owner = await findClientForOwner({ tx, userId, clientId: input.clientId });
    if (owner.shopId !== vehicle.shopId) {
      throw AppError.badRequest('A vehicle stays with the workshop that keeps it.', [
        { path: 'body.clientId', message: 'Choose your record in the same workshop' },
      ]);
    }
  }
  await updateVehicle({ tx, shopId: vehicle.shopId, vehicleId: vehicle.id, input });
  await options.events.publish(
    {
      type: 'client.updated',
      shopId: vehicle.shopId,
      userIds: [userId],
      data: { clientId: input.clientId ?? vehicle.clientId, vehicleId: vehicle.id },
    },
    tx,
  );
  return getOwnerVehicle(tx, userId, vehicle.id);
}
