import type { VehicleList } from '@pitstop/domain/vehicles';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { newestFirst } from '../../db/newest-first.ts';
import { vehicles } from '../../db/schema/clients.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../platform/cursor.ts';
import {
  activeOwner,
  mechanicCondition,
  selectVehicles,
  toVehicle,
  type VehicleViewer,
  vehicleSearchCondition,
} from './vehicle-query.ts';

const CURSOR_SCOPE = 'vehicles';

/** Newest first, keyset-paginated on (created_at, id) so deep pages cost the same as the first. */
export async function listVehicles(options: {
  tx: Tx;
  shopId: string;
  viewer?: VehicleViewer;
  search?: string;
  clientId?: string;
  limit: number;
  cursor?: string;
}): Promise<VehicleList> {
  const after = options.cursor ? decodeTimeCursor(CURSOR_SCOPE, options.cursor) : undefined;
  const rows = await selectVehicles(options.tx, options.shopId)
    .where(
      and(
        eq(vehicles.shopId, options.shopId),
        activeOwner(),
        options.clientId ? eq(vehicles.clientId, options.clientId) : undefined,
        vehicleSearchCondition(options.search),
        mechanicCondition(options.viewer),
        after
          ? sql`(${vehicles.createdAt}, ${vehicles.id}) < (${after.time}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(newestFirst(vehicles.createdAt), newestFirst(vehicles.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map(toVehicle),
    nextCursor:
      rows.length > options.limit && last
        ? encodeTimeCursor(CURSOR_SCOPE, { time: last.cursorTime, id: last.id })
        : null,
  };
}
