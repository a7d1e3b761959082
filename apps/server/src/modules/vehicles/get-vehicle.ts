import type { Vehicle } from '@pitstop/domain/vehicles';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { vehicles } from '../../db/schema/clients.ts';
import { AppError } from '../../platform/errors.ts';
import {
  mechanicCondition,
  selectVehicles,
  toVehicle,
  type VehicleViewer,
} from './vehicle-query.ts';

/** One vehicle of the caller's shop; another shop's id is simply not found. */
export async function getVehicle(options: {
  tx: Tx;
  shopId: string;
  vehicleId: string;
  viewer?: VehicleViewer;
}): Promise<Vehicle> {
  const [row] = await selectVehicles(options.tx, options.shopId).where(
    and(
      eq(vehicles.shopId, options.shopId),
      eq(vehicles.id, options.vehicleId),
      mechanicCondition(options.viewer),
    ),
  );
  if (!row) throw AppError.notFound('Vehicle not found.');
  return toVehicle(row);
}
