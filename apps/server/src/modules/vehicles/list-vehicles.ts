import type { VehicleList } from '@pitstop/domain/vehicles';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { newestFirst } from '../../db/newest-first.ts';
import { vehicles } from '../../db/schema/clients.ts';
import {
  activeOwner,
  mechanicCondition,
  selectVehicles,
  toVehicle,
  type VehicleViewer,
  vehicleSearchCondition,
} from '../../platform/vehicles/vehicle-query.ts';
import { AppError } from '../../plugins/errors.ts';

type Cursor = { createdAt: string; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      typeof createdAt === 'string' &&
      /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(createdAt) &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(id)
    ) {
      return { createdAt, id };
    }
  } catch {
    // fall through to the refusal below
  }
  throw AppError.badRequest('This page link is no longer valid; reload the list.', [
    { path: 'query.cursor', message: 'Invalid cursor' },
  ]);
}

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
  const after = options.cursor ? decodeCursor(options.cursor) : undefined;
  const rows = await selectVehicles(options.tx, options.shopId)
    .where(
      and(
        eq(vehicles.shopId, options.shopId),
        activeOwner(),
        options.clientId ? eq(vehicles.clientId, options.clientId) : undefined,
        vehicleSearchCondition(options.search),
        mechanicCondition(options.viewer),
        after
          ? sql`(${vehicles.createdAt}, ${vehicles.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
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
        ? encodeCursor({ createdAt: last.cursorTime, id: last.id })
        : null,
  };
}
