import type { Vehicle, VehicleInputParsed } from '@pitstop/domain/vehicles';
import type { Tx } from '../../db/database.ts';
import { vehicles } from '../../db/schema/clients.ts';
import { getVehicle } from './get-vehicle.ts';
import { assertOwnerInShop } from './vehicle-query.ts';
import { assertVinFree, rethrowVinConflict } from './vin-conflict.ts';

export async function createVehicle(options: {
  tx: Tx;
  shopId: string;
  input: VehicleInputParsed;
}): Promise<Vehicle> {
  const { tx, shopId, input } = options;
  await assertOwnerInShop(tx, shopId, input.clientId);
  await assertVinFree({ tx, shopId, vin: input.vin });
  const [row] = await tx
    .insert(vehicles)
    .values({
      shopId,
      clientId: input.clientId,
      make: input.make,
      model: input.model,
      year: input.year,
      vin: input.vin ?? null,
      registrationNumber: input.registrationNumber ?? null,
      color: input.color ?? null,
      notes: input.notes ?? null,
      status: input.status,
      mileage: input.mileage ?? null,
    })
    .returning({ id: vehicles.id })
    .catch(rethrowVinConflict);
  return getVehicle({ tx, shopId, vehicleId: (row as { id: string }).id });
}
