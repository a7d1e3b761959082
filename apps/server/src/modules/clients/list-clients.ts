import type { ClientListItem, ClientListResponse, ClientSort } from '@pitstop/domain/clients';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import {
  type ClientViewer,
  clientScope,
  decodeCursor,
  encodeCursor,
  rowsOf,
} from './client-query.ts';

/** Aggregates over the whole shop, joined only when the list is sorted by one of them. */
const vehicleCounts = (shopId: string) =>
  sql`left join (select client_id, count(*) as n from vehicles where shop_id = ${shopId} group by client_id) as vehicle_counts on vehicle_counts.client_id = ${clients.id}`;
const completedJobs = (shopId: string) =>
  sql`left join (select client_id, sum(total_cost) as total, max(completed_at) as last from job_orders where shop_id = ${shopId} and status = 'completed' group by client_id) as completed_jobs on completed_jobs.client_id = ${clients.id}`;

/** Each sort: its key expression, the type its cursor value is read back as, what it joins. */
const sorts: Record<ClientSort, { key: SQL; type: SQL; join?: (shopId: string) => SQL }> = {
  createdAt: { key: sql`${clients.createdAt}`, type: sql`timestamptz` },
  name: { key: sql`lower(${clients.name})`, type: sql`text` },
  vehicleCount: {
    key: sql`coalesce(vehicle_counts.n, 0)`,
    type: sql`bigint`,
    join: vehicleCounts,
  },
  totalSpend: {
    key: sql`coalesce(completed_jobs.total, 0)`,
    type: sql`numeric`,
    join: completedJobs,
  },
  lastServiceDate: {
    key: sql`coalesce(completed_jobs.last, '-infinity'::timestamptz)`,
    type: sql`timestamptz`,
    join: completedJobs,
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
  cursor_value: string;
  vehicle_count: number;
  total_spend: string;
  last_service_date: string | null;
};

/**
 * One page of the clients list, all in SQL: filters, keyset pagination over (sort key, id), and
 * the page's aggregates (vehicle count, total spend and last service from completed job orders,
 * the last service as a date in the shop's time zone).
 *
 * Sorting by created date or name walks an index (clients_shop_created_idx,
 * clients_shop_name_idx; a search uses clients_search_trgm_idx) and computes aggregates for the
 * page's rows only (LATERAL, index-only on vehicles_shop_client_idx and
 * job_orders_completed_client_idx): a few ms at 100k clients / 1M job orders on PostgreSQL.
 * Sorting by an aggregate must aggregate every matching client of the shop first — one
 * index-only pass over the shop's vehicles or completed job orders, hash-joined — about 0.3 s
 * (vehicle count) to 0.6–1.4 s (total spend, last service) at that size. Making those fast needs
 * totals kept on the client row by triggers on job_orders and vehicles (not done yet).
 */
export async function listClients(options: {
  tx: Tx;
  shopId: string;
  viewer?: ClientViewer;
  search?: string;
  tag?: string;
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
  const after = options.cursor
    ? decodeCursor(options.cursor, { sort: sortName, order })
    : undefined;
  const keyset = after
    ? sql`and (${sort.key}, ${clients.id}) ${order === 'asc' ? sql`>` : sql`<`} (${after.value}::${sort.type}, ${after.id}::uuid)`
    : sql``;

  const rows = await rowsOf<Row>(
    tx,
    sql`
      select page.id, page.name, page.email, page.phone, page.company, page.tags,
        page.preferred_contact, page.has_portal_access, page.created_at, page.cursor_value,
        coalesce(vehicle_agg.n, 0)::int as vehicle_count,
        coalesce(job_agg.total, 0)::numeric(14, 2)::text as total_spend,
        to_char(job_agg.last at time zone (select timezone from shops where id = ${shopId}), 'YYYY-MM-DD') as last_service_date
      from (
        select ${clients.id} as id, ${clients.shopId} as shop_id, ${clients.name} as name,
          ${clients.email} as email, ${clients.phone} as phone, ${clients.company} as company,
          ${clients.tags} as tags, ${clients.preferredContact} as preferred_contact,
          ${clients.userId} is not null as has_portal_access, ${clients.createdAt} as created_at,
          ${sort.key} as sort_key, (${sort.key})::text as cursor_value
        from ${clients} ${sort.join ? sort.join(shopId) : sql``}
        where ${clientScope({ ...options, shopId })} ${keyset}
        order by ${sort.key} ${direction}, ${clients.id} ${direction}
        limit ${limit + 1}
      ) as page
      left join lateral (
        select count(*) as n from vehicles
        where vehicles.shop_id = page.shop_id and vehicles.client_id = page.id
      ) as vehicle_agg on true
      left join lateral (
        select sum(total_cost) as total, max(completed_at) as last from job_orders
        where job_orders.shop_id = page.shop_id and job_orders.client_id = page.id
          and job_orders.status = 'completed'
      ) as job_agg on true
      order by page.sort_key ${direction}, page.id ${direction}`,
  );

  const items = rows.slice(0, limit).map(toListItem);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    items,
    nextCursor: last
      ? encodeCursor({ sort: sortName, order, value: last.cursor_value, id: last.id })
      : null,
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
  };
}
