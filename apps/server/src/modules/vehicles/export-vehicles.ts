import { Readable } from 'node:stream';
import { vehicleExportColumns, vehicleStatusLabels } from '@pitstop/domain/vehicles';
import { stringify } from 'csv-stringify';
import type { Tx } from '../../db/database.ts';
import { neutraliseFormula } from '../../platform/csv-cells.ts';
import { listVehicles } from './list-vehicles.ts';
import type { VehicleViewer } from './vehicle-query.ts';

const BATCH_SIZE = 1000;

async function* vehicleRows(options: {
  tx: Tx;
  shopId: string;
  viewer?: VehicleViewer;
  search?: string;
  clientId?: string;
}) {
  let cursor: string | undefined;
  do {
    const page = await listVehicles({ ...options, limit: BATCH_SIZE, cursor });
    for (const vehicle of page.items) {
      yield [
        vehicle.make,
        vehicle.model,
        vehicle.year === null ? '' : String(vehicle.year),
        vehicle.vin ?? '',
        vehicle.registrationNumber ?? '',
        vehicle.color ?? '',
        vehicleStatusLabels[vehicle.status],
        vehicle.lastServiceDate ?? '',
        vehicle.ownerName,
      ].map(neutraliseFormula);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/**
 * Every vehicle matching the search as CSV (spec §7 columns), read in keyset batches and
 * streamed, so memory stays flat whatever the shop's size.
 */
export function exportVehicles(options: {
  tx: Tx;
  shopId: string;
  viewer?: VehicleViewer;
  search?: string;
  clientId?: string;
}): Readable {
  const csv = stringify({ header: true, columns: [...vehicleExportColumns] });
  const source = Readable.from(vehicleRows(options));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
