import { Readable } from 'node:stream';
import { clientExportColumns } from '@pitstop/domain/clients';
import { stringify } from 'csv-stringify';
import type { Tx } from '../../db/database.ts';
import type { ClientViewer } from './client-query.ts';
import { listClients } from './list-clients.ts';

const BATCH_SIZE = 1000;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return) as a formula;
 * a leading apostrophe makes it plain text (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

type ExportOptions = {
  tx: Tx;
  shopId: string;
  viewer?: ClientViewer;
  search?: string;
  tag?: string;
};

async function* clientRows(options: ExportOptions) {
  let cursor: string | undefined;
  do {
    const page = await listClients({ ...options, limit: BATCH_SIZE, cursor });
    for (const client of page.items) {
      yield [
        client.name,
        client.email ?? '',
        client.phone ?? '',
        String(client.vehicleCount),
        client.totalSpend,
        client.lastServiceDate ?? '',
        client.tags.join(';'),
      ].map(neutraliseFormula);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/**
 * Every client matching the search and tag (not just a page) as CSV with the columns of spec
 * §7, newest first, read in keyset batches of 1,000 and streamed, so memory stays flat.
 */
export function exportClients(options: ExportOptions): Readable {
  const csv = stringify({ header: true, columns: [...clientExportColumns], bom: true });
  const source = Readable.from(clientRows(options));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
