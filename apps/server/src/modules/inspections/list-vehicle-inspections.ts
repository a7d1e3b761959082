import type { InspectionSummary } from '@pitstop/domain/inspection-views';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { vehicles } from '../../db/schema/clients.ts';
import { AppError } from '../../platform/errors.ts';
import { listInspectionSummaries } from './inspection-queries.ts';

/** A vehicle's inspections, newest first; 404 when the vehicle is not the shop's. */
export async function listVehicleInspections(options: {
  tx: Tx;
  shopId: string;
  vehicleId: string;
}): Promise<{ items: InspectionSummary[] }> {
  const { tx, shopId, vehicleId } = options;
  const [vehicle] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.shopId, shopId), eq(vehicles.id, vehicleId)));
  if (!vehicle) throw AppError.notFound('Vehicle not found.');
  return { items: await listInspectionSummaries({ tx, shopId, of: { vehicleId } }) };
}
