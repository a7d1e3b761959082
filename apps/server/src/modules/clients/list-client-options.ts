import type { ClientOption } from '@pitstop/domain/clients';
import { asc, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { type ClientViewer, clientScope } from './client-query.ts';

/** Owner choices for the vehicle dialog: id and name in name order, searched server-side. */
export async function listClientOptions(options: {
  tx: Tx;
  shopId: string;
  viewer?: ClientViewer;
  search?: string;
  limit: number;
}): Promise<ClientOption[]> {
  return options.tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(clientScope(options))
    .orderBy(sql`lower(${clients.name})`, asc(clients.id))
    .limit(options.limit);
}
