import type { Role } from '@pitstop/domain/roles';
import { SEARCH_LIMIT, type SearchResult } from '@pitstop/domain/search';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

/** `q` as a LIKE pattern that matches it anywhere, with its wildcards taken literally. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The header's global search: clients by name, e-mail or phone; vehicles by plate, VIN, make or
 * model; services by name — at most SEARCH_LIMIT of each, from the caller's shop. A mechanic
 * finds only the clients and vehicles of their own appointments and job orders (DESIGN.md §4).
 */
export async function searchWorkspace(options: {
  tx: Tx;
  shopId: string;
  viewer: { id: string; role: Role };
  q: string;
}): Promise<SearchResult> {
  const { tx, shopId } = options;
  const q = options.q.trim();
  if (!q) return { clients: [], vehicles: [], services: [] };
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  // "555 0102" finds "+1 (555) 010-2…": phone numbers also compare by their digits alone.
  const phoneDigits = digits.length >= 3 ? containsPattern(digits) : null;
  const onlyOwnJobs = options.viewer.role === 'mechanic';
  const mechanicId = options.viewer.id;
  const ownClient = (clientId: ReturnType<typeof sql>) =>
    onlyOwnJobs
      ? sql`and (exists (select 1 from appointments a where a.shop_id = ${shopId}
              and a.client_id = ${clientId} and a.mechanic_id = ${mechanicId})
          or exists (select 1 from job_orders j where j.shop_id = ${shopId}
              and j.client_id = ${clientId} and j.mechanic_id = ${mechanicId}))`
      : sql``;

  const [clients, vehicles, services] = await Promise.all([
    rowsOf<{ id: string; name: string; email: string | null; phone: string | null }>(
      tx,
      sql`
        select c.id, c.name, c.email, c.phone from clients c
        where c.shop_id = ${shopId} and c.archived_at is null
          and (c.name ilike ${pattern} or c.email ilike ${pattern} or c.phone ilike ${pattern}
            ${phoneDigits ? sql`or regexp_replace(c.phone, '[^0-9]', '', 'g') like ${phoneDigits}` : sql``})
          ${ownClient(sql`c.id`)}
        order by c.name, c.id
        limit ${SEARCH_LIMIT}`,
    ),
    rowsOf<{
      id: string;
      label: string;
      vin: string | null;
      registration_number: string | null;
      owner_name: string;
    }>(
      tx,
      sql`
        select v.id, concat_ws(' ', v.year::text, v.make, v.model) as label, v.vin,
          v.registration_number, c.name as owner_name
        from vehicles v
        join clients c on c.shop_id = v.shop_id and c.id = v.client_id
        where v.shop_id = ${shopId} and c.archived_at is null
          and (v.registration_number ilike ${pattern} or v.vin ilike ${pattern}
            or v.make ilike ${pattern} or v.model ilike ${pattern}
            or concat_ws(' ', v.make, v.model) ilike ${pattern}
            or replace(v.registration_number, ' ', '') ilike ${containsPattern(q.replace(/\s+/g, ''))})
          ${ownClient(sql`c.id`)}
        order by v.make, v.model, v.year desc nulls last, v.id
        limit ${SEARCH_LIMIT}`,
    ),
    rowsOf<{ id: string; name: string; category: string }>(
      tx,
      sql`
        select s.id, s.name, s.category from services s
        where s.shop_id = ${shopId} and s.active and s.name ilike ${pattern}
        order by s.name, s.id
        limit ${SEARCH_LIMIT}`,
    ),
  ]);

  return {
    clients,
    vehicles: vehicles.map((row) => ({
      id: row.id,
      label: row.label,
      vin: row.vin,
      registrationNumber: row.registration_number,
      ownerName: row.owner_name,
    })),
    services,
  };
}
