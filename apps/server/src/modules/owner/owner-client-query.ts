import type { OwnerClient } from '@pitstop/domain/owner';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { ownerClientCondition } from '../../platform/client-access.ts';
import { AppError } from '../../platform/errors.ts';
import { shopRefColumns, toShopRef } from '../shops/public.ts';

/** A client record as its car owner sees it: never the shop's notes or tags. */
const ownerClientColumns = {
  id: clients.id,
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  address: clients.address,
  city: clients.city,
  state: clients.state,
  postalCode: clients.postalCode,
  country: clients.country,
  dateOfBirth: clients.dateOfBirth,
  preferredContact: clients.preferredContact,
  emergencyContactName: clients.emergencyContactName,
  emergencyContactPhone: clients.emergencyContactPhone,
  emergencyContactRelation: clients.emergencyContactRelation,
  company: clients.company,
  taxId: clients.taxId,
  createdAt: clients.createdAt,
  ...shopRefColumns,
};

function selectOwnerClients(tx: Tx, condition: SQL) {
  return tx
    .select(ownerClientColumns)
    .from(clients)
    .innerJoin(shops, eq(shops.id, clients.shopId))
    .where(condition)
    .orderBy(shops.name, clients.createdAt, clients.id);
}

type OwnerClientRow = Awaited<ReturnType<typeof selectOwnerClients>>[number];

function toOwnerClient(row: OwnerClientRow): OwnerClient {
  const { shopId, shopName, shopTimeZone, shopLocale, createdAt, preferredContact, ...fields } =
    row;
  return {
    ...fields,
    preferredContact: preferredContact as OwnerClient['preferredContact'],
    createdAt: createdAt.toISOString(),
    shop: toShopRef({ shopId, shopName, shopTimeZone, shopLocale }),
  };
}

/** The car owner's client records, one per shop they use. */
export async function listOwnerClients(options: {
  tx: Tx;
  userId: string;
}): Promise<OwnerClient[]> {
  const rows = await selectOwnerClients(options.tx, ownerClientCondition(options.userId));
  return rows.map(toOwnerClient);
}

/** One client record by id, as the person it is linked to sees it (not archived). */
export async function getOwnerClient(options: {
  tx: Tx;
  userId: string;
  clientId: string;
}): Promise<OwnerClient> {
  const [row] = await selectOwnerClients(
    options.tx,
    and(ownerClientCondition(options.userId), eq(clients.id, options.clientId)) as SQL,
  );
  if (!row) throw AppError.notFound('Client not found.');
  return toOwnerClient(row);
}
