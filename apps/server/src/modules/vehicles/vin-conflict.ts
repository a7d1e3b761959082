import { VIN_TAKEN_MESSAGE } from '@pitstop/domain/vehicles';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { vehicles } from '../../db/schema/clients.ts';
import { AppError } from '../../platform/errors.ts';

function vinTaken() {
  return AppError.conflict(VIN_TAKEN_MESSAGE, [{ path: 'body.vin', message: VIN_TAKEN_MESSAGE }]);
}

/** Refuses a VIN that another vehicle of the shop already has (409 on the VIN field). */
export async function assertVinFree(options: {
  tx: Tx;
  shopId: string;
  vin: string | null | undefined;
  exceptVehicleId?: string;
}) {
  if (!options.vin) return;
  const [other] = await options.tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.shopId, options.shopId),
        eq(vehicles.vin, options.vin),
        options.exceptVehicleId ? ne(vehicles.id, options.exceptVehicleId) : undefined,
      ),
    );
  if (other) throw vinTaken();
}

/** Two saves racing past the check meet the unique index; answer the same 409. */
export function rethrowVinConflict(error: unknown): never {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  for (const candidate of candidates) {
    const pgError = candidate as { code?: string; constraint?: string } | undefined;
    if (pgError?.code === '23505' && pgError.constraint === 'vehicles_shop_vin_key') {
      throw vinTaken();
    }
  }
  throw error;
}
