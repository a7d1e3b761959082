import { and, eq, isNotNull, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/database.ts';
import { clients, vehicles } from '../db/schema/clients.ts';
import { shops } from '../db/schema/shops.ts';
import { appointments, jobOrders } from '../db/schema/workshop.ts';
import { AppError } from './errors.ts';

/**
 * Who may reach which client records — the one place both audiences' queries start from:
 * - staff reach their shop's clients (a mechanic only those of their own jobs);
 * - a car owner reaches the client records linked to their account (`clients.user_id`) that are
 *   not archived, in any shop. Anything else is "not found" (404), whatever shop it is in.
 */

export type StaffViewer = { id: string; role: string };

/** The client a query is about, with what every caller needs next. */
export type ReachableClient = {
  id: string;
  shopId: string;
  shopName: string;
  name: string;
  email: string | null;
  userId: string | null;
  archivedAt: Date | null;
};

const clientNotFound = () => AppError.notFound('Client not found.');

const reachableColumns = {
  id: clients.id,
  shopId: clients.shopId,
  shopName: shops.name,
  name: clients.name,
  email: clients.email,
  userId: clients.userId,
  archivedAt: clients.archivedAt,
};

/** Where a mechanic's work on a client is recorded: their appointments and job orders for it. */
const mechanicWork = [appointments, jobOrders] as const;

function workOnClient(
  table: (typeof mechanicWork)[number],
  shopId: SQLWrapper | string,
  clientId: SQLWrapper | string,
): SQL {
  return and(eq(table.shopId, shopId), eq(table.clientId, clientId)) as SQL;
}

/** Staff: the shop's clients; a mechanic only those on their own appointments or job orders. */
export function staffClientCondition(options: { shopId: string; viewer?: StaffViewer }): SQL {
  const { shopId, viewer } = options;
  const mechanic =
    viewer?.role === 'mechanic'
      ? or(
          ...mechanicWork.map(
            (table) =>
              sql`exists (select 1 from ${table} where ${and(workOnClient(table, clients.shopId, clients.id), eq(table.mechanicId, viewer.id))})`,
          ),
        )
      : undefined;
  return and(eq(clients.shopId, shopId), mechanic) as SQL;
}

/** The mechanics who may see one client under `staffClientCondition`: those working on it. */
export async function mechanicsOfClient(options: {
  tx: Tx;
  shopId: string;
  clientId: string;
}): Promise<string[]> {
  const workers = (table: (typeof mechanicWork)[number]) =>
    options.tx
      .select({ id: table.mechanicId })
      .from(table)
      .where(
        and(workOnClient(table, options.shopId, options.clientId), isNotNull(table.mechanicId)),
      );
  const rows = await union(workers(mechanicWork[0]), workers(mechanicWork[1]));
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/** A car owner: their linked, unarchived client records, in every shop. */
export function ownerClientCondition(userId: string): SQL {
  return and(eq(clients.userId, userId), isNull(clients.archivedAt)) as SQL;
}

async function findClient(tx: Tx, condition: SQL): Promise<ReachableClient> {
  const [row] = await tx
    .select(reachableColumns)
    .from(clients)
    .innerJoin(shops, eq(shops.id, clients.shopId))
    .where(condition);
  if (!row) throw clientNotFound();
  return row;
}

/** A client of the caller's shop that this staff member may see (archived ones too). */
export function findClientForStaff(options: {
  tx: Tx;
  shopId: string;
  viewer?: StaffViewer;
  clientId: string;
}): Promise<ReachableClient> {
  return findClient(
    options.tx,
    and(staffClientCondition(options), eq(clients.id, options.clientId)) as SQL,
  );
}

/** One of the car owner's own client records. */
export function findClientForOwner(options: {
  tx: Tx;
  userId: string;
  clientId: string;
}): Promise<ReachableClient> {
  return findClient(
    options.tx,
    and(ownerClientCondition(options.userId), eq(clients.id, options.clientId)) as SQL,
  );
}

/** All of the car owner's client records, oldest first. */
export function listClientsForOwner(options: { tx: Tx; userId: string }) {
  return options.tx
    .select(reachableColumns)
    .from(clients)
    .innerJoin(shops, eq(shops.id, clients.shopId))
    .where(ownerClientCondition(options.userId))
    .orderBy(clients.createdAt, clients.id);
}

/** A vehicle of one of the car owner's client records, with the record it belongs to. */
export async function findVehicleForOwner(options: {
  tx: Tx;
  userId: string;
  vehicleId: string;
}): Promise<{ id: string; shopId: string; clientId: string }> {
  const [row] = await options.tx
    .select({ id: vehicles.id, shopId: vehicles.shopId, clientId: vehicles.clientId })
    .from(vehicles)
    .innerJoin(clients, and(eq(clients.shopId, vehicles.shopId), eq(clients.id, vehicles.clientId)))
    .where(and(ownerClientCondition(options.userId), eq(vehicles.id, options.vehicleId)));
  if (!row) throw AppError.notFound('Vehicle not found.');
  return row;
}

/** A vehicle of the client a staff request is about; another client's vehicle is not found. */
export async function assertVehicleOfClient(options: {
  tx: Tx;
  shopId: string;
  clientId: string;
  vehicleId: string;
}) {
  const [row] = await options.tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.shopId, options.shopId),
        eq(vehicles.clientId, options.clientId),
        eq(vehicles.id, options.vehicleId),
      ),
    );
  if (!row) throw AppError.notFound('Vehicle not found.');
}
