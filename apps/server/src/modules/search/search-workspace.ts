import { formatRequestNumber, parseRequestNumber } from '@pitstop/domain/bookings';
import { parseInvoiceNumber } from '@pitstop/domain/invoices';
import { formatJobOrderNumber, parseJobOrderNumber } from '@pitstop/domain/job-orders';
import { billingRoles, type Role } from '@pitstop/domain/roles';
import { SEARCH_LIMIT, type SearchResult } from '@pitstop/domain/search';
import { and, eq, exists, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { escapeLike, foldedContains, foldedText } from '../../db/like.ts';
import { invoices } from '../../db/schema/billing.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { appointments, jobOrders, services } from '../../db/schema/workshop.ts';

/** Typed text as a LIKE pattern matching it anywhere, as typed (plates and VINs). */
const anywhere = (text: string) => `%${escapeLike(text)}%`;

const vehicleLabel = sql<string>`concat_ws(' ', ${vehicles.year}::text, ${vehicles.make}, ${vehicles.model})`;

/** A job order, invoice or booking with a number, on a client and perhaps a car. */
type NumberedTable = typeof jobOrders | typeof invoices | typeof appointments;

type NumberedRow = {
  id: string;
  number: number | string | null;
  clientName: string;
  vehicle: string;
};

/** A job order, invoice or booking as the search lists it: its number, then client and car. */
function numberedRecord(row: NumberedRow, number: string) {
  return {
    id: row.id,
    number,
    description: [row.clientName, row.vehicle].filter(Boolean).join(' · '),
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
  const mechanicOf = (table: typeof appointments | typeof jobOrders) =>
    and(eq(table.shopId, shopId), eq(table.clientId, clients.id), eq(table.mechanicId, mechanicId));
  const ownClient = onlyOwnJobs
    ? or(
        exists(tx.select({ one: sql`1` }).from(appointments).where(mechanicOf(appointments))),
        exists(tx.select({ one: sql`1` }).from(jobOrders).where(mechanicOf(jobOrders))),
      )
    : undefined;
  const ownWork = (table: typeof appointments | typeof jobOrders) =>
    onlyOwnJobs ? eq(table.mechanicId, mechanicId) : undefined;
  // One numbered record per kind at most: numbers are unique per shop.
  const numbered = (
    table: NumberedTable,
    clientName: SQL<string>,
    condition: SQL | undefined,
  ): Promise<NumberedRow[]> =>
    tx
      .select({ id: table.id, number: table.number, clientName, vehicle: vehicleLabel })
      .from(table)
      .leftJoin(clients, and(eq(clients.shopId, table.shopId), eq(clients.id, table.clientId)))
      .leftJoin(vehicles, and(eq(vehicles.shopId, table.shopId), eq(vehicles.id, table.vehicleId)))
      .where(and(eq(table.shopId, shopId), condition))
      .limit(1);
  const clientNameOrNone = sql<string>`coalesce(${clients.name}, '')`;

  const [clientRows, vehicleRows, serviceRows, jobOrderRows, invoiceRows, bookingRows] =
    await Promise.all([
      tx
        .select({
          id: clients.id,
          name: clients.name,
          email: clients.email,
          phone: clients.phone,
        })
        .from(clients)
        .where(
          and(
            eq(clients.shopId, shopId),
            isNull(clients.archivedAt),
            or(
              foldedContains(clients.searchDocument, q),
              phoneDigits ? foldedContains(clients.searchDocument, phoneDigits) : undefined,
            ),
            ownClient,
          ),
        )
        .orderBy(clients.name, clients.id)
        .limit(SEARCH_LIMIT),
      tx
        .select({
          id: vehicles.id,
          label: vehicleLabel,
          vin: vehicles.vin,
          registrationNumber: vehicles.registrationNumber,
          ownerName: clients.name,
        })
        .from(vehicles)
        .innerJoin(
          clients,
          and(eq(clients.shopId, vehicles.shopId), eq(clients.id, vehicles.clientId)),
        )
        .where(
          and(
            eq(vehicles.shopId, shopId),
            isNull(clients.archivedAt),
            or(
              ilike(vehicles.registrationNumber, anywhere(q)),
              ilike(vehicles.vin, anywhere(q)),
              foldedContains(
                foldedText(sql`concat_ws(' ', ${vehicles.make}, ${vehicles.model})`),
                q,
              ),
              sql`replace(${vehicles.registrationNumber}, ' ', '') ilike ${anywhere(q.replace(/\s+/g, ''))}`,
              foldedContains(clients.searchDocument, q),
            ),
            ownClient,
          ),
        )
        .orderBy(vehicles.make, vehicles.model, sql`${vehicles.year} desc nulls last`, vehicles.id)
        .limit(SEARCH_LIMIT),
      tx
        .select({ id: services.id, name: services.name, category: services.category })
        .from(services)
        .where(
          and(
            eq(services.shopId, shopId),
            sql`${services.active}`,
            foldedContains(foldedText(services.name), q),
          ),
        )
        .orderBy(services.name, services.id)
        .limit(SEARCH_LIMIT),
      jobOrderNumber === null
        ? []
        : numbered(
            jobOrders,
            clientNameOrNone,
            and(eq(jobOrders.number, jobOrderNumber), ownWork(jobOrders)),
          ),
      invoiceNumber === null
        ? []
        : numbered(
            invoices,
            sql<string>`coalesce(${invoices.billToName}, '')`,
            eq(invoices.number, invoiceNumber),
          ),
      requestNumber === null
        ? []
        : numbered(
            appointments,
            clientNameOrNone,
            and(eq(appointments.number, requestNumber), ownWork(appointments)),
          ),
    ]);

  return {
    clients: clientRows,
    vehicles: vehicleRows,
    services: serviceRows,
    jobOrders: jobOrderRows.map((row) =>
      numberedRecord(row, formatJobOrderNumber(Number(row.number))),
    ),
    invoices: invoiceRows.map((row) => numberedRecord(row, String(row.number))),
    bookings: bookingRows.map((row) =>
      numberedRecord(row, formatRequestNumber(Number(row.number))),
    ),
  };
}
