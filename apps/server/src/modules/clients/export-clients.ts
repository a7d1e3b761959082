import { Readable } from 'node:stream';
import { type ClientVisitFilters, clientExportColumns } from '@pitstop/domain/clients';
import { stringify } from 'csv-stringify';
import { and, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { neutraliseFormula } from '../../platform/csv-cells.ts';
import { type ClientViewer, clientScope } from './client-query.ts';

const BATCH_SIZE = 5000;

type ExportOptions = {
  tx: Tx;
  shopId: string;
  viewer?: ClientViewer;
  search?: string;
  tag?: string;
  /** Rows per keyset query; tests use a small one to cross batch boundaries. */
  batchSize?: number;
} & ClientVisitFilters;

async function* clientRows(options: ExportOptions) {
  const { tx, shopId, batchSize = BATCH_SIZE } = options;
  let after: { createdAt: string; id: string } | undefined;
  do {
    // The list's default order (newest first) on clients_shop_created_idx, in keyset batches.
    // The spec columns as text, formatted by the database; plus the keyset position (the
    // creation time as text keeps its microseconds).
    const rows = await tx
      .select({
        name: clients.name,
        email: sql<string>`coalesce(${clients.email}, '')`,
        phone: sql<string>`coalesce(${clients.phone}, '')`,
        vehicleCount: sql<string>`${clients.vehicleCount}::text`,
        totalSpend: sql<string>`${clients.totalSpend}::text`,
        lastServiceDate: sql<string>`coalesce(to_char(${clients.lastServiceAt} at time zone (select ${shops.timezone} from ${shops} where ${shops.id} = ${shopId}), 'YYYY-MM-DD'), '')`,
        tags: sql<string>`array_to_string(${clients.tags}, ';')`,
        createdAt: sql<string>`${clients.createdAt}::text`,
        id: clients.id,
      })
      .from(clients)
      .where(
        and(
          clientScope(options),
          after
            ? sql`(${clients.createdAt}, ${clients.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(sql`${clients.createdAt} desc nulls last`, sql`${clients.id} desc nulls last`)
      .limit(batchSize);
    for (const row of rows) {
      yield [
        row.name,
        row.email,
        row.phone,
        row.vehicleCount,
        row.totalSpend,
        row.lastServiceDate,
        row.tags,
      ].map(neutraliseFormula);
    }
    const last = rows.at(-1);
    after =
      rows.length === batchSize && last ? { createdAt: last.createdAt, id: last.id } : undefined;
  } while (after);
}

/**
 * Every client matching the search and tag (not just a page) as CSV with the columns of spec
 * §7, newest first, read in keyset batches of 5,000 and streamed, so memory stays flat.
 */
export function exportClients(options: ExportOptions): Readable {
  const csv = stringify({ header: true, columns: [...clientExportColumns], bom: true });
  const source = Readable.from(clientRows(options));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
