import type { Client, ClientVisitFilters } from '@pitstop/domain/clients';
import { and, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { foldedContains } from '../../db/like.ts';
import { clients, clientVisits } from '../../db/schema/clients.ts';
import { type StaffViewer, staffClientCondition } from '../../platform/client-access.ts';

/** Who is looking: a mechanic reads only the clients of their own appointments and job orders. */
export type ClientViewer = StaffViewer;

/**
 * Case- and accent-insensitive "contains" over name, e-mail, phone and company ("renee" finds
 * "Renée"): a LIKE on the stored, folded search document (db/like.ts), which the planner
 * answers by walking the page's sort index (common terms) or with its trigram index (rare ones).
 * A search with 3+ digits also matches the phone's digits alone, so "555 0102" finds
 * "+1 (555) 010-2…".
 */
export function clientSearchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const document = clients.searchDocument;
  const digits = text.replace(/\D/g, '');
  const byText = foldedContains(document, text);
  if (digits.length < 3 || digits === text) return byText;
  return sql`(${byText} or ${foldedContains(document, digits)})`;
}

export function clientTagCondition(tag: string | undefined): SQL | undefined {
  return tag ? sql`${clients.tags} @> array[${tag}]::text[]` : undefined;
}

/**
 * The reports' drill-downs (ADR 051): each filter is an EXISTS on client_visits (one row per
 * client and local visit day, migration 0044) through its primary key (shop, client, day).
 */
export function clientVisitConditions(filters: ClientVisitFilters): SQL | undefined {
  const visitOf = (condition: SQL) =>
    sql`exists (select 1 from ${clientVisits} where ${clientVisits.shopId} = ${clients.shopId} and ${clientVisits.clientId} = ${clients.id} and ${condition})`;
  const between = (column: SQL | typeof clientVisits.visitOn, from?: string, to?: string) =>
    and(
      from ? sql`${column} >= ${from}::date` : undefined,
      to ? sql`${column} <= ${to}::date` : undefined,
    ) as SQL;
  return and(
    filters.visitedFrom || filters.visitedTo
      ? visitOf(between(clientVisits.visitOn, filters.visitedFrom, filters.visitedTo))
      : undefined,
    filters.alsoVisitedFrom || filters.alsoVisitedTo
      ? visitOf(between(clientVisits.visitOn, filters.alsoVisitedFrom, filters.alsoVisitedTo))
      : undefined,
    filters.firstVisitFrom || filters.firstVisitTo
      ? visitOf(
          sql`${clientVisits.visitOn} = ${clientVisits.firstVisitOn} and ${between(clientVisits.visitOn, filters.firstVisitFrom, filters.firstVisitTo)}`,
        )
      : undefined,
    filters.lastVisitBefore
      ? and(
          visitOf(sql`true`),
          sql`not ${visitOf(sql`${clientVisits.visitOn} >= ${filters.lastVisitBefore}::date`)}`,
        )
      : undefined,
  );
}

/**
 * Every list, export, option and stats query starts here: the caller's shop, not archived (the
 * clients list's archived view asks for the archived ones instead).
 */
export function clientScope(
  options: {
    shopId: string;
    viewer?: ClientViewer;
    search?: string;
    tag?: string;
    archived?: boolean;
  } & ClientVisitFilters,
): SQL {
  return and(
    staffClientCondition(options),
    options.archived ? isNotNull(clients.archivedAt) : isNull(clients.archivedAt),
    clientSearchCondition(options.search),
    clientTagCondition(options.tag),
    clientVisitConditions(options),
  ) as SQL;
}

export function toClient(row: typeof clients.$inferSelect): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    dateOfBirth: row.dateOfBirth,
    preferredContact: row.preferredContact as Client['preferredContact'],
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    emergencyContactRelation: row.emergencyContactRelation,
    company: row.company,
    taxId: row.taxId,
    notes: row.notes,
    tags: row.tags,
    hasPortalAccess: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}
