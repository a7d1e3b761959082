import type { SQL } from 'drizzle-orm';
import type { Tx } from './database.ts';

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
export async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
