import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/server/src/db/schema/index.ts';

export type CapturedQuery = { text: string; params: unknown[] };
export type BenchDb = ReturnType<typeof drizzle<typeof schema>>;

/**
 * The exact SQL (text and parameters) that a server domain function sends, captured through
 * Drizzle's query logger on a database of our own, so the bench can replay it with plain pg and
 * measure the floor the API is compared with.
 */
export async function captureQueries(
  databaseUrl: string,
  run: (db: BenchDb) => Promise<unknown>,
): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (text, params) => captured.push({ text, params }) },
    });
    await run(db);
  } finally {
    await pool.end();
  }
  if (captured.length === 0) throw new Error('the function sent no SQL');
  return captured;
}
