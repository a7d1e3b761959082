import type { VehicleListItem, VehicleStatus } from '@pitstop/domain/vehicles';
import { and, eq, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import {
  compactPlate,
  compactPlateText,
  escapeLike,
  foldedContains,
  foldedText,
} from '../../db/like.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { appointments, jobOrders } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';

/** Who is looking: a mechanic reads only the vehicles on their own appointments and job orders. */
export type VehicleViewer = { id: string; role: string };

function identifierPrefix(text: string): SQL {
  const prefix = `${escapeLike(compactPlateText(text))}%`;
  return sql`(${compactPlate(vehicles.registrationNumber)} like ${prefix} or ${vehicles.vin} like ${prefix})`;
}

/**
 * Each word must match the make, the model or the owner's name, e-mail or phone (anywhere, any
 * case or accent) or start the plate or VIN; the whole text may also start the plate or VIN with
 * spaces and dashes ignored ("ab 12" finds "AB 12345"), so "corolla", "muller" or a pasted VIN
 * prefix all find the car. The query joins the owner (`selectVehicles`).
 */
export function vehicleSearchCondition(search: string | undefined): SQL | undefined {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  const eachWord = and(
    ...words.map((word) => {
      const folded = (column: SQLWrapper) => foldedContains(foldedText(column), word);
      return sql`(${folded(vehicles.make)} or ${folded(vehicles.model)} or ${foldedContains(clients.searchDocument, word)} or ${identifierPrefix(word)})`;
    }),
  ) as SQL;
  if (words.length === 1) return eachWord;
  return or(identifierPrefix(words.join('')), eachWord);
}

export function mechanicCondition(viewer: VehicleViewer | undefined): SQL | undefined {
  if (viewer?.role !== 'mechanic') return undefined;
  return sql`(exists (select 1 from ${jobOrders} where ${jobOrders.shopId} = ${vehicles.shopId} and ${jobOrders.vehicleId} = ${vehicles.id} and ${jobOrders.mechanicId} = ${viewer.id}) or exists (select 1 from ${appointments} where ${appointments.shopId} = ${vehicles.shopId} and ${appointments.vehicleId} = ${vehicles.id} and ${appointments.mechanicId} = ${viewer.id}))`;
}

/**
 * The columns of a vehicle as the API answers it; the last service is a date in the shop's zone.
 * Without `shopId` (a car owner's vehicles across shops) each row looks up its own shop's zone.
 */
export function vehicleColumns(shopId?: string) {
  const shopOfRow = shopId ?? vehicles.shopId;
  return {
    id: vehicles.id,
    clientId: vehicles.clientId,
    ownerName: clients.name,
    make: vehicles.make,
    model: vehicles.model,
    year: vehicles.year,
    vin: vehicles.vin,
    registrationNumber: vehicles.registrationNumber,
    color: vehicles.color,
    status: vehicles.status,
    mileage: vehicles.mileage,
    notes: vehicles.notes,
    lastServiceDate: sql<
      string | null
    >`to_char(${vehicles.lastServiceAt} at time zone (select ${shops.timezone} from ${shops} where ${shops.id} = ${shopOfRow}), 'YYYY-MM-DD')`,
    createdAt: vehicles.createdAt,
    /** Full-precision creation time for the keyset cursor (a Date keeps only milliseconds). */
    cursorTime: sql<string>`${vehicles.createdAt}::text`,
  };
}

type VehicleRow = {
  id: string;
  clientId: string;
  ownerName: string;
  make: string;
  model: string;
  year: number | null;
  vin: string | null;
  registrationNumber: string | null;
  color: string | null;
  status: string;
  mileage: number | null;
  notes: string | null;
  lastServiceDate: string | null;
  createdAt: Date;
};

export function toVehicle(row: VehicleRow): VehicleListItem {
  return {
    id: row.id,
    clientId: row.clientId,
    ownerName: row.ownerName,
    make: row.make,
    model: row.model,
    year: row.year,
    vin: row.vin,
    registrationNumber: row.registrationNumber,
    color: row.color,
    status: row.status as VehicleStatus,
    mileage: row.mileage,
    notes: row.notes,
    lastServiceDate: row.lastServiceDate,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Vehicles joined with their owner; the caller filters by shop (or by the owner's records). */
export function selectVehicles(tx: Tx, shopId?: string) {
  return tx
    .select(vehicleColumns(shopId))
    .from(vehicles)
    .innerJoin(
      clients,
      and(eq(clients.shopId, vehicles.shopId), eq(clients.id, vehicles.clientId)),
    );
}

export function activeOwner() {
  return isNull(clients.archivedAt);
}

/** The owner must be a current client of the caller's shop; a form shows this on the owner field. */
export async function assertOwnerInShop(tx: Tx, shopId: string, clientId: string) {
  const [owner] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.shopId, shopId), eq(clients.id, clientId), isNull(clients.archivedAt)));
  if (!owner) {
    throw AppError.badRequest('Select owner', [{ path: 'body.clientId', message: 'Select owner' }]);
  }
}
