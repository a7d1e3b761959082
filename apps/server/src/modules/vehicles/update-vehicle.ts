import type { Vehicle, vehicleUpdateSchema } from '@pitstop/domain/vehicles';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { vehicles } from '../../db/schema/clients.ts';
import { AppError } from '../../platform/errors.ts';
import { getVehicle } from './get-vehicle.ts';
import { assertOwnerInShop } from './vehicle-query.ts';
import { assertVinFree, rethrowVinConflict } from './vin-conflict.ts';

/** Changes the fields given; a field left out keeps its value, one sent empty becomes null. */
export async function updateVehicle(options: {
  tx: Tx;
  shopId: string;
  vehicleId: string;
  input: z.output<typeof vehicleUpdateSchema>;
}): Promise<Vehicle> {
  const { tx, shopId, vehicleId, input } = options;
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<typeof vehicles.$inferInsert>;
  const [existing] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.shopId, shopId), eq(vehicles.id, vehicleId)));
  if (!existing) throw AppError.notFound('Vehicle not found.');
  if (changes.clientId) await assertOwnerInShop(tx, shopId, changes.clientId);
  if (changes.vin)
    await assertVinFree({ tx, shopId, vin: changes.vin, exceptVehicleId: vehicleId });
  if (Object.keys(changes).length > 0) {
    await tx
      .update(vehicles)
      .set(changes)
      .where(and(eq(vehicles.shopId, shopId), eq(vehicles.id, vehicleId)))
      .catch(rethrowVinConflict);
  }
  return getVehicle({ tx, shopId, vehicleId });
}
