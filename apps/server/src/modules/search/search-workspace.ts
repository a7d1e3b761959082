import { formatRequestNumber, parseRequestNumber } from '@pitstop/domain/bookings';
import { parseInvoiceNumber } from '@pitstop/domain/invoices';
import { formatJobOrderNumber, parseJobOrderNumber } from '@pitstop/domain/job-orders';
import { billingRoles, type Role } from '@pitstop/domain/roles';
import { SEARCH_LIMIT, type SearchResult } from '@pitstop/domain/search';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { escapeLike, foldedContains, foldedText } from '../../db/like.ts';
import { rowsOf } from '../../db/rows.ts';

/** Typed text as a LIKE pattern matching it anywhere, as typed (plates and VINs). */
const anywhere = (text: string) => `%${escapeLike(text)}%`;

type NumberedRow = { id: string; number: number | string; client_name: string; vehicle: string };

/** A job order, invoice or booking as the search lists it: its number, then client and car. */
function numberedRecord(row: NumberedRow, number: string) {
  return {
    id: row.id,
    number,
    description: [row.client_name, row.vehicle].filter(Boolean).join(' · '),
  };
}

/**
 * The header's global search: clients by name, e-mail or phone; vehicles by plate, VIN, make or
 * model; services by name — any case or accent, at most SEARCH_LIMIT of each, from the caller's
 * shop — and the job order, invoice or booking a typed number names (JO-0200, INV-2026-00166,
 * REQ252; digits alone name a job order and a booking). A mechanic finds only the clients,
 * vehicles, job orders and bookings of their own work, and no invoices (DESIGN.md §4).
 */
export async function searchWorkspace(options: {
  tx: Tx;
  shopId: string;
  viewer: { id: string; role: Role };
  q: string;
}): Promise<SearchResult> {
  const { tx, shopId } = options;
  const q = options.q.trim();
  if (!q)
    return { clients: [], vehicles: [], services: [], jobOrders: [], invoices: [], bookings: [] };
  const digits = q.replace(/\D/g, '');
  // "555 0102" finds "+1 (555) 010-2…": the search document holds the phone's digits alone too.
  const phoneDigits = digits.length >= 3 && digits !== q ? digits : null;
  const jobOrderNumber = parseJobOrderNumber(q);
  const invoiceNumber = (billingRoles as readonly Role[]).includes(options.viewer.role)
    ? parseInvoiceNumber(q)
    : null;
  const requestNumber = parseRequestNumber(q);
  const onlyOwnJobs = options.viewer.role === 'mechanic';
  const mechanicId = options.viewer.id;
  const ownClient = (clientId: SQL) =>
    onlyOwnJobs
      ? sql`and (exists (select 1 from appointments a where a.shop_id = ${shopId}
              and a.client_id = ${clientId} and a.mechanic_id = ${mechanicId})
          or exists (select 1 from job_orders j where j.shop_id = ${shopId}
              and j.client_id = ${clientId} and j.mechanic_id = ${mechanicId}))`
      : sql``;
  const ownWork = (alias: SQL) =>
    onlyOwnJobs ? sql`and ${alias}.mechanic_id = ${mechanicId}` : sql``;
  // One numbered record per kind at most: numbers are unique per shop.
  const numbered = (table: string, clientName: string, condition: SQL | null) =>
    condition === null
      ? Promise.resolve([])
      : rowsOf<NumberedRow>(
          tx,
          sql`
            select r.id, r.number, coalesce(${sql.raw(clientName)}, '') as client_name,
              concat_ws(' ', v.year::text, v.make, v.model) as vehicle
            from ${sql.raw(table)} r
            left join clients c on c.shop_id = r.shop_id and c.id = r.client_id
            left join vehicles v on v.shop_id = r.shop_id and v.id = r.vehicle_id
            where r.shop_id = ${shopId} and ${condition}
            limit 1`,
        );

  const [clients, vehicles, services, jobOrders, invoices, bookings] = await Promise.all([
    rowsOf<{ id: string; name: string; email: string | null; phone: string | null }>(
      tx,
      sql`
        select c.id, c.name, c.email, c.phone from clients c
        where c.shop_id = ${shopId} and c.archived_at is null
          and (${foldedContains(sql`c.search_document`, q)}
            ${phoneDigits ? sql`or ${foldedContains(sql`c.search_document`, phoneDigits)}` : sql``})
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
          and (v.registration_number ilike ${anywhere(q)} or v.vin ilike ${anywhere(q)}
            or ${foldedContains(foldedText(sql`concat_ws(' ', v.make, v.model)`), q)}
            or replace(v.registration_number, ' ', '') ilike ${anywhere(q.replace(/\s+/g, ''))}
            or ${foldedContains(sql`c.search_document`, q)})
          ${ownClient(sql`c.id`)}
        order by v.make, v.model, v.year desc nulls last, v.id
        limit ${SEARCH_LIMIT}`,
    ),
    rowsOf<{ id: string; name: string; category: string }>(
      tx,
      sql`
        select s.id, s.name, s.category from services s
        where s.shop_id = ${shopId} and s.active and ${foldedContains(foldedText(sql`s.name`), q)}
        order by s.name, s.id
        limit ${SEARCH_LIMIT}`,
    ),
    numbered(
      'job_orders',
      'c.name',
      jobOrderNumber === null ? null : sql`r.number = ${jobOrderNumber} ${ownWork(sql`r`)}`,
    ),
    numbered(
      'invoices',
      'r.bill_to_name',
      invoiceNumber === null ? null : sql`r.number = ${invoiceNumber}`,
    ),
    numbered(
      'appointments',
      'c.name',
      requestNumber === null ? null : sql`r.number = ${requestNumber} ${ownWork(sql`r`)}`,
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
    jobOrders: jobOrders.map((row) =>
      numberedRecord(row, formatJobOrderNumber(Number(row.number))),
    ),
    invoices: invoices.map((row) => numberedRecord(row, String(row.number))),
    bookings: bookings.map((row) => numberedRecord(row, formatRequestNumber(Number(row.number)))),
  };
}
