import type {
  ClientListItem,
  ClientListResponse,
  ClientSort,
  ClientVisitFilters,
} from '@pitstop/domain/clients';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { type CursorField, decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { type ClientViewer, clientScope } from './client-query.ts';

/**
 * Each sort: its key expression (the same as its index's), the type its cursor is read as in
 * SQL, and the cursor field that checks it first.
 */
const sorts: Record<ClientSort, { key: SQL; type: SQL; field: CursorField }> = {
  createdAt: { key: sql`${clients.createdAt}`, type: sql`timestamptz`, field: 'timestamp' },
  name: { key: sql`lower(${clients.name})`, type: sql`text`, field: 'text' },
  vehicleCount: { key: sql`${clients.vehicleCount}`, type: sql`integer`, field: 'integer' },
  totalSpend: { key: sql`${clients.totalSpend}`, type: sql`numeric`, field: 'decimal' },
  lastServiceDate: {
    key: sql`coalesce(${clients.lastServiceAt}, '-infinity'::timestamptz)`,
    type: sql`timestamptz`,
    field: 'timestamp',
  },
};

/**
 * One page of the clients list, all in SQL: filters, keyset pagination over (sort key, id), and
 * the aggregates (vehicle count, total spend and last service from completed job orders, the
 * last service as a date in the shop's time zone), which triggers keep on the client row
 * (ADR 007). Every sort walks its own index (clients_shop_created_idx, clients_shop_name_idx,
 * clients_shop_vehicle_count_idx, clients_shop_total_spend_idx, clients_shop_last_service_idx)
 * and stops after one page; a search goes through clientSearchCondition, the reports' visit
 * filters through clientVisitConditions.
 */
export async function listClients(
  options: {
    tx: Tx;
    shopId: string;
    viewer?: ClientViewer;
    search?: string;
    tag?: string;
    archived?: boolean;
    sort?: ClientSort;
    order?: 'asc' | 'desc';
    limit: number;
    cursor?: string;
  } & ClientVisitFilters,
): Promise<ClientListResponse> {
  const { tx, shopId, limit } = options;
  const sortName = options.sort ?? 'createdAt';
  const order = options.order ?? 'desc';
  const sort = sorts[sortName];
  // clients_shop_created_idx is (created_at DESC NULLS LAST): the order must say so to use it.
  const direction =
    sortName === 'createdAt'
      ? order === 'asc'
        ? sql`asc nulls first`
        : sql`desc nulls last`
      : order === 'asc'
        ? sql`asc`
        : sql`desc`;
  const scope = `clients:${sortName}:${order}${options.archived ? ':archived' : ''}`;
  const after = options.cursor
    ? decodeCursor(scope, options.cursor, [sort.field, 'uuid'])
    : undefined;
  const keyset = after
    ? sql`(${sort.key}, ${clients.id}) ${order === 'asc' ? sql`>` : sql`<`} (${after[0]}::${sort.type}, ${after[1]}::uuid)`
    : undefined;

  const rows = await tx
    .select({
      id: clients.id,
      name: clients.name,
      email: clients.email,
      phone: clients.phone,
      company: clients.company,
      tags: clients.tags,
      preferredContact: clients.preferredContact,
      hasPortalAccess: sql<boolean>`${clients.userId} is not null`,
      createdAt: clients.createdAt,
      archivedAt: clients.archivedAt,
      cursorValue: sql<string>`(${sort.key})::text`,
      vehicleCount: clients.vehicleCount,
      totalSpend: sql<string>`${clients.totalSpend}::text`,
      lastServiceDate: sql<
        string | null
      >`to_char(${clients.lastServiceAt} at time zone (select ${shops.timezone} from ${shops} where ${shops.id} = ${shopId}), 'YYYY-MM-DD')`,
    })
    .from(clients)
    .where(and(clientScope({ ...options, shopId }), keyset))
    .orderBy(sql`${sort.key} ${direction}`, sql`${clients.id} ${direction}`)
    .limit(limit + 1);

  const items = rows.slice(0, limit).map(toListItem);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    items,
    nextCursor: last ? encodeCursor(scope, [last.cursorValue, last.id]) : null,
  };
}

function toListItem(row: {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  tags: string[];
  preferredContact: string | null;
  hasPortalAccess: boolean;
  createdAt: Date;
  archivedAt: Date | null;
  vehicleCount: number;
  totalSpend: string;
  lastServiceDate: string | null;
}): ClientListItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    tags: row.tags,
    preferredContact: row.preferredContact as ClientListItem['preferredContact'],
    vehicleCount: row.vehicleCount,
    totalSpend: row.totalSpend,
    lastServiceDate: row.lastServiceDate,
    hasPortalAccess: row.hasPortalAccess,
    createdAt: row.createdAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}
