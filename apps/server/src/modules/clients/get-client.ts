import type { Client } from '@pitstop/domain/clients';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { AppError } from '../../plugins/errors.ts';
import { type ClientViewer, mechanicCondition, toClient } from './client-query.ts';

/** One client of the caller's shop (archived ones too: their history stays reachable). */
export async function getClient(options: {
  tx: Tx;
  shopId: string;
  viewer?: ClientViewer;
  id: string;
}): Promise<Client> {
  const [row] = await options.tx
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.shopId, options.shopId),
        eq(clients.id, options.id),
        mechanicCondition(options.viewer),
      ),
    );
  if (!row) throw AppError.notFound('Client not found.');
  return toClient(row);
}
