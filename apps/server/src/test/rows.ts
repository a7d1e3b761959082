import type { SQL } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';

/** Rows of a raw query in a test (PGlite and node-postgres both answer `{ rows }`); app code reads through typed queries. */
export async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
