import type { ServiceHistoryList } from '@pitstop/domain/owner';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import {
  assertVehicleOfClient,
  findClientForOwner,
  findClientForStaff,
  findVehicleForOwner,
  ownerClientCondition,
  type StaffViewer,
} from '../../platform/client-access.ts';
import { AppError } from '../../platform/errors.ts';
import { listServiceHistory } from './service-history-query.ts';

type Query = { vehicleId?: string; limit: number; cursor?: string };

/** A client's Service History tab (staff); a vehicle filter must be one of that client's. */
export async function listClientServiceHistory(
  options: { tx: Tx; shopId: string; viewer: StaffViewer; clientId: string } & Query,
): Promise<ServiceHistoryList> {
  const { tx, shopId, vehicleId } = options;
  const client = await findClientForStaff(options);
  if (vehicleId) await assertVehicleOfClient({ tx, shopId, clientId: client.id, vehicleId });
  return listServiceHistory({
    tx,
    clientCondition: and(eq(clients.shopId, shopId), eq(clients.id, client.id)) as SQL,
    vehicleId,
    limit: options.limit,
    cursor: options.cursor,
  });
}

/**
 * A car owner's service history over all their shops, or one of their client records
 * (`clientId`); another person's client record or vehicle is not found.
 */
export async function listOwnerServiceHistory(
  options: { tx: Tx; userId: string; clientId?: string } & Query,
): Promise<ServiceHistoryList> {
  const { tx, userId, vehicleId, clientId } = options;
  if (clientId) await findClientForOwner({ tx, userId, clientId });
  if (vehicleId) {
    const vehicle = await findVehicleForOwner({ tx, userId, vehicleId });
    if (clientId && vehicle.clientId !== clientId) throw AppError.notFound('Vehicle not found.');
  }
  return listServiceHistory({
    tx,
    clientCondition: and(
      ownerClientCondition(userId),
      clientId ? eq(clients.id, clientId) : undefined,
    ) as SQL,
    vehicleId,
    limit: options.limit,
    cursor: options.cursor,
  });
}
