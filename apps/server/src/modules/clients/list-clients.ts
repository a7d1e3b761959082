import type { ClientListItem, ClientListResponse, ClientSort } from '@pitstop/domain/clients';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { clients } from '../../db/schema/clients.ts';
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

type Row = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  tags: string[];
  preferred_contact: ClientListItem['preferredContact'];
  has_portal_access: boolean;
  created_at: Date | string;
  archived_at: Date | string | null;
  cursor_value: string;
  vehicle_count: number;
  total_spend: string;
  last_service_date: string | null;
};

/**
 * One page of the clients list, all in SQL: filters, keyset pagination over (sort key, id), and
 * the aggregates (vehicle count, total spend and last service from completed job orders, the
 * last service as a date in the shop's time zone), which triggers keep on the client row
 * (ADR 007). Every sort walks its own index (clients_shop_created_idx, clients_shop_name_idx,
 * clients_shop_vehicle_count_idx, clients_shop_total_spend_idx, clients_shop_last_service_idx)
 * and stops after one page; a search goes through clientSearchCondition.
 */
export async function listClients(options: {
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
}): Promise<ClientListResponse> {
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
    ? sql`and (${sort.key}, ${clients.id}) ${order === 'asc' ? sql`>` : sql`<`} (${after[0]}::${sort.type}, ${after[1]}::uuid)`
    : sql``;

  const rows = await rowsOf<Row>(
    tx,
    sql`
      select ${clients.id} as id, ${clients.name} as name, ${clients.email} as email,
        ${clients.phone} as phone, ${clients.company} as company, ${clients.tags} as tags,
        ${clients.preferredContact} as preferred_contact,
        ${clients.userId} is not null as has_portal_access, ${clients.createdAt} as created_at,
        ${clients.archivedAt} as archived_at,
        (${sort.key})::text as cursor_value, ${clients.vehicleCount} as vehicle_count,
        ${clients.totalSpend}::text as total_spend,
        to_char(${clients.lastServiceAt} at time zone (select timezone from shops where id = ${shopId}), 'YYYY-MM-DD') as last_service_date
      from ${clients}
      where ${clientScope({ ...options, shopId })} ${keyset}
      order by ${sort.key} ${direction}, ${clients.id} ${direction}
      limit ${limit + 1}`,
  );

  const items = rows.slice(0, limit).map(toListItem);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    items,
    nextCursor: last ? encodeCursor(scope, [last.cursor_value, last.id]) : null,
  };
}

function toListItem(row: Row): ClientListItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    tags: row.tags,
    preferredContact: row.preferred_contact,
    vehicleCount: Number(row.vehicle_count),
    totalSpend: row.total_spend,
    lastServiceDate: row.last_service_date,
    hasPortalAccess: row.has_portal_access,
    createdAt: new Date(row.created_at).toISOString(),
    archivedAt: row.archived_at ? new Date(row.archived_at).toISOString() : null,
  };
}
